// Bets, the slips that place them, and their cash-outs.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { userProfiles } from './auth';
import { isOneOf } from './checks';

// Relative, not '@shared': drizzle-kit loads the schema without the app's path aliases.
import {
  BET_DELAY_REFUSALS,
  BET_SIDES,
  BET_STATUSES,
  ODDS_CHANGE_PREFERENCES,
} from '../../../shared/statuses';

/**
 * One slip per idempotency key, so a retried request returns the first result. A slip with an in-play
 * selection is held first (held_until set): its stakes are held (bet_holds) until its delay ends, then it
 * is placed (its bets written) or refused (refusal_reason), and resolved_at is set either way.
 */
export const betSlips = pgTable(
  'bet_slips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => userProfiles.id),
    idempotencyKey: uuid('idempotency_key').notNull(),
    /**
     * requestFingerprint() of the request that used the key: the same key with another request is
     * refused. '' on rows from before fingerprints were kept: no request matches it.
     */
    requestFingerprint: text('request_fingerprint').notNull(),
    totalStakePaise: bigint('total_stake_paise', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** An in-play slip's delay ends no earlier than this; null: placed at once. */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /**
     * How many feed syncs had started when the slip arrived: its delay also waits for the end of the next
     * one, so the check reads the feed as it stood after the slip arrived.
     */
    syncsStartedBefore: bigint('syncs_started_before', { mode: 'number' }),
    /** The odds preference the slip was held under (the request's, else the player's then). */
    oddsChange: text('odds_change', { enum: ODDS_CHANGE_PREFERENCES }),
    /** When a held slip was placed or refused. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** Why a held slip was refused (BET_DELAY_REFUSALS); null while it waits and once placed. */
    refusalReason: text('refusal_reason', { enum: BET_DELAY_REFUSALS }),
    /** A refusal's details as its answer carries them (ODDS_CHANGED: the changes). */
    refusalDetails: jsonb('refusal_details'),
  },
  (t) => [
    unique('bet_slips_user_key_unique').on(t.userId, t.idempotencyKey),
    check('bet_slips_total_positive', sql`${t.totalStakePaise} > 0`),
    check(
      'bet_slips_held_fields',
      sql`(${t.heldUntil} is null) = (${t.syncsStartedBefore} is null) and (${t.heldUntil} is null) = (${t.oddsChange} is null) and (${t.heldUntil} is not null or ${t.resolvedAt} is null) and (${t.refusalReason} is null or ${t.resolvedAt} is not null)`,
    ),
    check(
      'bet_slips_refusal_valid',
      sql`${t.refusalReason} is null or ${isOneOf(t.refusalReason, BET_DELAY_REFUSALS)}`,
    ),
    // The slips still in their delay: each instance resolves its own, and any instance the orphans.
    index('bet_slips_held_idx')
      .on(t.heldUntil)
      .where(sql`${t.heldUntil} is not null and ${t.resolvedAt} is null`),
  ],
);

