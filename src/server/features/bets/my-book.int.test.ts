import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestClient } from '../../../../tests/integration/harness';
import { countSyncFinished, countSyncStarted } from '../matches/sync/feed-sync-progress';
import { settleToss } from '../settlement/settle-toss';
import {
  createMatch,
  createScoreMarket,
  layBet,
  placeBet,
  scoreMarketSelection,
  selection,
} from './test-fixtures';

describe('GET /api/me/book', async () => {
  const { http, deps } = await startTestApp();
  const db = deps.db;
  const { rows: admins } = await db.execute<{ user_id: string }>(
    sql`select user_id from admin_roles limit 1`,
  );
  const adminId = admins[0]!.user_id;
  const bookOf = async (player: TestClient, matchId: number) => {
    const response = await player.get(`/api/me/book?matchId=${matchId}`);
    expect(response.status).toBe(200);
    return response.json;
  };

  it('nets each option of every market with stake on, after cash-outs, without other players or settled markets', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const yesAt45 = await createScoreMarket(db, match.matchId, { overs: 6, line: 45.5 });
    const noAt48 = await createScoreMarket(db, match.matchId, { overs: 6, line: 48.5 });
    const player = http.fork();
    await player.signUp();
    const other = http.fork();
    await other.signUp();

    const [home] = await placeBet(player, [selection(match, 'home', 400)]);
    await placeBet(player, [selection(match, 'away', 100)]);
    await placeBet(player, [
      scoreMarketSelection(match.matchId, yesAt45, 'yes', 100),
      scoreMarketSelection(match.matchId, noAt48, 'no', 200),
      selection(match, 'home', 100, 'toss'),
    ]);
    await placeBet(other, [selection(match, 'away', 1000), selection(match, 'away', 500, 'toss')]);
    // Half the home bet cashed out: 200 of stake still on, paying 380.
    const half = await player.post(`/api/me/bets/${home!.id}/cash-out`, {
      idempotencyKey: randomUUID(),
      expectedAmount: 190,
      fraction: 0.5,
    });
    expect(half.status).toBe(200);

    expect(await bookOf(player, match.matchId)).toEqual({
      matchId: match.matchId,
      markets: [
        {
          marketId: match.winner.marketId,
          options: [
            { optionId: match.winner.home, net: 380 - 300 },
            { optionId: match.winner.away, net: 190 - 300 },
          ],
        },
        {
          marketId: match.toss.marketId,
          options: [
            { optionId: match.toss.home, net: 90 },
            { optionId: match.toss.away, net: -100 },
          ],
        },
        {
          marketId: yesAt45.marketId,
          options: [
            { optionId: yesAt45.yes, net: 90 },
            { optionId: yesAt45.no, net: -100 },
          ],
        },
        {
          marketId: noAt48.marketId,
          options: [
            { optionId: noAt48.yes, net: -200 },
            { optionId: noAt48.no, net: 180 },
          ],
        },
      ],
    });

    // The toss settled: its market leaves the book; the others stay as they were.
    await settleToss(db, { matchId: match.matchId, tossWinner: match.homeTeam, adminId });
    const after = await bookOf(player, match.matchId);
    expect(after.markets.map((m: { marketId: number }) => m.marketId)).toEqual([
      match.winner.marketId,
      yesAt45.marketId,
      noAt48.marketId,
    ]);

    // The other player's book holds only their own bets.
    expect((await bookOf(other, match.matchId)).markets).toEqual([
      {
        marketId: match.winner.marketId,
        options: [
          { optionId: match.winner.home, net: -1000 },
          { optionId: match.winner.away, net: 900 },
        ],
      },
    ]);
  });

  it('nets a lay as a loss of its liability if its option wins, and a win of its stake if another does', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const player = http.fork();
    await player.signUp();
    // Home backed 400 at 1.90 and laid 1,000 at 2.10 (holding 1,100): 1,500 held on the market.
    await placeBet(player, [selection(match, 'home', 400)]);
    await layBet(db, player, match, { stake: 1000, layOdds: 210 });
    // Away laid 200 at 2.11 on the toss: it holds 222 and returns 422; nothing on home.
    await layBet(db, player, match, { pick: 'away', stake: 200, layOdds: 211, market: 'toss' });
    expect((await bookOf(player, match.matchId)).markets).toEqual([
      {
        marketId: match.winner.marketId,
        options: [
          // The back wins 360, the lay loses 1,100.
          { optionId: match.winner.home, net: 360 - 1100 },
          // The back loses 400, the lay wins 1,000.
          { optionId: match.winner.away, net: 1000 - 400 },
        ],
      },
      {
        marketId: match.toss.marketId,
        options: [
          { optionId: match.toss.home, net: 200 },
          { optionId: match.toss.away, net: -222 },
        ],
      },
    ]);
  });

  it('is empty on a match without bets of the player', async () => {
    const match = await createMatch(db);
    const player = http.fork();
    await player.signUp();
    expect(await bookOf(player, match.matchId)).toEqual({ matchId: match.matchId, markets: [] });
  });

  it('answers 401 to a visitor and 400 to a matchId that is missing or not an id', async () => {
    const match = await createMatch(db);
    expect((await http.fork().get(`/api/me/book?matchId=${match.matchId}`)).status).toBe(401);
    const player = http.fork();
    await player.signUp();
    for (const query of [
      '',
      '?matchId=',
      '?matchId=abc',
      '?matchId=0',
      '?matchId=029',
      '?matchId=99999999999',
    ]) {
      const response = await player.get(`/api/me/book${query}`);
      expect(response.status, query).toBe(400);
      expect(response.json.error.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('GET /api/me/book with an in-play slip in its delay', async () => {
  const { http, deps } = await startTestApp({ BET_DELAY_MATCH_WINNER_SECONDS: '0.3' });
  const db = deps.db;
  const held = async (userId: string) =>
    (
      await db.execute(sql`select 1 from bet_slips where user_id = ${userId} and resolved_at is null
                                                  and held_until is not null`)
    ).rows.length > 0;

  it('leaves the held slip out until it is placed', async () => {
    const match = await createMatch(db, { status: 'LIVE' });
    const player = http.fork();
    const me = await player.signUp();
    const request = player.post('/api/bets', {
      idempotencyKey: randomUUID(),
      selections: [selection(match, 'home', 500)],
    });
    while (!(await held(me.id))) await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await player.get(`/api/me/book?matchId=${match.matchId}`)).json.markets).toEqual([]);
    // A sync that records no ball ends the delay: the slip is placed, and the book has it.
    await countSyncFinished(db, await countSyncStarted(db));
    expect((await request).status).toBe(201);
    expect((await player.get(`/api/me/book?matchId=${match.matchId}`)).json.markets).toEqual([
      {
        marketId: match.winner.marketId,
        options: [
          { optionId: match.winner.home, net: 450 },
          { optionId: match.winner.away, net: -500 },
        ],
      },
    ]);
  });
});
