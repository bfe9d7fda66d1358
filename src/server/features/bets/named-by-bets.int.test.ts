import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/integration/harness';
import { createMatch, placeBet, selection } from './test-fixtures';

// A bet's slip, match, market and option have no foreign keys (docs/decisions/0058): a trigger refuses
// the delete of any of them that a bet names, as the keys did.
describe('what a bet names', async () => {
  const { http, deps } = await startTestApp();
  const db = deps.db;

  /** PostgreSQL's error code for the statement, or null when it succeeded. */
  const refusalCode = async (statement: ReturnType<typeof sql>) => {
    try {
      await db.execute(statement);
      return null;
    } catch (error) {
      return (error as { cause?: { code?: string } }).cause?.code ?? 'unknown';
    }
  };

  it('cannot be deleted: its match, market, option or slip', async () => {
    const match = await createMatch(db);
    const player = http.fork();
    await player.signUp();
    const [bet] = await placeBet(player, [selection(match, 'home', 100)]);
    const { rows } = await db.execute<{ slip_id: string }>(
      sql`select slip_id from bets where id = ${bet!.id}`,
    );
    const slipId = rows[0]!.slip_id;

    expect(await refusalCode(sql`delete from matches where id = ${match.matchId}`)).toBe('23503');
    expect(await refusalCode(sql`delete from markets where id = ${match.winner.marketId}`)).toBe('23503');
    expect(await refusalCode(sql`delete from market_options where id = ${match.winner.home}`)).toBe('23503');
    expect(await refusalCode(sql`delete from bet_slips where id = ${slipId}`)).toBe('23503');

    const { rows: still } = await db.execute<{ named: boolean }>(sql`
      select exists (select from matches where id = ${match.matchId})
         and exists (select from markets where id = ${match.winner.marketId})
         and exists (select from market_options where id = ${match.winner.home})
         and exists (select from bet_slips where id = ${slipId}) as named`);
    expect(still[0]!.named).toBe(true);
  });

  it('is only what bets name: a match without bets is deleted with its markets and options', async () => {
    const match = await createMatch(db);
    const other = await createMatch(db);
    const player = http.fork();
    await player.signUp();
    await placeBet(player, [selection(other, 'home', 100)]);

    // An option no bet names, and another market of a match with bets, go too.
    expect(await refusalCode(sql`delete from market_options where id = ${other.toss.home}`)).toBeNull();
    expect(await refusalCode(sql`delete from markets where id = ${other.toss.marketId}`)).toBeNull();
    expect(await refusalCode(sql`delete from matches where id = ${match.matchId}`)).toBeNull();
    const { rows } = await db.execute<{ markets: string }>(
      sql`select count(*)::text as markets from markets where match_id = ${match.matchId}`,
    );
    expect(rows[0]!.markets).toBe('0');
  });
});