export const bets = pgTable(
  'bets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => userProfiles.id),
    /**
     * The bet's slip, match, market and option. No foreign keys (docs/decisions/0058): placement takes
     * them from the slip it inserts and the market it locks in the same statement, a trigger refuses to
     * delete a row a bet names, and the ledger invariant test checks that each bet names them, consistently.
     */
    slipId: uuid('slip_id'),
    matchId: integer('match_id').notNull(),
    marketId: integer('market_id').notNull(),
    optionId: integer('option_id').notNull(),
    /**
     * BACK: the option wins. LAY: it does not. A lay is kept as a back of its liability (ADR 0048):
     * amount_paise is what it holds and can lose, potential_payout_paise what it returns if it wins
     * (the liability and the backer's stake it wins), so every flow of money reads it as a back's.
     */
    side: text('side', { enum: BET_SIDES }).notNull().default('BACK'),
    /**
     * The stake still on: the stake placed less what was cashed out (0 once CASHED_OUT). A lay's is its
     * liability still on.
     */
    amountPaise: bigint('amount_paise', { mode: 'bigint' }).notNull(),
    /** The odds the bet was placed at: the price of that moment (a lay's: the lay price). */
    oddsHundredths: integer('odds_hundredths').notNull(),
    /**
     * The odds the slip sent, when the price had moved and the player's odds preference took the new one;
     * null when placed at the odds sent.
     */
    askedOddsHundredths: integer('asked_odds_hundredths'),
    /** What the stake still on wins at the odds taken. */
    potentialPayoutPaise: bigint('potential_payout_paise', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: BET_STATUSES }).notNull().default('PENDING'),
    /** The part of the stake cashed out so far, and what the player received for it (cash_outs sums them). */
    cashedOutStakePaise: bigint('cashed_out_stake_paise', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    cashedOutPaise: bigint('cashed_out_paise', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Cash out in full once the offer reaches this; null: no auto cash-out. */
    autoCashOutTargetPaise: bigint('auto_cash_out_target_paise', { mode: 'bigint' }),
    result: text('result'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * How many times the bet was settled and then un-settled by a corrected result (resettlement).
     * Its payout or refund ledger rows carry the round, so each settlement pays at most once.
     */
    settlementRound: integer('settlement_round').notNull().default(0),
    /**
     * The transfer that moved the stake into the house's revenue when the bet was last settled: one per
     * market, outcome and settlement, shared by every bet it took (docs/decisions/0045). Null while the
     * bet is unsettled, and for bets settled before 0045, whose stake transfer names the bet itself. No
     * foreign key: its check is a lookup per settled bet, the work the aggregation exists to remove. The
     * one writer (settleBets) inserts the transfer in the statement that names it, the ledger is
     * append-only, and the ledger invariant test checks that every settled bet's transfer stands.
     */
    stakeTransferId: uuid('stake_transfer_id'),
  },
  (t) => [
    check(
      'bets_amount_positive',
      sql`${t.amountPaise} > 0 or (${t.status} = 'CASHED_OUT' and ${t.amountPaise} = 0)`,
    ),
    check('bets_cashed_out_not_negative', sql`${t.cashedOutStakePaise} >= 0 and ${t.cashedOutPaise} >= 0`),
    check(
      'bets_auto_cash_out_positive',
      sql`${t.autoCashOutTargetPaise} is null or ${t.autoCashOutTargetPaise} > 0`,
    ),
    check('bets_odds_above_evens', sql`${t.oddsHundredths} > 100`),
    check(
      'bets_asked_odds_other',
      sql`${t.askedOddsHundredths} is null or (${t.askedOddsHundredths} > 0 and ${t.askedOddsHundredths} <> ${t.oddsHundredths})`,
    ),
    check('bets_payout_covers_stake', sql`${t.potentialPayoutPaise} >= ${t.amountPaise}`),
    check('bets_status_valid', isOneOf(t.status, BET_STATUSES)),
    check('bets_side_valid', isOneOf(t.side, BET_SIDES)),
    check('bets_settled_has_time', sql`(${t.status} in ('PENDING','ACTIVE')) = (${t.settledAt} is null)`),
    // No index names a column that settlement writes (status, result, settled_at, stake_transfer_id), in
    // its keys or its predicate: so the settling UPDATE can be HOT, leaving every index untouched
    // (docs/decisions/0047). Queries on status filter the rows these indexes find.
    index('bets_user_placed_idx').on(t.userId, t.placedAt.desc()),
    // A market's bets in id order: settlement's scan, the book, and the session payer's chunks (by id).
    index('bets_market_idx').on(t.marketId, t.id),
    index('bets_match_idx').on(t.matchId),
    // The live sync looks for auto cash-outs due on a match's markets; a full cash-out clears the target.
    index('bets_auto_cash_out_idx')
      .on(t.matchId)
      .where(sql`${t.autoCashOutTargetPaise} is not null`),
  ],
);

/**
 * One row per cash-out of a bet (in full or in part): the stake it closed, what it paid, the odds of the
 * bet's option then, and the player's idempotency key (an auto cash-out's is derived from the bet), so a
 * retried request answers the first result. The ledger's CASH_OUT transfers carry its id.
 */
export const cashOuts = pgTable(
  'cash_outs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    betId: uuid('bet_id')
      .notNull()
      .references(() => bets.id),
    userId: text('user_id')
      .notNull()
      .references(() => userProfiles.id),
    idempotencyKey: uuid('idempotency_key').notNull(),
    /**
     * requestFingerprint() of the request that used the key: the same key with another request is
     * refused (an auto cash-out's names its bet). '' on rows from before fingerprints were kept: no
     * request matches it.
     */
    requestFingerprint: text('request_fingerprint').notNull(),
    stakePaise: bigint('stake_paise', { mode: 'bigint' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'bigint' }).notNull(),
    oddsHundredths: integer('odds_hundredths').notNull(),
    /** Run by the server at the player's target, not by a request. */
    auto: boolean('auto').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cash_outs_user_key_unique').on(t.userId, t.idempotencyKey),
    check('cash_outs_stake_positive', sql`${t.stakePaise} > 0`),
    check('cash_outs_amount_not_negative', sql`${t.amountPaise} >= 0`),
    index('cash_outs_bet_idx').on(t.betId),
    index('cash_outs_created_idx').on(t.createdAt),
  ],
);

/** The routes every non-reversal transfer must take, as SQL rows (type, debit_account, credit_account). */
