// A player's bets on a position market, held as one position (ADR 0049, 0055).
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { BET_SIDES } from '@shared/statuses';
import { userProfiles } from './auth';
import { marketOptions, markets } from './cricket';
import { isOneOf } from './checks';

/** A position's key: its player and market. */
const positionKey = () => ({
  userId: text('user_id')
    .notNull()
    .references(() => userProfiles.id),
  marketId: integer('market_id')
    .notNull()
    .references(() => markets.id),
});

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
    ...positionKey(),
    releasedPaise: bigint('released_paise', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.marketId] }),
    check('market_positions_released_not_negative', sql`${t.releasedPaise} >= 0`),
  ],
);

/**
 * The sums of a player's PENDING bets on a position market, by option and side (ADR 0055): their amounts
 * (stakes, or a lay's liability) and what they return if they win. A position is computed from these few
 * rows, not from its bets. Each flow that opens, changes or ends a bet on the market moves them in the
 * statement that moves the bet, under the player's wallet lock; a settlement or void of the market
 * deletes them, and its resettlement writes them again from the bets it reopens.
 */
export const marketPositionSides = pgTable(
  'market_position_sides',
  {
    ...positionKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => marketOptions.id),
    side: text('side').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'bigint' }).notNull(),
    payoutPaise: bigint('payout_paise', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.marketId, t.optionId, t.side] }),
    check('market_position_sides_side_valid', isOneOf(t.side, BET_SIDES)),
    check('market_position_sides_not_negative', sql`${t.amountPaise} >= 0 and ${t.payoutPaise} >= 0`),
  ],
);
