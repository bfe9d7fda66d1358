import { z } from 'zod';
import { ADMIN_ACTION_LOG_SIZE } from '../constants';
import { MARKET_CLOSED_REASONS, MARKET_STATUSES } from '../statuses';
import { idSchema, queryIntSchema } from './ids';
import { textSchema } from './text';

/** GET /api/admin/dashboard-stats (spec section 3, "Dashboard stats"). */
export const dashboardStatsSchema = z.object({
  activeMatches: z.number().int(),
  upcomingMatches: z.number().int(),
  totalBets: z.number().int(),
  totalUsers: z.number().int(),
  pendingSettlements: z.number().int(),
  recentSettlements: z.number().int(),
  pendingWithdrawals: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** /booklogin: both fields required (spec section 5, "Admin login"); the account rules are the server's. */
export const adminLoginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

/** GET|POST /api/admin/session: the signed-in admin. */
export const adminSessionSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const adminActionSchema = z.object({
  id: z.number().int(),
  actionType: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  details: z.unknown(),
  adminId: z.string(),
  adminName: z.string(),
  adminEmail: z.string(),
  createdAt: z.string(),
});
export type AdminAction = z.infer<typeof adminActionSchema>;

export const adminActionsQuerySchema = z.object({
  limit: queryIntSchema('limit', 1, 100).default(ADMIN_ACTION_LOG_SIZE),
  /** The next page: actions older than this id (the previous page's nextCursor). */
  before: queryIntSchema('before', 1, 2_147_483_647).optional(),
});

// --- Settlement ---

/** A team's name as the back office names it (the longest IPL name is 27 characters). */
const TEAM_NAME_MAX = 100;
export const settleMatchSchema = z.object({
  winningTeam: textSchema('Winning team', { max: TEAM_NAME_MAX, required: 'Please select the winning team' }),
});
export const settleTossSchema = z.object({
  tossWinner: textSchema('Toss winner', { max: TEAM_NAME_MAX, required: 'Please select the toss winner' }),
});
const correctionReason = textSchema('Reason', {
  max: 500,
  required: 'A reason is required',
  tooLong: 'At most 500 characters',
  lines: true,
});
/** POST /api/admin/matches/{id}/resettle: a wrong match result (or a mistaken void) corrected. */
export const resettleMatchSchema = settleMatchSchema.extend({ reason: correctionReason });
/** POST /api/admin/matches/{id}/resettle-toss: a wrong toss result corrected. */
export const resettleTossSchema = settleTossSchema.extend({ reason: correctionReason });

export const voidMatchSchema = z.object({
  reason: textSchema('Reason', { max: 500, required: 'A reason is required', lines: true }),
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
  /** The feed's result ('Gujarat Titans won by 6 wickets'), and the team it names as the winner. */
  resultText: z.string().nullable(),
  suggestedWinner: z.string().nullable(),
  /** Exposure: the pending bets this settlement decides, their stakes, and what is paid if each team wins. */
  pendingBets: z.number().int(),
  totalStake: z.number(),
  payoutIfHomeWins: z.number(),
  payoutIfAwayWins: z.number(),
  /** The feed's result agrees with itself and names a winner: the bulk settle may settle it. */
  feedAgrees: z.boolean(),
});
export type PendingMatch = z.infer<typeof pendingMatchSchema>;

/** How many pending matches a page of the results list holds unless asked otherwise. */
export const PENDING_PAGE_SIZE = 20;

/** GET /api/admin/settlements/pending: a page of the list, optionally only matches with pending bets. */
export const pendingMatchesQuerySchema = z.object({
  page: queryIntSchema('page', 1, 100_000).default(1),
  pageSize: queryIntSchema('pageSize', 1, 100).default(PENDING_PAGE_SIZE),
  hasBets: z.enum(['true', 'false']).default('false'),
});

export const pendingMatchesPageSchema = z.object({
  matches: z.array(pendingMatchSchema),
  /** Every match the filter selects, on all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PendingMatchesPage = z.infer<typeof pendingMatchesPageSchema>;

/** The most matches one bulk settle takes (a page of the results list at its largest). */
const BULK_SETTLE_MAX = 100;

/**
 * POST /api/admin/settlements/bulk-settle: the matches the operator confirmed, each with the winner the
 * feed named when they looked. A match settles only if the feed still names that winner.
 */
export const bulkSettleSchema = z.object({
  matches: z
    .array(z.object({ matchId: idSchema('Match id'), winningTeam: settleMatchSchema.shape.winningTeam }))
    .min(1, 'Choose at least one match to settle')
    .max(BULK_SETTLE_MAX, `At most ${BULK_SETTLE_MAX} matches at a time`)
    .refine((list) => new Set(list.map((m) => m.matchId)).size === list.length, 'A match is listed twice'),
});
export type BulkSettleInput = z.infer<typeof bulkSettleSchema>;

/** What a bulk settle did: each match settled with its counts, or skipped with the reason. */
export const bulkSettlementResultSchema = z.object({
  message: z.string(),
  settled: z.array(
    z.object({
      matchId: z.number().int(),
      winningTeam: z.string(),
      won: z.number().int(),
      lost: z.number().int(),
      paid: z.number(),
    }),
  ),
  skipped: z.array(z.object({ matchId: z.number().int(), code: z.string(), reason: z.string() })),
});
export type BulkSettlementResult = z.infer<typeof bulkSettlementResultSchema>;

/** The spec's "Pending toss match". */
export const pendingTossMatchSchema = z.object({
  id: z.number().int(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  date: z.string(),
  venue: z.string().nullable(),
});
export type PendingTossMatch = z.infer<typeof pendingTossMatchSchema>;

/** A match whose result or toss was settled within the correction window (resettle). */
export const recentSettlementSchema = z.object({
  id: z.number().int(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  date: z.string(),
  /** The settled winner, 'VOID' when the match was voided, null when only its toss was settled. */
  result: z.string().nullable(),
  settledAt: z.string().nullable(),
  tossWinner: z.string().nullable(),
  tossSettledAt: z.string().nullable(),
  /** Until when each can still be corrected (null: not settled, or the window has closed). */
  resultCorrectableUntil: z.string().nullable(),
  tossCorrectableUntil: z.string().nullable(),
});
export type RecentSettlement = z.infer<typeof recentSettlementSchema>;

/** A score market (session, over, first-innings runs) the server settled or voided from the score. */
export const scoreSettlementSchema = z.object({
  marketId: z.number().int(),
  matchId: z.number().int(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  market: z.string(),
  line: z.number(),
  status: z.enum(['SETTLED', 'VOID']),
  /** What decided it: the runs and the ball, e.g. 'Mumbai Indians: 48 runs after 6 overs (Yes 45.5)'. */
  result: z.string(),
  settledAt: z.string(),
  bets: z.number().int(),
});
export type ScoreSettlement = z.infer<typeof scoreSettlementSchema>;

// --- The live book ---

/**
 * In-play bets still waiting out their delay (their slip held, not yet placed or refused): how many and
 * their stakes. They are not in the placed figures beside them until their delay ends and they are placed.
 */
const bookWaitingSchema = z.object({ bets: z.number().int(), stake: z.number() });
export type BookWaiting = z.infer<typeof bookWaitingSchema>;

const bookOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  odds: z.number(),
  /**
   * Pending bets on this option (backs and lays), what they hold (a lay: its liability), and what the
   * house pays if it wins: the backs on it and the lays on the market's other options.
   */
  bets: z.number().int(),
  stake: z.number(),
  liability: z.number(),
  /** What the house nets if this option wins: all the pending bets on the market hold less its liability. */
  houseNet: z.number(),
  waiting: bookWaitingSchema,
});

const bookMarketSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.string(),
  /** The over/under line (e.g. 177.5), null for markets without one. */
  line: z.number().nullable(),
  /** Set when an admin suspended it (the feed cannot reopen it until an admin resumes it). */
  adminSuspension: z.object({ at: z.string(), reason: z.string() }).nullable(),
  /** Why the feed has closed it to new bets; an admin's resume leaves it closed. Null: the feed prices it. */
  closedReason: z.enum(MARKET_CLOSED_REASONS).nullable(),
  /** The bets waiting in their delay on the whole market (its options' summed). */
  waiting: bookWaitingSchema,
  options: z.array(bookOptionSchema),
});

export const bookMatchSchema = z.object({
  id: z.number().int(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  date: z.string(),
  status: z.string(),
  markets: z.array(bookMarketSchema),
});
export type BookMatch = z.infer<typeof bookMatchSchema>;
export type BookMarket = z.infer<typeof bookMarketSchema>;

/** POST /api/admin/markets/{id}/suspend: why (shown to operators and audited). */
export const suspendMarketSchema = z.object({
  reason: textSchema('Reason', { max: 200, required: 'A reason is required', lines: true }),
});

/**
 * The answer of a suspend or resume: the market's status now. A resume leaves SUSPENDED a market the
 * feed has closed (closedReason says why).
 */
export const marketStateSchema = z.object({
  marketId: z.number().int(),
  status: z.enum(MARKET_STATUSES),
  closedReason: z.enum(MARKET_CLOSED_REASONS).nullable(),
});
export type MarketState = z.infer<typeof marketStateSchema>;
