// The operator's figures over lays: a lay counts as the back of its liability it is kept as (ADR 0048).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/integration/harness';
import { placedBetFigures } from './placed-bets-report';
import { settledBetFigures } from './settled-bets-report';
import { createMatch, layBet, placeBet, selection } from './test-fixtures';

describe('the bet reports, with lays', async () => {
  const { http, deps } = await startTestApp();
  const db = deps.db;

  it('count a lay’s liability as its stake and its payout as paid, so GGR is what the house kept', async () => {
    const from = new Date();
    const match = await createMatch(db, { status: 'LIVE' });
    const [a, b] = [http.fork(), http.fork()];
    await a.signUp();
    await b.signUp();
    // Home wins. A laid home 1,000 at 2.10 (holds 1,100): lost. B laid away 500 at 2.00 (holds 500,
    // returns 1,000): won. A backed home 300 at 1.90: won, 570.
    const lostLay = await layBet(db, a, match, { stake: 1000, layOdds: 210 });
    const wonLay = await layBet(db, b, match, { pick: 'away', stake: 500, layOdds: 200 });
    const [back] = await placeBet(a, [selection(match, 'home', 300)]);
    // The statuses settlement gives them (what the reports read).
    for (const [id, status] of [
      [lostLay, 'LOST'],
      [wonLay, 'WON'],
      [back!.id, 'WON'],
    ] as const)
      await db.execute(sql`update bets set status = ${status}, settled_at = now() where id = ${id}::uuid`);
    const window = { from, to: new Date(Date.now() + 60_000) };
    expect(await placedBetFigures(db, window)).toEqual({ bets: 3, turnover: 1900, players: 2 });
    const { byMatch } = await settledBetFigures(db, window);
    // The house kept A's 1,100, and paid B's 500 and A's 270 of winnings.
    expect(byMatch.find((m) => m.matchId === match.matchId)).toMatchObject({
      turnover: 1900,
      payouts: 1570,
      refunds: 0,
      cashOuts: 0,
      ggr: 1100 - 500 - 270,
      bets: 3,
      activePlayers: 2,
    });
  });
});
