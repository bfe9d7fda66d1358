import type { ErrorCode } from '@shared/contracts/errors';
import { vi } from 'vitest';
import type { Me } from '@shared/contracts/me';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function errorResponse(status: number, code: ErrorCode, message: string): Response {
  return jsonResponse({ error: { code, message } }, status);
}

/** The server's 400 for one refused field, as its validation errors are shaped. */
export function fieldRefusedResponse(path: string, message: string): Response {
  return jsonResponse({ error: { code: 'VALIDATION_ERROR', message, details: [{ path, message }] } }, 400);
}

/** A response that never arrives: keeps a query loading. */
export function pendingResponse(): Promise<Response> {
  return new Promise<Response>(() => {});
}

/** What /api/me answers: the player, signed out (401), or never ('pending'). */
export type MeAnswer = Me | null | 'pending';

/** Answers one request, or returns undefined to leave it to /api/me or the unexpected-fetch error. */
export type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response> | undefined;

/**
 * Stubs the global fetch. Each request goes to `handle` first; then /api/me answers from `me`
 * (signed out by default; pass a function for a player that changes during the test);
 * anything else throws. Returns the mock to inspect the calls.
 */
export function stubFetch({
  me = null,
  handle,
}: { me?: MeAnswer | (() => MeAnswer); handle?: FetchHandler } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const handled = handle?.(url, init);
    if (handled) return handled;
    if (url === '/api/me') {
      const answer = typeof me === 'function' ? me() : me;
      if (answer === 'pending') return pendingResponse();
      // A visitor is an ordinary answer: 200 with null.
      return jsonResponse(answer ?? null);
    }
    throw new Error(`Unexpected fetch ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
