import { z } from 'zod';
import { MIN_BET_RUPEES } from '../constants';
import { idSchema, queryIntSchema, uuidSchema } from './ids';
import { rupeesSchema } from './rupees';
import {
  BET_DELAY_REFUSALS,
  BET_SIDES,
  BET_STATUSES,
  type BetSide,
  ODDS_CHANGE_PREFERENCES,
  type BetStatus,
  type OddsChangePreference,
} from '../statuses';

export type { BetSide, BetStatus, OddsChangePreference };
export { ODDS_CHANGE_PREFERENCES };

/** What the slip accepts when a price moved (see ODDS_CHANGE_PREFERENCES). */
export const oddsChangeSchema = z.enum(ODDS_CHANGE_PREFERENCES, {
  error: `oddsChange must be one of ${ODDS_CHANGE_PREFERENCES.join(', ')}`,
});

/**
 * Bet placement and history, as the API speaks them (rupees, odds to 2 decimals). The slip's rules are
 * here, once: the server validates POST /api/bets with placeBetsSchema(rules) and the browser checks a
 * stake and a slip with the same schemas, with the rules it read from GET /api/bets/rules.
 */

/** The slip's limits: the spec's ₹100 minimum, and the operator's maximum stake (BET_MAX_STAKE_RUPEES). */
export const slipRulesSchema = z.object({
  minStake: z.number().int(),
  maxStake: z.number().int(),
  /** The most selections one slip may carry (one per match and market). */
  maxSelections: z.number().int(),
});
export type SlipRules = z.infer<typeof slipRulesSchema>;

const MIN_STAKE_MESSAGE = `Minimum bet amount is ₹${MIN_BET_RUPEES}`;
const WHOLE_RUPEES_MESSAGE = 'Amount must be a whole number of rupees';
const ONE_BET_PER_MARKET_MESSAGE = 'Only one bet per market is allowed in a slip';
const maxStakeMessage = (rules: SlipRules) =>
  `Maximum bet amount is ₹${rules.maxStake.toLocaleString('en-IN')}`;

/** A stake in whole rupees, within the rules. */
export const stakeSchema = (rules: SlipRules) =>
  rupeesSchema({
    notANumber: 'Amount must be a number',
    tooManyDecimals: WHOLE_RUPEES_MESSAGE,
    tooSmall: MIN_STAKE_MESSAGE,
    tooLarge: maxStakeMessage(rules),
  })
    .int(WHOLE_RUPEES_MESSAGE)
    .min(rules.minStake, MIN_STAKE_MESSAGE)
    .max(rules.maxStake, maxStakeMessage(rules));

const selectionSchema = (rules: SlipRules) =>
  z.object({
    matchId: idSchema('matchId'),
    marketId: idSchema('marketId'),
    optionId: idSchema('optionId'),
    /**
     * BACK (the default): the option wins. LAY: it does not; the lay of a stake S at lay odds L wins S,
     * and holds its liability S x (L - 1), which it loses if the option wins.
     */
    side: z.enum(BET_SIDES, { error: `side must be one of ${BET_SIDES.join(', ')}` }).optional(),
    /** The stake: what a back risks, or the backer's stake a lay wins. */
    amount: stakeSchema(rules),
    /**
     * The odds the player saw (a lay's: the lay price). When the price moved since, the slip's
     * oddsChange decides: refused with ODDS_CHANGED, or placed at the price of the moment. A better price
     * is a higher one for a back and a lower one for a lay.
     */
    odds: z
      .number({ error: 'Odds must be a number' })
      .positive('Odds are invalid')
      .max(1000, 'Odds are invalid'),
  });
export type Selection = z.infer<ReturnType<typeof selectionSchema>>;

export const placeBetsSchema = (rules: SlipRules) =>
  z.object({
    idempotencyKey: uuidSchema('idempotencyKey'),
    /** What to do when a price moved; absent: the player's preference (GET /api/me/preferences). */
    oddsChange: oddsChangeSchema.optional(),
    selections: z
      .array(selectionSchema(rules))
      .min(1, 'No bets selected')
      .max(rules.maxSelections, `At most ${rules.maxSelections} bets in one slip`)
      .refine(
        (selections) =>
          new Set(selections.map((s) => `${s.matchId}:${s.marketId}`)).size === selections.length,
        ONE_BET_PER_MARKET_MESSAGE,
      ),
  });
export type PlaceBets = z.infer<ReturnType<typeof placeBetsSchema>>;

/**
 * Why a bet has no cash-out offer now: its market is suspended (the ball's event, a wicket or a boundary,
 * or an operator), closed or decided, its match no longer takes bets, the market has no model price (the
 * toss), or nothing is left to cash out; or, for an in-play cash-out, no feed sync confirmed the score
 * after its delay (FEED_STALE).
 */
