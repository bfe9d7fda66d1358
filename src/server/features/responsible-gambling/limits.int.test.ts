// Betting limits, enforced inside bet placement: the bet that reaches a limit exactly passes and the
// next rupee is refused; 50 bets sent at once cannot pass a limit together; a raise waits 24 hours on an
// injected clock; the order daily ≤ weekly ≤ monthly holds; nothing reaches another player's limits.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/integration/harness';
import { createMatch, ledgerMismatches, selection } from '../bets/test-fixtures';

const HOUR = 3_600_000;

describe('betting limits', async () => {
  let clock = Date.now();
  const { http, deps } = await startTestApp({}, () => new Date(clock));
  const match = await createMatch(deps.db);
  type Player = ReturnType<typeof http.fork>;
  const bet = (player: Player, amount: number) =>
    player.post('/api/bets', {
      idempotencyKey: randomUUID(),
      selections: [selection(match, 'home', amount)],
    });
  const setLimit = (player: Player, kind: string, period: string, amount: number | null) =>
    player.request('PUT', '/api/me/limits', { kind, period, amount });
  const newPlayer = async () => {
    const player = http.fork();
    await player.signUp();
    return player;
  };

  it('passes the bet that reaches a daily stake limit exactly, and refuses the next rupee', async () => {
    const player = await newPlayer();
    const set = await setLimit(player, 'STAKE', 'DAY', 1000);
    expect(set.status).toBe(200);
    expect(set.json).toEqual({
      limits: [{ kind: 'STAKE', period: 'DAY', amount: 1000, used: 0, remaining: 1000 }],
      pending: [],
    });
    expect((await bet(player, 600)).status).toBe(201);
    expect((await bet(player, 400)).status).toBe(201);
    const refused = await bet(player, 100);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toEqual({
      code: 'LIMIT_REACHED',
      message:
        'You have reached your daily stake limit of ₹1,000 today. It resets with the next day (India time).',
      details: { kind: 'STAKE', period: 'DAY', remaining: 0 },
    });
    expect((await player.get('/api/me')).json.balance).toBe(9_000);
    expect((await player.get('/api/me/limits')).json.limits[0].remaining).toBe(0);
  });

  it('says what is left when a bet is over the limit, and the lowest remaining limit decides', async () => {
    const player = await newPlayer();
    await setLimit(player, 'STAKE', 'WEEK', 5000);
    await setLimit(player, 'LOSS', 'DAY', 800);
    expect((await bet(player, 500)).status).toBe(201);
    const refused = await bet(player, 400);
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(
      'This bet is over your daily loss limit of ₹800: you have ₹300 left today.',
    );
    expect((await player.get('/api/me/limits')).json.limits).toEqual([
      { kind: 'STAKE', period: 'WEEK', amount: 5000, used: 500, remaining: 4500 },
      { kind: 'LOSS', period: 'DAY', amount: 800, used: 500, remaining: 300 },
    ]);
    expect((await bet(player, 300)).status).toBe(201);
  });

  it('reads a limit set below what was already used as reached: remaining 0, with what was used', async () => {
    const player = await newPlayer();
    expect((await bet(player, 2500)).status).toBe(201);
    await setLimit(player, 'STAKE', 'DAY', 1000);
    const set = await setLimit(player, 'LOSS', 'WEEK', 600);
    expect(set.json.limits).toEqual([
      { kind: 'STAKE', period: 'DAY', amount: 1000, used: 2500, remaining: 0 },
      { kind: 'LOSS', period: 'WEEK', amount: 600, used: 2500, remaining: 0 },
    ]);
    expect((await bet(player, 100)).json.error).toMatchObject({
      code: 'LIMIT_REACHED',
      details: { remaining: 0 },
    });
  });

  it('lets exactly the bets that fit through when 50 are sent at once', async () => {
    const player = await newPlayer();
    await setLimit(player, 'STAKE', 'DAY', 1000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => bet(player, 100)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.json.error.code))).toEqual(
      new Set(['LIMIT_REACHED']),
    );
    expect((await player.get('/api/me')).json.balance).toBe(9_000);
    expect((await player.get('/api/me/bets')).json.bets).toHaveLength(10);
    expect(await ledgerMismatches(deps.db)).toEqual([]);
  });

  it('applies a raise only after 24 hours, and the player can cancel it before then', async () => {
    const player = await newPlayer();
    await setLimit(player, 'STAKE', 'DAY', 1000);
    const raised = await setLimit(player, 'STAKE', 'DAY', 3000);
    expect(raised.json.limits).toEqual([
      { kind: 'STAKE', period: 'DAY', amount: 1000, used: 0, remaining: 1000 },
    ]);
    expect(raised.json.pending).toEqual([
      { kind: 'STAKE', period: 'DAY', amount: 3000, effectiveAt: new Date(clock + 24 * HOUR).toISOString() },
    ]);
    expect((await bet(player, 1500)).json.error.code).toBe('LIMIT_REACHED');

    clock += 23 * HOUR;
    expect((await bet(player, 1500)).json.error.code).toBe('LIMIT_REACHED');
    clock += HOUR;
    expect((await player.get('/api/me/limits')).json).toMatchObject({
      limits: [{ amount: 3000 }],
      pending: [],
    });
    expect((await bet(player, 1500)).status).toBe(201);

    // A removal waits too, and cancelling it keeps the limit.
    const removal = await setLimit(player, 'STAKE', 'DAY', null);
    expect(removal.json.pending).toMatchObject([{ kind: 'STAKE', period: 'DAY', amount: null }]);
    const cancelled = await player.request('DELETE', '/api/me/limits/pending/STAKE/DAY');
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.pending).toEqual([]);
    clock += 25 * HOUR;
    expect((await player.get('/api/me/limits')).json.limits).toMatchObject([{ amount: 3000 }]);
    expect((await player.request('DELETE', '/api/me/limits/pending/STAKE/DAY')).status).toBe(404);
  });

  it('applies a lower limit at once, replacing a pending raise', async () => {
    const player = await newPlayer();
    await setLimit(player, 'LOSS', 'MONTH', 5000);
    await setLimit(player, 'LOSS', 'MONTH', 9000);
    const lowered = await setLimit(player, 'LOSS', 'MONTH', 2000);
    expect(lowered.json).toEqual({
      limits: [{ kind: 'LOSS', period: 'MONTH', amount: 2000, used: 0, remaining: 2000 }],
      pending: [],
    });
  });

  it('keeps daily ≤ weekly ≤ monthly, and refuses bad input, changing nothing', async () => {
    const player = await newPlayer();
    await setLimit(player, 'STAKE', 'WEEK', 1000);
    const over = await setLimit(player, 'STAKE', 'DAY', 2000);
    expect(over.status).toBe(400);
    expect(over.json.error.message).toBe('Your daily limit cannot be more than your weekly limit (₹1,000)');
    const under = await setLimit(player, 'STAKE', 'MONTH', 500);
    expect(under.json.error.message).toBe(
      'Your monthly limit cannot be less than your weekly limit (₹1,000)',
    );
    for (const body of [
      { kind: 'STAKE', period: 'DAY', amount: 0 },
      { kind: 'STAKE', period: 'DAY', amount: -5 },
      { kind: 'STAKE', period: 'DAY', amount: 10.5 },
      { kind: 'STAKE', period: 'DAY', amount: '100' },
      { kind: 'DEPOSIT', period: 'DAY', amount: 100 },
      { kind: 'STAKE', period: 'YEAR', amount: 100 },
      { kind: 'STAKE', period: 'DAY' },
    ])
      expect((await player.request('PUT', '/api/me/limits', body)).status).toBe(400);
    expect((await player.request('DELETE', '/api/me/limits/pending/STAKE/YEAR')).status).toBe(400);
    expect((await player.get('/api/me/limits')).json).toEqual({
      limits: [{ kind: 'STAKE', period: 'WEEK', amount: 1000, used: 0, remaining: 1000 }],
      pending: [],
    });
  });

  it("keeps each player's limits their own, and visitors out", async () => {
    const limited = await newPlayer();
    const other = await newPlayer();
    await setLimit(limited, 'STAKE', 'DAY', 100);
    expect((await other.get('/api/me/limits')).json).toEqual({ limits: [], pending: [] });
    expect((await bet(other, 500)).status).toBe(201);
    const visitor = http.fork();
    expect((await visitor.get('/api/me/limits')).status).toBe(401);
    expect((await setLimit(visitor, 'STAKE', 'DAY', 100)).status).toBe(401);
    expect((await visitor.request('DELETE', '/api/me/limits/pending/STAKE/DAY')).status).toBe(401);
  });
});
