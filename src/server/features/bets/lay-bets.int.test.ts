// Lay bets against the house (ADR 0048): a lay of stake S at lay odds L holds its liability S x (L - 1),
// wins S when its option does not win and loses the liability when it does; its price moves the other
// way from a back's (a lower lay price is the better one). Settlement, void and resettlement pay it on
// its side, and the book stays exact throughout.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/integration/harness';
import {
  balanceOf,
  BOOK_BALANCED,
  bookImbalances,
  completeMatch,
  createMatch,
  laySelection,
  ledgerMismatches,
  scoreMarketSelection,
  createScoreMarket,
  selection,
} from './test-fixtures';

describe('lay bets', async () => {
  const { http, deps } = await startTestApp();
  const db = deps.db;
  const admin = http.fork();
  expect((await admin.signIn('admin@iplbetting.app', 'admin1234')).status).toBe(200);

  const player = async () => {
    const client = http.fork();
    const me = await client.signUp();
    return { client, me };
  };
  const place = (client: ReturnType<typeof http.fork>, selections: unknown[], oddsChange?: string) =>
    client.post('/api/bets', {
      idempotencyKey: randomUUID(),
      ...(oddsChange ? { oddsChange } : {}),
      selections,
    });
  const balanced = async () => {
    expect(await ledgerMismatches(db)).toEqual([]);
    expect(await bookImbalances(db)).toEqual(BOOK_BALANCED);
  };

  it('holds a lay’s liability and answers its stake, liability and return', async () => {
    const match = await createMatch(db, { lay: true });
    const { client, me } = await player();
    const placed = await place(client, [laySelection(match, 'home', 1000)]);
    expect(placed.status).toBe(201);
    expect(placed.json.balance).toBe(8890); // 10,000 - 1,000 x (2.11 - 1)
    expect(placed.json.bets[0]).toMatchObject({
      side: 'LAY',
      amount: 1000,
      liability: 1110,
      odds: 2.11,
      askedOdds: null,
      potentialPayout: 2110,
      status: 'PENDING',
    });
    const { rows } = await db.execute<{ side: string; amount: string; payout: string; held: string }>(sql`
      select b.side, b.amount_paise::text as amount, b.potential_payout_paise::text as payout,
             t.amount_paise::text as held
      from bets b join transactions t on t.bet_id = b.id and t.type = 'BET_PLACED'
      where b.user_id = ${me.id}`);
    expect(rows).toEqual([{ side: 'LAY', amount: '111000', payout: '211000', held: '111000' }]);
    const history = (await client.get('/api/me/transactions')).json.transactions;
    expect(history[0]).toMatchObject({
      type: 'BET_PLACED',
      amount: -1110,
      bet: { side: 'LAY', stake: 1110 },
    });
    // A back beside it in another market holds its stake, as before.
    expect((await place(client, [selection(match, 'away', 100, 'toss')])).json.balance).toBe(8790);
    await balanced();
  });

  it('takes a lower lay price as the better one, and refuses a higher one under HIGHER', async () => {
    const match = await createMatch(db, { lay: true });
    const { client } = await player();
    await db.execute(
      sql`update market_options set lay_odds_hundredths = 205 where id = ${match.winner.home}`,
    );
    const better = await place(client, [laySelection(match, 'home', 1000)], 'HIGHER');
    expect(better.status).toBe(201);
    expect(better.json.bets[0]).toMatchObject({ odds: 2.05, askedOdds: 2.11, liability: 1050, amount: 1000 });

    await db.execute(
      sql`update market_options set lay_odds_hundredths = 220 where id = ${match.winner.away}`,
    );
    const worse = await place(client, [laySelection(match, 'away', 1000)], 'HIGHER');
    expect(worse.status).toBe(409);
    expect(worse.json.error).toEqual({
      code: 'ODDS_CHANGED',
      message: 'Odds have changed',
      details: { changes: [{ marketId: match.winner.marketId, optionId: match.winner.away, odds: 2.2 }] },
    });
    // Lay odds of 1.00 hold nothing: no price, whatever the preference.
    const evens = await place(client, [{ ...laySelection(match, 'away', 1000), odds: 1 }], 'ANY');
    expect(evens.json.error.code).toBe('ODDS_CHANGED');
    // ANY takes the higher price, and holds the liability at it.
    const any = await place(client, [laySelection(match, 'away', 1000)], 'ANY');
    expect(any.json.bets[0]).toMatchObject({ odds: 2.2, liability: 1200, potentialPayout: 2200 });
    // Laying both teams is one position (ADR 0049): whichever wins, one lay pays. Its worst case, the
    // away team winning, is ₹2,250 of liabilities less the ₹2,050 the home lay returns.
    expect(any.json.balance).toBe(10_000 - 200);
    await balanced();
  });

  it('refuses to lay an option with no lay price, and a lay its wallet cannot hold', async () => {
    const match = await createMatch(db, { lay: true });
    const { client, me } = await player();
    const runs = await place(client, [
      { ...selection(match, 'home'), marketId: match.runs.marketId, optionId: match.runs.over, side: 'LAY' },
    ]);
    expect(runs.status).toBe(404);
    expect(runs.json.error).toMatchObject({
      code: 'SELECTION_NOT_FOUND',
      message: 'This betting option cannot be laid',
    });
    const session = await createScoreMarket(db, match.matchId, { overs: 6, line: 45.5 });
    expect(
      (await place(client, [{ ...scoreMarketSelection(match.matchId, session, 'yes'), side: 'LAY' }])).json
        .error.message,
    ).toBe('This betting option cannot be laid');
    // ₹9,100 laid at 2.11 would hold ₹10,101.
    const tooMuch = await place(client, [laySelection(match, 'home', 9100)]);
    expect(tooMuch.json.error.code).toBe('INSUFFICIENT_BALANCE');
    expect(await balanceOf(client)).toBe(10_000);
    const { rows } = await db.execute(sql`select 1 from bets where user_id = ${me.id}`);
    expect(rows).toHaveLength(0);
  });

  it('replays a lay by its key, and refuses the key for the back of the same selection', async () => {
    const match = await createMatch(db, { lay: true });
    const { client } = await player();
    const key = randomUUID();
    const lay = laySelection(match, 'home', 200);
    const first = await client.post('/api/bets', { idempotencyKey: key, selections: [lay] });
    const again = await client.post('/api/bets', { idempotencyKey: key, selections: [lay] });
    expect(again.status).toBe(200);
    expect(again.json.bets[0].id).toBe(first.json.bets[0].id);
    const back = await client.post('/api/bets', {
      idempotencyKey: key,
      selections: [{ ...lay, side: 'BACK' }],
    });
    expect(back.json.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('pays a lay when its option loses and takes its liability when it wins', async () => {
    const match = await createMatch(db, { lay: true });
    const layHome = await player();
    const layAway = await player();
    await place(layHome.client, [laySelection(match, 'home', 1000)]);
    await place(layAway.client, [laySelection(match, 'away', 1000)]);
    await completeMatch(db, match.matchId);
    const settled = await admin.post(`/api/admin/matches/${match.matchId}/settle`, {
      winningTeam: match.awayTeam,
    });
    expect(settled.status).toBe(200);
    expect(settled.json).toMatchObject({ won: 1, lost: 1, paid: 2110 });
    expect(await balanceOf(layHome.client)).toBe(11_000); // the home team lost: the lay won ₹1,000
    expect(await balanceOf(layAway.client)).toBe(8_890); // the away team won: the liability is lost
    const bets = (await layHome.client.get('/api/me/bets?status=settled')).json.bets as Record<
      string,
      unknown
    >[];
    expect(bets[0]).toMatchObject({ side: 'LAY', status: 'WON', payout: 2110 });
    await balanced();

    // Corrected to the home team: each lay's result turns over, exactly.
    const fixed = await admin.post(`/api/admin/matches/${match.matchId}/resettle`, {
      winningTeam: match.homeTeam,
      reason: 'Wrong team',
    });
    expect(fixed.status).toBe(200);
    expect(await balanceOf(layHome.client)).toBe(8_890);
    expect(await balanceOf(layAway.client)).toBe(11_000);
    await balanced();
  });

  it('gives a lay its liability back when the match is voided', async () => {
    const match = await createMatch(db, { lay: true });
    const { client } = await player();
    await place(client, [laySelection(match, 'home', 1000), laySelection(match, 'away', 500, 'toss')]);
    expect(await balanceOf(client)).toBe(10_000 - 1110 - 555);
    const voided = await admin.post(`/api/admin/matches/${match.matchId}/void`, { reason: 'Rain' });
    expect(voided.status).toBe(200);
    expect(await balanceOf(client)).toBe(10_000);
    await balanced();
  });

  it('lists what each result would pay, counting lays on the other side', async () => {
    const match = await createMatch(db, { lay: true });
    const { client } = await player();
    await place(client, [laySelection(match, 'home', 1000)]);
    await place((await player()).client, [selection(match, 'home', 100)]);
    await completeMatch(db, match.matchId);
    const pending = (await admin.get('/api/admin/settlements/pending?pageSize=100')).json;
    const row = pending.matches.find((m: { id: number }) => m.id === match.matchId);
    expect(row).toMatchObject({ payoutIfHomeWins: 190, payoutIfAwayWins: 2110 });
  });
});
