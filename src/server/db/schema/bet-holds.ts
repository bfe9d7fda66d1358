// The selections of in-play slips while their delay runs, each with its stake's hold.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { BET_SIDES } from '../../../shared/statuses';
import { isOneOf } from './checks';
import { userProfiles } from './auth';
import { transactions } from './ledger';

/**
 * One row per selection of a held slip (bet_slips.held_until): what it asked for, its stake's BET_HOLD
 * transfer (the row's id), and the match's score when the slip arrived, so the check at the end of the
 * delay knows whether a ball was recorded meanwhile. Kept after the slip is resolved, as its record.
 */
export const betHolds = pgTable(
  'bet_holds',
  {
    /** The BET_HOLD transfer that holds this selection's stake. */
    id: uuid('id')
      .primaryKey()
      .references(() => transactions.id),
    /** No foreign key, nor on match, market and option: as bets' (docs/decisions/0058). */
    slipId: uuid('slip_id').notNull(),
    /** The selection's place in its slip (1-based), as the answer lists its bets. */
    position: integer('position').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => userProfiles.id),
    matchId: integer('match_id').notNull(),
    marketId: integer('market_id').notNull(),
    optionId: integer('option_id').notNull(),
    /** BACK or LAY, as the bet it places (bets.side). */
    side: text('side', { enum: BET_SIDES }).notNull().default('BACK'),
    /** What the selection holds: its stake, or a lay's liability at the odds sent. */
    amountPaise: bigint('amount_paise', { mode: 'bigint' }).notNull(),
    /** The odds the slip sent (a lay's: the lay price). */
    oddsHundredths: integer('odds_hundredths').notNull(),
    /** The match's score when the slip arrived (runs, wickets and overs of both sides). */
    scoreAtArrival: text('score_at_arrival').notNull(),
  },
  (t) => [
    unique('bet_holds_slip_position_unique').on(t.slipId, t.position),
    check('bet_holds_amount_positive', sql`${t.amountPaise} > 0`),
    check('bet_holds_side_valid', isOneOf(t.side, BET_SIDES)),
    index('bet_holds_market_idx').on(t.marketId),
  ],
);
