import { z } from 'zod';
import { BET_SIDES, LEDGER_ACCOUNTS, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../statuses';
import { queryIntSchema } from './ids';
import { textSchema } from './text';

/** The bet a ledger row moved money for, named for the player. */
const transactionBetSchema = z.object({
  matchId: z.number().int(),
  /** The teams' short names, as the match cards show them: 'MI', 'CSK'. */
  homeTeam: z.string(),
  awayTeam: z.string(),
  /** The market's name: 'Match Winner'. */
  market: z.string(),
  /** The option picked: 'Mumbai Indians', 'Over'; with the market's line (177.5) when it has one. */
  optionName: z.string(),
  line: z.number().nullable(),
  /** BACK, or LAY: the bet wins if the option does not. */
  side: z.enum(BET_SIDES),
  /**
   * The stake the row is about: on a cash-out, the stake that cash-out closed (its amount is what came
   * back); otherwise the stake placed on the bet. A lay's is its liability, what it holds.
   */
  stake: z.number(),
});

/** The player's ledger as the API speaks it: one row per entry, signed rupees. */
export const transactionSchema = z.object({
  id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  /** Signed rupees: debits negative, credits positive. */
  amount: z.number(),
  status: z.enum(TRANSACTION_STATUSES),
  createdAt: z.string(),
  betId: z.string().nullable(),
  /** The bet the row is about, with its match, market, pick and stake; null when it is about none. */
  bet: transactionBetSchema.nullable(),
  metadata: z.record(z.string(), z.unknown()),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionsQuerySchema = z.object({
  limit: queryIntSchema('limit', 1, 100).default(20),
  /** Opaque cursor from the previous page's nextCursor. */
  cursor: textSchema('cursor', { max: 200 }).optional(),
});

export const transactionsPageSchema = z.object({
  transactions: z.array(transactionSchema),
  nextCursor: z.string().nullable(),
});
export type TransactionsPage = z.infer<typeof transactionsPageSchema>;

/** One account of the ledger and its balance in rupees: credits into it minus debits out of it. */
const ledgerAccountBalanceSchema = z.object({
  /** `STAKES_HELD`, `PLAYER:<user id>`, `PAYOUT_UPI:<payout detail id>`… */
  account: z.string(),
  kind: z.enum(LEDGER_ACCOUNTS),
  /** Who or what the account is (a player's name or email, a payout account's name), when it names one. */
  name: z.string().nullable(),
  balance: z.number(),
});

/** A player whose wallet is below zero (a corrected settlement took back what they had spent). */
const owingPlayerSchema = z.object({
  userId: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  /** What they owe: their wallet's balance below zero, as a positive amount. */
  amount: z.number(),
  /** The match of the latest correction that took money back from them, when one did. */
  matchId: z.number().int().nullable(),
  match: z.string().nullable(),
});

/**
 * Every account's balance; the book sums to zero, so `total` is 0. `owed`: what the players whose
 * wallets are below zero owe the house (the sum of those balances, positive), and who they are.
 */
export const trialBalanceSchema = z.object({
  accounts: z.array(ledgerAccountBalanceSchema),
  total: z.number(),
  owed: z.object({ total: z.number(), players: z.array(owingPlayerSchema) }),
});
export type TrialBalance = z.infer<typeof trialBalanceSchema>;