export const CASH_OUT_UNAVAILABLE_REASONS = [
  'SUSPENDED_WICKET',
  'SUSPENDED_BOUNDARY',
  'SUSPENDED_BY_OPERATOR',
  'MARKET_CLOSED',
  'MATCH_CLOSED',
  'NO_PRICE',
  'NOTHING_LEFT',
  'FEED_STALE',
] as const;
export type CashOutUnavailableReason = (typeof CASH_OUT_UNAVAILABLE_REASONS)[number];

/** GET /api/me/bets/{id}/cash-out: the offer for the whole stake still on. */
export const cashOutOfferSchema = z.object({
  available: z.boolean(),
  /** The offer for the whole remaining stake; 0 when unavailable. */
  amount: z.number(),
  reason: z.enum(CASH_OUT_UNAVAILABLE_REASONS).nullable(),
  /** The current odds of the bet's option, from which the browser recomputes the offer as odds move. */
  currentOdds: z.number().nullable(),
  /** The cash-out margin in basis points (500 = 5%), for the same recomputation. */
  marginBps: z.number().int(),
});
export type CashOutOffer = z.infer<typeof cashOutOfferSchema>;

export const betSchema = z.object({
  id: z.string(),
  matchId: z.number().int(),
  marketId: z.number().int(),
  optionId: z.number().int(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  marketName: z.string(),
  optionName: z.string(),
  /** The market's over/under line (e.g. 177.5), null for markets without one. */
  line: z.number().nullable(),
  /** BACK: it wins if its option wins. LAY: it wins if its option does not. */
  side: z.enum(BET_SIDES),
  /**
   * The stake still on: the stake placed less what was cashed out (0 once CASHED_OUT). A lay's is the
   * backer's stake it wins.
   */
  amount: z.number(),
  /** What the bet holds from the wallet and loses if it loses: a back's stake, a lay's amount x (odds - 1). */
  liability: z.number(),
  /** The odds the bet was placed at: the price of the moment it was placed (a lay's: the lay price). */
  odds: z.number(),
  /**
   * The odds the slip sent, when the bet was placed at other odds (the price moved and the slip's
   * oddsChange took it); null when it was placed at the odds sent.
   */
  askedOdds: z.number().nullable(),
  /** What the bet returns if it wins: amount x odds (a lay's: its liability and the stake it wins). */
  potentialPayout: z.number(),
  status: z.enum(BET_STATUSES),
  result: z.string().nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  /**
   * What the bet paid in all: potentialPayout when WON, the stake back when VOID, else 0, plus what its
   * cash-outs paid (so a CASHED_OUT bet's payout is cashedOutAmount, and a bet settled after a partial
   * cash-out adds both).
   */
  payout: z.number(),
  /**
   * The part of the stake placed that was cashed out (0 if none): stake placed = amount + cashedOutStake
   * (a lay's, to the paisa: it is cashed out by liability).
   */
  cashedOutStake: z.number(),
  /** What the player received from its cash-outs, in rupees (0 if none). */
  cashedOutAmount: z.number(),
  /** The auto cash-out's target in rupees (cash out in full once the offer reaches it), or null. */
  autoCashOutTarget: z.number().nullable(),
  /** The live offer for the stake still on (GET /api/me/bets); null on a settled or cashed-out bet. */
  cashOut: cashOutOfferSchema.nullable(),
});
export type Bet = z.infer<typeof betSchema>;

/** 201 from POST /api/bets (and the same body again for a repeated idempotencyKey). */
export const placeBetsResultSchema = z.object({ bets: z.array(betSchema), balance: z.number() });
export type PlaceBetsResult = z.infer<typeof placeBetsResultSchema>;

/**
 * `details` of a 409 ODDS_CHANGED error (a price moved in a way the slip's oddsChange refuses): the
 * current odds of every selection whose price moved.
 */
export const oddsChangedDetailsSchema = z.object({
  /** odds: the price now on the selection's side (a lay's: the lay price). */
  changes: z.array(z.object({ marketId: z.number().int(), optionId: z.number().int(), odds: z.number() })),
});
export type OddsChangedDetails = z.infer<typeof oddsChangedDetailsSchema>;

/** `details` of a 409 BET_DELAY_REFUSED error: why the in-play bet was refused at the end of its delay. */
export const betDelayRefusedDetailsSchema = z.object({
  reason: z.enum(BET_DELAY_REFUSALS).exclude(['ODDS_CHANGED']),
});
export type BetDelayRefusedDetails = z.infer<typeof betDelayRefusedDetailsSchema>;

/** active: pending ones; settled: won, lost, void, cashed out; all: every bet, newest placed first (My Account). */
export const myBetsQuerySchema = z.object({
  status: z.enum(['active', 'settled', 'all']).default('active'),
  limit: queryIntSchema('limit', 1, 500).optional(),
});
