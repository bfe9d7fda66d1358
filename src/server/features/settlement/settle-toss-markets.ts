import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { marketOptions } from '../../db/schema';
import { DomainError } from '../../errors';
import { lockOpenMarkets } from './lock-open-markets';
import { settleMarkets } from './settle-markets';
import { nothingSettled, type Settled } from './settled';

/**
 * Settles the match's open toss markets on `team`: an option wins when its name contains the team's
 * name (the spec's case-insensitive substring rule). In the caller's transaction, after it locked the
 * match. 'no-bets': the markets were closed with nothing to pay.
 */
export async function settleTossMarkets(
  tx: Db,
  matchId: number,
  team: { id: number; name: string },
): Promise<{ outcome: 'no-markets' | 'no-bets' | 'settled'; settled: Settled }> {
  const markets = await lockOpenMarkets(tx, matchId, sql`is_toss`);
  if (markets.length === 0) return { outcome: 'no-markets', settled: nothingSettled() };
  const marketIds = markets.map((m) => m.id);
  const options = await tx
    .select({
      id: marketOptions.id,
      winning: sql<boolean>`position(lower(${team.name}) in lower(${marketOptions.name})) > 0`,
      pending: sql<number>`(select count(*)::int from bets b where b.market_id = market_options.market_id and b.option_id = market_options.id and b.status = 'PENDING')`,
    })
    .from(marketOptions)
    .where(inArray(marketOptions.marketId, marketIds));
  const winners = options.filter((o) => o.winning).map((o) => o.id);
  const result = `Toss: ${team.name}`;
  if (options.every((o) => o.pending === 0))
    return { outcome: 'no-bets', settled: await settleMarkets(tx, matchId, marketIds, winners, result) };
  if (winners.length === 0)
    throw new DomainError(
      'NO_WINNING_OPTIONS',
      `No winning options found for team "${team.name}" in the specified markets`,
    );
  return { outcome: 'settled', settled: await settleMarkets(tx, matchId, marketIds, winners, result) };
}
