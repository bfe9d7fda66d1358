import { z } from 'zod';
import { queryIntSchema } from './ids';
import { MARKET_CLOSED_REASONS, MARKET_KINDS, MARKET_STATUSES, MATCH_STATUSES } from '../statuses';

export const teamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  logoPath: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  homeVenue: z.string().nullable(),
  city: z.string().nullable(),
});
export type Team = z.infer<typeof teamSchema>;

const scoreSchema = z.object({ runs: z.number().int(), wickets: z.number().int(), overs: z.number() });
export type Score = z.infer<typeof scoreSchema>;

export const optionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  odds: z.number(),
  /**
   * The price to lay the option (bet that it does not win), above `odds`: Match Winner and the toss
   * have one; null where there is no lay (ADR 0048).
   */
  layOdds: z.number().nullable(),
});
export type MarketOption = z.infer<typeof optionSchema>;

export const marketSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(MARKET_KINDS),
  isToss: z.boolean(),
  status: z.enum(MARKET_STATUSES),
  /** The half-run line of an over/under or session market; null for whole-match team markets. */
  line: z.number().nullable(),
  /** The innings (1 or 2) a session market is on; null for whole-match markets. */
  innings: z.number().int().nullable(),
  /** The over at whose end a session market is decided; null for whole-match markets. */
  overs: z.number().int().nullable(),
  /** Why the feed has closed the market to new bets while it waits for its result; null otherwise. */
  closedReason: z.enum(MARKET_CLOSED_REASONS).nullable(),
  /**
   * How long an in-play bet on this market waits before it is checked and placed: 0 before the match
   * starts; in play, configured by market kind.
   */
  betDelaySeconds: z.number(),
  options: z.array(optionSchema),
});
export type Market = z.infer<typeof marketSchema>;

export type MatchStatus = (typeof MATCH_STATUSES)[number];

export const matchSchema = z.object({
  id: z.number().int(),
  homeTeam: teamSchema,
  awayTeam: teamSchema,
  date: z.string(),
  venue: z.string().nullable(),
  status: z.enum(MATCH_STATUSES),
  inningsStatus: z.string().nullable(),
  currentOver: z.number(),
  homeScore: scoreSchema,
  awayScore: scoreSchema,
  tossWinner: z.string().nullable(),
  winner: z.string().nullable(),
  resultText: z.string().nullable(),
  markets: z.array(marketSchema),
});
export type Match = z.infer<typeof matchSchema>;

export const matchesQuerySchema = z.object({
  status: z.enum(['LIVE', 'UPCOMING']),
  /** The first `limit` matches only (a page's preview); `total` still counts them all. */
  limit: queryIntSchema('limit', 1, 500).optional(),
});

/** GET /api/matches: the matches of one status by date (the first `limit` of them), and how many there are. */
export const matchListSchema = z.object({ matches: z.array(matchSchema), total: z.number().int() });

export const demoWinnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  amount: z.number(),
  wonAt: z.string(),
});
export type DemoWinner = z.infer<typeof demoWinnerSchema>;
