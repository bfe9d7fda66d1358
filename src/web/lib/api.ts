import type { ErrorBody, ErrorCode } from '@shared/contracts/errors';
import { errorCodeMessage, serverSpeaksPlayersLanguage } from './error-messages';

/** The server's error codes, and this client's own for a request that never got an answer. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR';

/** Codes used when the server did not send a `{ error: { code, message } }` body. */
const HTTP_ERROR = 'HTTP_ERROR' satisfies ErrorCode;
const NETWORK_ERROR = 'NETWORK_ERROR' satisfies ApiErrorCode;

/** A failed API call: the HTTP status (0 when the request never got an answer), a code and a message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  /** The error body's optional `details` (e.g. ODDS_CHANGED's `{ changes }`); undefined when absent. */
  readonly details: unknown;

  constructor(status: number, code: ApiErrorCode, message: string, details?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }

  /** True when the message came from the server's error body, so it is fit to show as is. */
  get fromServer(): boolean {
    return this.code !== HTTP_ERROR && this.code !== NETWORK_ERROR;
  }
}

/**
 * What the server answered, for the player: in English the server's own message, in another language
 * its code's message; the caller's fallback (the spec's toast text) when the server sent no error body.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.fromServer || !error.message) return fallback;
  if (serverSpeaksPlayersLanguage()) return error.message;
  return errorCodeMessage(error.code) ?? fallback;
}

/**
 * What the server said of each field it refused (a VALIDATION_ERROR's details, `{ path, message }`):
 * the first message of each of `fields`, for the form to show under it. Empty for any other error.
 * `formMessages`: the form's own messages in the active language, by their English text (the server
 * checks with the same rules and English messages); a message not among them is shown as the server
 * wrote it in English, and as the code's message in another language.
 */
export function fieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  formMessages?: ReadonlyMap<string, string>,
): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_ERROR' || !Array.isArray(error.details))
    return found;
  for (const issue of error.details as unknown[]) {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    const field = fields.find((f) => f === path);
    if (field && typeof message === 'string') found[field] ??= fieldMessage(message, formMessages);
  }
  return found;
}

function fieldMessage(english: string, formMessages: ReadonlyMap<string, string> | undefined): string {
  const local = formMessages?.get(english);
  if (local) return local;
  return serverSpeaksPlayersLanguage() ? english : errorCodeMessage('VALIDATION_ERROR');
}

export type ApiInit = Omit<RequestInit, 'body'> & {
  /** A plain value is sent as JSON; a string, FormData, Blob or URLSearchParams is sent as is. */
  body?: unknown;
};

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

/**
 * Calls our API with the session cookie and JSON in and out.
 * Resolves with the parsed body (undefined for an empty one); throws ApiError on a non-2xx answer.
 */
export async function apiFetch<T>(path: string, init: ApiInit = {}): Promise<T> {
  const { body, headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');

  let requestBody: BodyInit | undefined;
  if (body !== undefined && body !== null) {
    if (isRawBody(body)) {
      requestBody = body;
      if (typeof body === 'string' && !headers.has('Content-Type'))
        headers.set('Content-Type', 'application/json');
    } else {
      requestBody = JSON.stringify(body);
      headers.set('Content-Type', 'application/json');
    }
  }

  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...rest, headers, body: requestBody });
  } catch (error) {
    // An abort is the caller's doing (TanStack Query cancels stale requests): let it through untouched.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR, errorCodeMessage(NETWORK_ERROR));
  }

  const payload = await readBody(response);

  if (!response.ok) throw apiErrorOf(response.status, payload);

  return payload as T;
}

/** The error an answer's body describes: our `{ error: { code, message, details } }`, or a generic one. */
function apiErrorOf(status: number, payload: unknown): ApiError {
  const error = (payload as { error?: Partial<ErrorBody['error']> } | null | undefined)?.error;
  if (typeof error?.code === 'string' && typeof error.message === 'string')
    return new ApiError(status, error.code, error.message, error.details);
  return new ApiError(status, HTTP_ERROR, errorCodeMessage(HTTP_ERROR));
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
