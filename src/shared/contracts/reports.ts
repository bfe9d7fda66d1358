import { z } from 'zod';
import { BET_DELAY_REFUSALS } from '../statuses';

/** The operator's reports count days in India time: a day runs from midnight IST to midnight IST. */
export const REPORT_TIME_ZONE = 'Asia/Kolkata';

/** The longest window a report covers: a year and a day, so any calendar year (leap or not) fits. */
export const MAX_REPORT_DAYS = 366;
const DAY_MS = 86_400_000;

/** Reports cover this century: before year 1 PostgreSQL has no timestamps at all. */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

const instant = (name: 'from' | 'to') =>
  z.iso
    .datetime({
      offset: true,
      error: `${name} must be an ISO 8601 date and time, e.g. 2026-11-25T00:00:00+05:30`,
    })
    .refine(
      (at) => Date.parse(at) >= EARLIEST && Date.parse(at) <= LATEST,
      `${name} must be in the years 2000 to 2099`,
    );

/** GET /api/admin/reports/summary?from&to: the window [from, to), at most MAX_REPORT_DAYS long. */
export const reportSummaryQuerySchema = z
  .object({ from: instant('from'), to: instant('to') })
  .refine(({ from, to }) => Date.parse(from) < Date.parse(to), {
    message: 'from must be before to',
    path: ['to'],
  })
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) <= MAX_REPORT_DAYS * DAY_MS, {
    message: `The window can be at most ${MAX_REPORT_DAYS} days`,
    path: ['to'],
  });
export type ReportSummaryQuery = z.infer<typeof reportSummaryQuerySchema>;

/**
 * The operator's figures over bets settled in a window (rupees). GGR (gross gaming revenue) is what the
 * house kept: turnover - payouts - refunds - cashOuts.
 */
export const betFiguresSchema = z.object({
  /** The stakes of the bets settled in the window (a lay's: its liability, what it put up). */
  turnover: z.number(),
  /** What the won bets paid (stake x odds; a lay's: its liability and the stake it won). */
  payouts: z.number(),
  /** The stakes given back on void bets (a lay's: its liability). */
  refunds: z.number(),
  /** What cashed-out bets paid (none until bets can be cashed out). */
  cashOuts: z.number(),
  ggr: z.number(),
  bets: z.number().int(),
  /** The players who placed those bets. */
  activePlayers: z.number().int(),
});
export type BetFigures = z.infer<typeof betFiguresSchema>;

const moneyFlowSchema = z.object({ count: z.number().int(), amount: z.number() });
export type MoneyFlow = z.infer<typeof moneyFlowSchema>;

/** Withdrawals by what happened to them in the window: asked for, paid, refused, bounced after paying. */
export const withdrawalFlowsSchema = z.object({
  requested: moneyFlowSchema,
  paid: moneyFlowSchema,
  refused: moneyFlowSchema,
  bounced: moneyFlowSchema,
});
export type WithdrawalFlows = z.infer<typeof withdrawalFlowsSchema>;

/** The bets placed in the window (placed_at in it), whatever became of them since. */
export const placedFiguresSchema = z.object({
  bets: z.number().int(),
  /** Their stakes as placed (a lay's: its liability; a part cashed out since included). */
  turnover: z.number(),
  /** The players who placed them. */
  players: z.number().int(),
});
export type PlacedFigures = z.infer<typeof placedFiguresSchema>;

/**
 * The in-play slips whose delay ended in the window (resolved_at in it): placed, or refused at the check
 * (every reason of BET_DELAY_REFUSALS, none left out). Counts are slips (a slip is placed or refused
 * whole); amounts their total stakes.
 */
export const inPlayDelayFiguresSchema = z.object({
  placed: moneyFlowSchema,
  refused: moneyFlowSchema,
  refusedByReason: z.record(z.enum(BET_DELAY_REFUSALS), moneyFlowSchema),
});
export type InPlayDelayFigures = z.infer<typeof inPlayDelayFiguresSchema>;

/** The figures of the bets settled in the window (betFiguresSchema), with those placed in it beside them. */
export const reportSummarySchema = betFiguresSchema.extend({
  placed: placedFiguresSchema,
  from: z.string(),
  to: z.string(),
  timeZone: z.literal(REPORT_TIME_ZONE),
  /** Now, whatever the window: the most the house can lose on the bets not settled yet. */
  openLiability: z.number(),
  /** The demo credits paid into players' wallets. */
  deposits: moneyFlowSchema,
  withdrawals: withdrawalFlowsSchema,
  inPlayDelay: inPlayDelayFiguresSchema,
  /** Every India day the window touches, oldest first, days without bets included. */
  byDay: z.array(betFiguresSchema.extend({ day: z.string() })),
  /** Largest turnover first. */
  byMarketKind: z.array(betFiguresSchema.extend({ kind: z.string() })),
  /** Largest turnover first. */
  byMatch: z.array(
    betFiguresSchema.extend({
      matchId: z.number().int(),
      homeTeam: z.string(),
      awayTeam: z.string(),
      date: z.string(),
    }),
  ),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;
export type ReportDay = ReportSummary['byDay'][number];
export type ReportMarketKind = ReportSummary['byMarketKind'][number];
export type ReportMatch = ReportSummary['byMatch'][number];
