// A player's bets on a position market, held as one position (ADR 0049).
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { userProfiles } from './auth';
import { markets } from './cricket';

/**
 * What the stakes held for a player's open bets on one market (of POSITION_MARKET_KINDS) have given back
 * to their wallet: the sum of what the bets hold, less the position's worst case (its largest loss over
 * the market's options), so the stakes held for it are exactly that worst case. Moved only with the
 * EXPOSURE_RELEASED and EXPOSURE_HELD transfers of the same amount, under the player's wallet lock; 0
 * once the market's bets are settled or void.
 */
export const marketPositions = pgTable(
  'market_positions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => userProfiles.id),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id),
    releasedPaise: bigint('released_paise', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.marketId] }),
    check('market_positions_released_not_negative', sql`${t.releasedPaise} >= 0`),
  ],
);
