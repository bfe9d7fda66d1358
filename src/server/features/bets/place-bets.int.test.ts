import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/integration/harness';
import { createMatch, ledgerMismatches, selection } from './test-fixtures';

const count = async (
  db: { execute: (q: ReturnType<typeof sql>) => Promise<{ rows: unknown[] }> },
  q: ReturnType<typeof sql>,
) => Number(((await db.execute(q)).rows[0] as { n: string }).n);

describe('POST /api/bets', async () => {
  const { http, deps } = await startTestApp({ BET_MAX_STAKE_RUPEES: '5000' });
  const db = deps.db;
  const match = await createMatch(db);

  it('places a slip of two bets in one debit and returns the bets with names and the balance', async () => {
    const player = http.fork();
    const me = await player.signUp();
    const key = randomUUID();
    const response = await player.post('/api/bets', {
      idempotencyKey: key,
      selections: [selection(match, 'home', 250), { ...selection(match, 'away', 100, 'toss') }],
    });
    expect(response.status).toBe(201);
    expect(response.json.balance).toBe(9650);
    expect(response.json.bets).toHaveLength(2);
    expect(response.json.bets[0]).toMatchObject({
      matchId: match.matchId,
      marketId: match.winner.marketId,
      optionId: match.winner.home,
      homeTeam: match.homeTeam,
      awayTeam: match.awayTeam,
      marketName: 'Match Winner',
      optionName: match.homeTeam,
      amount: 250,
      odds: 1.9,
      potentialPayout: 475,
      status: 'PENDING',
      result: null,
      settledAt: null,
      payout: 0,
    });
    expect(response.json.bets[1]).toMatchObject({ marketName: 'Toss Winner', optionName: match.awayTeam });
    expect((await player.get('/api/me')).json.balance).toBe(9650);
    const ledger = await db.execute<{
      type: string;
      amount_paise: string;
      metadata: Record<string, unknown>;
    }>(
      sql`select type, amount_paise::text, metadata from transactions
          where user_id = ${me.id} and type = 'BET_PLACED' and debit_account = 'PLAYER' and credit_account = 'STAKES_HELD'
          order by amount_paise`,
    );
    expect(ledger.rows.map((r) => r.amount_paise).sort()).toEqual(['10000', '25000']);
    const stake = ledger.rows.find((r) => r.amount_paise === '25000')!;
    expect(stake.metadata).toMatchObject({ match_id: match.matchId, market_type: 'MATCH_WINNER' });
    expect(stake.metadata.bet_id).toBe(response.json.bets[0].id);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('places exactly 100 of 200 simultaneous ₹100 bets from a ₹10,000 wallet and leaves 0', async () => {
    const player = http.fork();
    const me = await player.signUp();
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        player.post('/api/bets', { idempotencyKey: randomUUID(), selections: [selection(match)] }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(100);
    expect(statuses.filter((s) => s === 409)).toHaveLength(100);
    expect(
      responses.filter((r) => r.status === 409).every((r) => r.json.error.code === 'INSUFFICIENT_BALANCE'),
    ).toBe(true);
    expect((await player.get('/api/me')).json.balance).toBe(0);
    expect(await count(db, sql`select count(*) as n from bets where user_id = ${me.id}`)).toBe(100);
    expect(await count(db, sql`select count(*) as n from bet_slips where user_id = ${me.id}`)).toBe(100);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('places one slip for one idempotency key sent 20 times at once', async () => {
    const player = http.fork();
    const me = await player.signUp();
    const body = { idempotencyKey: randomUUID(), selections: [selection(match, 'away', 300)] };
    const responses = await Promise.all(Array.from({ length: 20 }, () => player.post('/api/bets', body)));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 200)).toHaveLength(19);
    const ids = new Set(responses.map((r) => r.json.bets[0].id));
    expect(ids.size).toBe(1);
    expect(responses.every((r) => r.json.balance === 9700)).toBe(true);
    expect(await count(db, sql`select count(*) as n from bets where user_id = ${me.id}`)).toBe(1);
    expect(
      await count(
        db,
        sql`select count(*) as n from transactions where user_id = ${me.id} and type = 'BET_PLACED'`,
      ),
    ).toBe(1);
    // Later, the same key still answers the first result and places nothing.
    const again = await player.post('/api/bets', body);
    expect(again.status).toBe(200);
    expect(again.json.bets[0].id).toBe([...ids][0]);
    expect((await player.get('/api/me')).json.balance).toBe(9700);
  });

  it('refuses a key reused for another slip with 422 and changes nothing; the same slip still replays', async () => {
    const player = http.fork();
    const me = await player.signUp();
    const key = randomUUID();
    const first = await player.post('/api/bets', {
      idempotencyKey: key,
      selections: [selection(match, 'home', 100)],
    });
    expect(first.status).toBe(201);
    const other = await player.post('/api/bets', {
      idempotencyKey: key,
      selections: [selection(match, 'away', 5000)],
    });
    expect(other.status).toBe(422);
    expect(other.json.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(other.headers.get('Idempotent-Replayed')).toBeNull();
    expect((await player.get('/api/me')).json.balance).toBe(9900);
    expect(await count(db, sql`select count(*) as n from bets where user_id = ${me.id}`)).toBe(1);
    // The same slip, its keys in another order and its stake written 100.0: the first result again.
    const { matchId, marketId, optionId } = selection(match, 'home');
    const again = await player.post(
      '/api/bets',
      `{"selections":[{"odds":1.90,"amount":100.0,"optionId":${optionId},"marketId":${marketId},"matchId":${matchId}}],"idempotencyKey":"${key}"}`,
    );
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.json.bets[0].id).toBe(first.json.bets[0].id);
    expect((await player.get('/api/me')).json.balance).toBe(9900);
  });

  it('places one of two different slips sent at once with one key and refuses the other with 422', async () => {
    const player = http.fork();
    const me = await player.signUp();
    for (let round = 0; round < 5; round++) {
      const key = randomUUID();
      const answers = await Promise.all([
        player.post('/api/bets', { idempotencyKey: key, selections: [selection(match, 'home', 100)] }),
        player.post('/api/bets', { idempotencyKey: key, selections: [selection(match, 'away', 200)] }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
      expect(answers.find((a) => a.status === 422)!.json.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    expect(await count(db, sql`select count(*) as n from bet_slips where user_id = ${me.id}`)).toBe(5);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('refuses moved odds with ODDS_CHANGED and the current odds when asked to, and places nothing', async () => {
    const player = http.fork();
    const me = await player.signUp();
    await db.execute(sql`update market_options set odds_hundredths = 205 where id = ${match.toss.home}`);
    const response = await player.post('/api/bets', {
      idempotencyKey: randomUUID(),
      oddsChange: 'ASK',
      selections: [selection(match, 'home', 100), selection(match, 'home', 100, 'toss')],
    });
    expect(response.status).toBe(409);
    expect(response.json.error).toEqual({
      code: 'ODDS_CHANGED',
      message: 'Odds have changed',
      details: { changes: [{ marketId: match.toss.marketId, optionId: match.toss.home, odds: 2.05 }] },
    });
    expect(await count(db, sql`select count(*) as n from bets where user_id = ${me.id}`)).toBe(0);
    expect((await player.get('/api/me')).json.balance).toBe(10000);
    await db.execute(sql`update market_options set odds_hundredths = 190 where id = ${match.toss.home}`);
  });

  it('refuses a suspended market, a closed one, a finished match and a mismatched option, placing nothing', async () => {
    const player = http.fork();
    const me = await player.signUp();
    const other = await createMatch(db);
    await db.execute(sql`update markets set status = 'SUSPENDED' where id = ${other.winner.marketId}`);
    const post = (s: ReturnType<typeof selection>) =>
      player.post('/api/bets', {
        idempotencyKey: randomUUID(),
        selections: [selection(other, 'home', 100, 'toss'), s],
      });
    const suspended = await post(selection(other));
    expect(suspended.status).toBe(409);
    expect(suspended.json.error).toEqual({
      code: 'MARKET_SUSPENDED',
      message: 'This market is suspended. Try again when it reopens.',
    });
    // A market the feed closed shows suspended but never reopens: a slip holding one is told it is closed.
    await db.execute(
      sql`update markets set status = 'SUSPENDED', closed_reason = 'TOSS_DONE' where id = ${other.toss.marketId}`,
    );
    const closed = await post(selection(other));
    expect(closed.status).toBe(409);
    expect(closed.json.error).toEqual({
      code: 'MARKET_CLOSED',
      message: 'This market is not open for betting',
    });
    const mismatched = await post({ ...selection(other), optionId: match.winner.home });
    expect(mismatched.status).toBe(404);
    expect(mismatched.json.error.code).toBe('SELECTION_NOT_FOUND');
    await db.execute(sql`update matches set status = 'COMPLETED' where id = ${other.matchId}`);
    const finished = await player.post('/api/bets', {
      idempotencyKey: randomUUID(),
      selections: [selection(other, 'home', 100, 'toss')],
    });
    expect(finished.status).toBe(409);
    expect(finished.json.error.code).toBe('MATCH_CLOSED');
    expect(await count(db, sql`select count(*) as n from bets where user_id = ${me.id}`)).toBe(0);
    expect((await player.get('/api/me')).json.balance).toBe(10000);
  });

  it('answers every bad input with 400 VALIDATION_ERROR and changes nothing', async () => {
    const player = http.fork();
    const me = await player.signUp();
    const good = selection(match);
    const key = () => randomUUID();
    const cases: [string, unknown][] = [
      ['missing selections', { idempotencyKey: key() }],
      ['missing key', { selections: [good] }],
      ['bad key', { idempotencyKey: 'abc', selections: [good] }],
      ['empty slip', { idempotencyKey: key(), selections: [] }],
      ['oversized slip', { idempotencyKey: key(), selections: Array.from({ length: 21 }, () => good) }],
      ['string amount', { idempotencyKey: key(), selections: [{ ...good, amount: '100' }] }],
      ['negative amount', { idempotencyKey: key(), selections: [{ ...good, amount: -100 }] }],
      ['fractional amount', { idempotencyKey: key(), selections: [{ ...good, amount: 100.5 }] }],
      ['below minimum', { idempotencyKey: key(), selections: [{ ...good, amount: 99 }] }],
      ['huge amount', { idempotencyKey: key(), selections: [{ ...good, amount: 1e20 }] }],
      ['above max stake', { idempotencyKey: key(), selections: [{ ...good, amount: 5001 }] }],
      ['missing odds', { idempotencyKey: key(), selections: [{ ...good, odds: undefined }] }],
      ['negative odds', { idempotencyKey: key(), selections: [{ ...good, odds: -1.9 }] }],
      ['string id', { idempotencyKey: key(), selections: [{ ...good, matchId: 'x' }] }],
      [
        'two bets on one market',
        { idempotencyKey: key(), selections: [good, { ...good, optionId: match.winner.away }] },
      ],
      ['not an object', [1, 2, 3]],
      ['malformed JSON', '{"idempotencyKey": '],
    ];
    for (const [name, body] of cases) {
      const response = await player.post('/api/bets', body);
      expect([name, response.status, response.json?.error?.code]).toEqual([name, 400, 'VALIDATION_ERROR']);
      expect(typeof response.json.error.message).toBe('string');
    }
    const messages = Object.fromEntries(
      await Promise.all(
        cases
          .slice(8, 11)
          .map(async ([name, body]) => [name, (await player.post('/api/bets', body)).json.error.message]),
      ),
    );
    expect(messages['below minimum']).toBe('Minimum bet amount is ₹100');
    expect(messages['above max stake']).toBe('Maximum bet amount is ₹5,000');
    expect(await count(db, sql`select count(*) as n from bets where user_id = ${me.id}`)).toBe(0);
    expect(await count(db, sql`select count(*) as n from bet_slips where user_id = ${me.id}`)).toBe(0);
    expect((await player.get('/api/me')).json.balance).toBe(10000);
  });

  it('answers 401 to a visitor and places nothing', async () => {
    const response = await http
      .fork()
      .post('/api/bets', { idempotencyKey: randomUUID(), selections: [selection(match)] });
    expect(response.status).toBe(401);
  });
});

describe('GET /api/me/bets and /api/me/transactions', async () => {
  const { http, deps } = await startTestApp();
  const db = deps.db;
  const match = await createMatch(db);

  it("lists only the player's own bets, active newest first, settled by settlement time", async () => {
    const alice = http.fork();
    const bob = http.fork();
    await alice.signUp();
    await bob.signUp();
    const first = await alice.post('/api/bets', {
      idempotencyKey: randomUUID(),
      selections: [selection(match, 'home', 100)],
    });
    const second = await alice.post('/api/bets', {
      idempotencyKey: randomUUID(),
      selections: [selection(match, 'away', 200, 'toss')],
    });
    await bob.post('/api/bets', {
      idempotencyKey: randomUUID(),
      selections: [selection(match, 'away', 500)],
    });
    const active = await alice.get('/api/me/bets?status=active');
    expect(active.status).toBe(200);
    expect(active.json.bets.map((b: { id: string }) => b.id)).toEqual([
      second.json.bets[0].id,
      first.json.bets[0].id,
    ]);
    const bobs = await bob.get('/api/me/bets');
    expect(bobs.json.bets.map((b: { amount: number }) => b.amount)).toEqual([500]);
    expect((await alice.get('/api/me/bets?status=settled')).json.bets).toEqual([]);
    // Settle the two markets at different times: the later settlement is listed first.
    await db.execute(
      sql`update bets set status = 'LOST', result = 'x', settled_at = now() - interval '1 hour' where id = ${first.json.bets[0].id}`,
    );
    await db.execute(
      sql`update bets set status = 'VOID', result = 'y', settled_at = now() where id = ${second.json.bets[0].id}`,
    );
    const settled = await alice.get('/api/me/bets?status=settled');
    expect(settled.json.bets.map((b: { id: string; payout: number }) => [b.id, b.payout])).toEqual([
      [second.json.bets[0].id, 200],
      [first.json.bets[0].id, 0],
    ]);
    // all: every bet, newest placed first (My Account's recent list).
    const all = await alice.get('/api/me/bets?status=all&limit=1');
    expect(all.json.bets.map((b: { id: string }) => b.id)).toEqual([second.json.bets[0].id]);
    expect((await alice.get('/api/me/bets?status=everything')).status).toBe(400);
    expect((await http.fork().get('/api/me/bets')).status).toBe(401);
  });

  it('pages the ledger newest first with a cursor, own rows only', async () => {
    const player = http.fork();
    await player.signUp();
    for (let i = 0; i < 4; i++) {
      await player.post('/api/bets', {
        idempotencyKey: randomUUID(),
        selections: [selection(match, 'home', 100 + i)],
      });
    }
    const page1 = await player.get('/api/me/transactions?limit=2');
    expect(page1.status).toBe(200);
    expect(page1.json.transactions.map((t: { amount: number }) => t.amount)).toEqual([-103, -102]);
    const page2 = await player.get(`/api/me/transactions?limit=2&cursor=${page1.json.nextCursor}`);
    expect(page2.json.transactions.map((t: { amount: number }) => t.amount)).toEqual([-101, -100]);
    const page3 = await player.get(`/api/me/transactions?limit=2&cursor=${page2.json.nextCursor}`);
    expect(page3.json.transactions).toMatchObject([{ type: 'DEMO_CREDIT', amount: 10000, betId: null }]);
    expect(page3.json.nextCursor).toBeNull();
    expect(page1.json.transactions[0]).toMatchObject({ type: 'BET_PLACED', status: 'COMPLETED' });
    expect(page1.json.transactions[0].metadata).toMatchObject({ market_type: 'MATCH_WINNER' });
    expect((await player.get('/api/me/transactions?cursor=garbage')).status).toBe(400);
    expect((await player.get('/api/me/transactions?limit=0')).status).toBe(400);
  });
});
