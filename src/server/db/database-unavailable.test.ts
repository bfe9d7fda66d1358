import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { databaseUnavailable } from './database-unavailable';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('databaseUnavailable', () => {
  it('names the server shutting down, starting, read-only or the connection failing', () => {
    for (const code of ['57P01', '57P03', '25006', '08006', 'ECONNREFUSED', 'ECONNRESET'])
      expect(databaseUnavailable(pgError(code)), code).toBe(true);
    expect(databaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(databaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('finds it under drizzle’s wrapper', () => {
    const wrapped = new DrizzleQueryError('select 1', [], pgError('57P01'));
    expect(databaseUnavailable(wrapped)).toBe(true);
  });

  it('leaves every other failure alone: a violated constraint, a bug, a cancelled statement', () => {
    for (const error of [pgError('23505'), pgError('40001'), pgError('57014'), new TypeError('x'), null])
      expect(databaseUnavailable(error)).toBe(false);
  });
});
