import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../tests/integration/harness';
import { createMatch, selection } from '../features/bets/test-fixtures';

// Inputs a fuzzer found answering 500, each now a clear 400 that changes nothing.
describe('out-of-range and non-canonical input', async () => {
  const { http, deps } = await startTestApp();
  const match = await createMatch(deps.db, { status: 'LIVE' });
  const admin = http.fork();
  expect((await admin.signIn('admin@iplbetting.app', 'admin1234')).status).toBe(200);
  const player = http.fork();
  await player.signUp();

  it('refuses an option id past the 32-bit range in a bet', async () => {
    for (const optionId of [2147483648, 99999999999]) {
      const response = await player.post('/api/bets', {
        idempotencyKey: randomUUID(),
        selections: [{ ...selection(match), optionId }],
      });
      expect([optionId, response.status, response.json.error.code]).toEqual([
        optionId,
        400,
        'VALIDATION_ERROR',
      ]);
    }
    expect((await player.get('/api/me')).json.balance).toBe(10000);
  });

  it('names a match in a path in one canonical way only', async () => {
    for (const action of ['settle', 'settle-toss', 'void']) {
      for (const id of ['2147483648', '0x1d', '0b11101', '2.9e1', '+29', '029', '29%20', '0', '-1']) {
        const response = await admin.post(`/api/admin/matches/${id}/${action}`, {
          winningTeam: match.homeTeam,
          tossWinner: match.homeTeam,
          reason: 'x',
        });
        expect([action, id, response.status, response.json?.error?.code]).toEqual([
          action,
          id,
          400,
          'VALIDATION_ERROR',
        ]);
      }
    }
  });

  it('refuses a transactions cursor that is not a real moment', async () => {
    const cursor = (createdAt: string) =>
      Buffer.from(JSON.stringify([createdAt, randomUUID()])).toString('base64url');
    for (const createdAt of [
      '2026-13-01 10:00:00+00',
      '0000-01-01 10:00:00+00',
      '2026-11-23 10:00:00+99',
      '2026-02-30 10:00:00+00',
      '2026-11-23 24:00:00+00',
    ]) {
      const response = await player.get(`/api/me/transactions?cursor=${cursor(createdAt)}`);
      expect([createdAt, response.status]).toEqual([createdAt, 400]);
    }
    expect(
      (await player.get(`/api/me/transactions?cursor=${cursor('2026-11-23 10:00:00.123456+05:30')}`)).status,
    ).toBe(200);
  });

  it('reads a page size only in canonical form', async () => {
    for (const limit of ['0x10', '1e1', '+5', '05', ' 5'])
      expect([
        limit,
        (await player.get(`/api/me/transactions?limit=${encodeURIComponent(limit)}`)).status,
      ]).toEqual([limit, 400]);
    expect((await player.get('/api/me/transactions?limit=5')).status).toBe(200);
  });
});
