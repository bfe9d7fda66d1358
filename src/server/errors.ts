// One file, several operations: the domain error and its four common constructors, one vocabulary of failures.
import type { ErrorCode } from '@shared/contracts/errors';

/**
 * A failure the caller can act on, named by its code. Services throw these and know nothing of HTTP;
 * the edge (http/errors.ts) maps each code to a status and `{ error: { code, message, details } }`.
 * Messages are written to be shown as they are (the spec's exact text where it has one).
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const unauthorized = () => new DomainError('UNAUTHORIZED', 'Please log in to continue');
export const forbidden = () => new DomainError('FORBIDDEN', 'Not authorized as admin');
export const notFound = (message = 'Not found') => new DomainError('NOT_FOUND', message);
export const invalid = (message: string, details?: unknown) =>
  new DomainError('VALIDATION_ERROR', message, details);
