import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { TEAM_MARKET_KINDS } from '@shared/statuses';
import type { Db } from '../../db/client';
import { marketOptions } from '../../db/schema';
import { settleScoreMarkets } from '../score-markets/settle-score-markets';
import { kindIn } from './kind-in';
import type { MatchLock } from './lock-match';
import { lockMatchForSettlement } from './lock-match-for-settlement';
import { lockOpenMarkets } from './lock-open-markets';
import { settleMarkets } from './settle-markets';
import { addSettled, type Settled } from './settled';

/**
 * Settles the match's open team markets (TEAM_MARKET_KINDS) on `winner`, and its score markets still
 * open from the stored innings. In the caller's transaction, after it locked the match.
 */
export async function settleOnWinner(
  tx: Db,
  match: MatchLock,
  winner: { id: number; name: string },
): Promise<Settled> {
  await lockMatchForSettlement(tx, match.id);
  const markets = await lockOpenMarkets(tx, match.id, kindIn(TEAM_MARKET_KINDS));
  const marketIds = markets.map((m) => m.id);
  const winners = marketIds.length
    ? await tx
        .select({ id: marketOptions.id })
        .from(marketOptions)
        .where(
          and(
            inArray(marketOptions.marketId, marketIds),
            or(
              eq(marketOptions.teamId, winner.id),
              sql`lower(${marketOptions.name}) = lower(${winner.name})`,
            ),
          ),
        )
    : [];
  const teamMarkets = await settleMarkets(
    tx,
    match.id,
    marketIds,
    winners.map((w) => w.id),
    `Winner: ${winner.name}`,
  );
  return addSettled(teamMarkets, await settleScoreMarkets(tx, match.id));
}
