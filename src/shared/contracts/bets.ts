import { z } from 'zod';
import { MIN_BET_RUPEES } from '../constants';
import { BET_STATUSES, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../statuses';

export { BET_STATUSES, TRANSACTION_STATUSES, TRANSACTION_TYPES };

/**
 * Bet placement, history and the ledger, as the API speaks them (rupees, odds to 2 decimals).
 * One schema for the browser's slip and the server's validation.
 */

/** The most selections one slip may carry (one per match and market). */
export const MAX_SLIP_SELECTIONS = 20;

const id = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} is invalid`);

export const selectionSchema = z.object({
  matchId: id('matchId'),
  marketId: id('marketId'),
  optionId: id('optionId'),
  amount: z
    .number({ error: 'Amount must be a number' })
    .int('Amount must be a whole number of rupees')
    .min(MIN_BET_RUPEES, `Minimum bet amount is ₹${MIN_BET_RUPEES}`),
  /** The odds the player saw; the server refuses the slip with ODDS_CHANGED when they moved. */
  odds: z
    .number({ error: 'Odds must be a number' })
    .positive('Odds are invalid')
    .max(1000, 'Odds are invalid'),
});
export type Selection = z.infer<typeof selectionSchema>;

export const placeBetsSchema = z.object({
  idempotencyKey: z.uuid('idempotencyKey must be a UUID'),
  selections: z
    .array(selectionSchema)
    .min(1, 'No bets selected')
    .max(MAX_SLIP_SELECTIONS, `At most ${MAX_SLIP_SELECTIONS} bets in one slip`),
});
export type PlaceBets = z.infer<typeof placeBetsSchema>;

export type BetStatus = (typeof BET_STATUSES)[number];

export const betSchema = z.object({
  id: z.string(),
  matchId: z.number().int(),
  marketId: z.number().int(),
  optionId: z.number().int(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  marketName: z.string(),
  optionName: z.string(),
  amount: z.number(),
  odds: z.number(),
  potentialPayout: z.number(),
  status: z.enum(BET_STATUSES),
  result: z.string().nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  /** What the bet paid: potentialPayout when WON, the stake back when VOID, else 0. */
  payout: z.number(),
});
export type Bet = z.infer<typeof betSchema>;

/** 201 from POST /api/bets (and the same body again for a repeated idempotencyKey). */
export const placeBetsResultSchema = z.object({ bets: z.array(betSchema), balance: z.number() });
export type PlaceBetsResult = z.infer<typeof placeBetsResultSchema>;

/** `details` of a 409 ODDS_CHANGED error: the current odds of every selection whose price moved. */
export const oddsChangedDetailsSchema = z.object({
  changes: z.array(z.object({ marketId: z.number().int(), optionId: z.number().int(), odds: z.number() })),
});
export type OddsChangedDetails = z.infer<typeof oddsChangedDetailsSchema>;

export const myBetsQuerySchema = z.object({ status: z.enum(['active', 'settled']).default('active') });

export const transactionSchema = z.object({
  id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  /** Signed rupees: debits negative, credits positive. */
  amount: z.number(),
  status: z.enum(TRANSACTION_STATUSES),
  createdAt: z.string(),
  betId: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Opaque cursor from the previous page's nextCursor. */
  cursor: z.string().max(200).optional(),
});

export const transactionsPageSchema = z.object({
  transactions: z.array(transactionSchema),
  nextCursor: z.string().nullable(),
});
export type TransactionsPage = z.infer<typeof transactionsPageSchema>;

// --- Settlement (admin) ---

export const settleMatchSchema = z.object({
  winningTeam: z
    .string({ error: 'Please select the winning team' })
    .trim()
    .min(1, 'Please select the winning team'),
});
export const settleTossSchema = z.object({
  tossWinner: z
    .string({ error: 'Please select the toss winner' })
    .trim()
    .min(1, 'Please select the toss winner'),
});
export const voidMatchSchema = z.object({
  reason: z.string({ error: 'A reason is required' }).trim().min(1, 'A reason is required').max(500),
});

/** Every settlement answers { success, message } plus its counts. */
export const settlementResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  won: z.number().int(),
  lost: z.number().int(),
  voided: z.number().int(),
  paid: z.number(),
});
export type SettlementResult = z.infer<typeof settlementResultSchema>;

/** The spec's "Pending match for settlement". */
export const pendingMatchSchema = z.object({
  id: z.number().int(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  date: z.string(),
  homeScore: z.string(),
  awayScore: z.string(),
  venue: z.string().nullable(),
});
export type PendingMatch = z.infer<typeof pendingMatchSchema>;

/** The spec's "Pending toss match". */
export const pendingTossMatchSchema = z.object({
  id: z.number().int(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  date: z.string(),
  venue: z.string().nullable(),
});
export type PendingTossMatch = z.infer<typeof pendingTossMatchSchema>;
