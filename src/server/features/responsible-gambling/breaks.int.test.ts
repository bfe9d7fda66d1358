// Time-outs and self-exclusions: placement refuses bets at once (checked in its own statement), while
// signing in, reading history and withdrawing still work; a break can never be shortened.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/integration/harness';
import { createMatch, selection } from '../bets/test-fixtures';

const HOUR = 3_600_000;

describe('betting breaks', async () => {
  const { http, deps } = await startTestApp();
  const bet = (player: ReturnType<typeof http.fork>, match: Awaited<ReturnType<typeof createMatch>>) =>
    player.post('/api/bets', { idempotencyKey: randomUUID(), selections: [selection(match, 'home', 100)] });

  it('a time-out refuses bets with its end, and leaves sign-in, history and withdrawals working', async () => {
    const player = http.fork();
    const account = await player.signUp();
    const match = await createMatch(deps.db);
    expect((await bet(player, match)).status).toBe(201);

    const before = Date.now();
    const taken = await player.post('/api/me/time-out', { period: '24h' });
    expect(taken.status).toBe(200);
    expect(taken.json.kind).toBe('TIME_OUT');
    const until = Date.parse(taken.json.until);
    expect(until - before).toBeGreaterThan(24 * HOUR - 60_000);
    expect(until - before).toBeLessThan(24 * HOUR + 60_000);
    expect((await player.get('/api/me')).json.bettingBreak).toEqual(taken.json);

    const refused = await bet(player, match);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('TIME_OUT');
    expect(refused.json.error.message).toMatch(/^You are on a time-out until .+ IST\./);
    expect((await player.get('/api/me')).json.balance).toBe(9_900);

    expect((await player.get('/api/me/bets')).json.bets).toHaveLength(1);
    const withdrawal = await player.post('/api/me/withdrawals', {
      idempotencyKey: randomUUID(),
      amount: 500,
      method: 'upi',
      upiName: 'Player',
      upiId: 'player@okaxis',
    });
    expect(withdrawal.status).toBe(201);
    expect((await http.fork().signIn(account.email, account.password)).status).toBe(200);
  });

  it('a self-exclusion is never shortened by a later, shorter time-out', async () => {
    const player = http.fork();
    await player.signUp();
    const excluded = await player.post('/api/me/self-exclusion', { period: '6m' });
    expect(excluded.json.kind).toBe('SELF_EXCLUSION');
    const later = await player.post('/api/me/time-out', { period: '24h' });
    expect(later.json).toEqual(excluded.json);
    const refused = await bet(player, await createMatch(deps.db));
    expect(refused.json.error.code).toBe('SELF_EXCLUDED');
    expect(refused.json.error.message).toMatch(/^You have excluded yourself from betting until/);
    expect((await player.get('/api/me/break')).json.break).toEqual(excluded.json);
  });

  it('refuses unknown periods and visitors, and changes nothing', async () => {
    const player = http.fork();
    await player.signUp();
    for (const [path, period] of [
      ['/api/me/time-out', '6m'],
      ['/api/me/time-out', '1h'],
      ['/api/me/self-exclusion', '24h'],
      ['/api/me/self-exclusion', 5],
    ] as const)
      expect((await player.post(path, { period })).status).toBe(400);
    expect((await http.fork().post('/api/me/time-out', { period: '24h' })).status).toBe(401);
    expect((await player.get('/api/me/break')).json.break).toBeNull();
    expect((await bet(player, await createMatch(deps.db))).status).toBe(201);
  });
});
