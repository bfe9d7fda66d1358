import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  bigserial,
  bigint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

// Relative, not '@shared': drizzle-kit loads the schema without the app's path aliases.
import {
  MARKET_CLOSED_REASONS,
  MARKET_SUSPENSION_REASONS,
  MARKET_KINDS,
  MARKET_STATUSES,
  MATCH_STATUSES,
  SCORE_MARKET_KINDS,
  SESSION_MARKET_KINDS,
} from '../../../shared/statuses';
import { isOneOf, withoutControlCharacters } from './checks';

export { MARKET_STATUSES, MATCH_STATUSES };

export const teams = pgTable('teams', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  shortName: text('short_name').notNull().unique(),
  logoPath: text('logo_path').notNull(),
  primaryColor: text('primary_color').notNull(),
  secondaryColor: text('secondary_color').notNull(),
  homeVenue: text('home_venue'),
  city: text('city'),
});

export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    /** The provider's id for this match (simulator or cricket API), for idempotent syncs. */
    externalId: text('external_id').unique(),
    homeTeamId: integer('home_team_id')
      .notNull()
      .references(() => teams.id),
    awayTeamId: integer('away_team_id')
      .notNull()
      .references(() => teams.id),
    date: timestamp('date', { withTimezone: true }).notNull(),
    venue: text('venue'),
    status: text('status', { enum: MATCH_STATUSES }).notNull().default('UPCOMING'),
    inningsStatus: text('innings_status'),
    currentOver: numeric('current_over', { precision: 4, scale: 1 }).notNull().default('0'),
    homeRuns: integer('home_runs').notNull().default(0),
    homeWickets: integer('home_wickets').notNull().default(0),
    homeOvers: numeric('home_overs', { precision: 4, scale: 1 }).notNull().default('0'),
    awayRuns: integer('away_runs').notNull().default(0),
    awayWickets: integer('away_wickets').notNull().default(0),
    awayOvers: numeric('away_overs', { precision: 4, scale: 1 }).notNull().default('0'),
    statistics: jsonb('statistics')
      .notNull()
      .default(sql`'{}'::jsonb`),
    tossWinnerTeamId: integer('toss_winner_team_id').references(() => teams.id),
    /** When an admin settled the toss: from then only a resettlement changes the toss winner. */
    tossSettledAt: timestamp('toss_settled_at', { withTimezone: true }),
    winnerTeamId: integer('winner_team_id').references(() => teams.id),
    resultText: text('result_text'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('matches_status_valid', isOneOf(t.status, MATCH_STATUSES)),
    check('matches_distinct_teams', sql`${t.homeTeamId} <> ${t.awayTeamId}`),
    check(
      'matches_wickets_range',
      sql`${t.homeWickets} between 0 and 10 and ${t.awayWickets} between 0 and 10`,
    ),
    check('matches_runs_not_negative', sql`${t.homeRuns} >= 0 and ${t.awayRuns} >= 0`),
    index('matches_status_date_idx').on(t.status, t.date),
    // "Pending settlement": completed but unsettled.
    index('matches_pending_settlement_idx')
      .on(t.date)
      .where(sql`${t.status} = 'COMPLETED' and ${t.settledAt} is null`),
  ],
);

export const markets = pgTable(
  'markets',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Market family (MARKET_KINDS); settlement is chosen by kind. */
    kind: text('kind', { enum: MARKET_KINDS }).notNull(),
    isToss: boolean('is_toss').notNull().default(false),
    status: text('status', { enum: MARKET_STATUSES }).notNull().default('OPEN'),
    /** For over/under and session markets: the half-run line (e.g. 165.5 runs). */
    line: numeric('line', { precision: 6, scale: 1 }),
    /** Session markets: the innings (1 or 2) and the over at whose end the market is decided. */
    innings: smallint('innings'),
    overs: smallint('overs'),
    /** Why the feed closed the market to new bets, for good or (a session line) until its price returns. */
    closedReason: text('closed_reason', { enum: MARKET_CLOSED_REASONS }),
    /** Why the feed has the market SUSPENDED for a moment (MARKET_SUSPENSION_REASONS); null otherwise. */
    suspensionReason: text('suspension_reason', { enum: MARKET_SUSPENSION_REASONS }),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** What settled or voided the market, e.g. 'Mumbai Indians: 58 runs after 6 overs (Yes 52.5)'. */
    result: text('result'),
    /**
     * An admin suspended the market (the live book): it stays SUSPENDED whatever the feed says, until
     * an admin resumes it. Null: the feed decides its status.
     */
    adminSuspendedAt: timestamp('admin_suspended_at', { withTimezone: true }),
    adminSuspensionReason: text('admin_suspension_reason'),
  },
  (t) => [
    // A session keeps its name when its line moves: each line is a market of its own.
    unique('markets_match_name_line_unique').on(t.matchId, t.name, t.line).nullsNotDistinct(),
    check('markets_kind_valid', isOneOf(t.kind, MARKET_KINDS)),
    check(
      'markets_session_shape',
      sql`(${isOneOf(t.kind, SESSION_MARKET_KINDS)}) = (${t.innings} is not null and ${t.overs} is not null and ${t.line} is not null)
          and ${t.innings} in (1, 2) and ${t.overs} between 1 and 20`,
    ),
    // Which markets each reason can close (MARKET_CLOSED_REASONS), and a closed market is never OPEN:
    // whatever writes the status, the database refuses to open a market the feed has closed.
    check(
      'markets_closed_reason',
      sql`${t.closedReason} is null
          or (${t.closedReason} = 'DECIDED' and ${isOneOf(t.kind, SCORE_MARKET_KINDS)})
          or (${t.closedReason} = 'LINE_MOVED' and ${isOneOf(t.kind, SESSION_MARKET_KINDS)})
          or (${t.closedReason} = 'TOSS_DONE' and ${t.isToss})
          or (${t.closedReason} = 'INNINGS_OVER' and ${t.kind} = 'FIRST_INNINGS_RUNS')
          or ${t.closedReason} = 'MATCH_OVER'`,
    ),
    check('markets_closed_not_open', sql`${t.closedReason} is null or ${t.status} <> 'OPEN'`),
    check(
      'markets_admin_suspension_has_reason',
      sql`(${t.adminSuspendedAt} is null) = (${t.adminSuspensionReason} is null)`,
    ),
    check('markets_status_valid', isOneOf(t.status, MARKET_STATUSES)),
    check(
      'markets_suspension_reason_valid',
      sql`${t.suspensionReason} is null or ${isOneOf(t.suspensionReason, MARKET_SUSPENSION_REASONS)}`,
    ),
    check('markets_result_text', withoutControlCharacters(t.result, { lines: true })),
    check(
      'markets_admin_suspension_reason_text',
      withoutControlCharacters(t.adminSuspensionReason, { lines: true }),
    ),
    index('markets_match_idx').on(t.matchId),
  ],
);

export const marketOptions = pgTable(
  'market_options',
  {
    id: serial('id').primaryKey(),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Odds in hundredths (1.90 -> 190), so comparisons and payouts are exact. */
    oddsHundredths: integer('odds_hundredths').notNull(),
    /** The price to lay the option, in hundredths, above the back price; null where there is no lay (ADR 0048). */
    layOddsHundredths: integer('lay_odds_hundredths'),
    teamId: integer('team_id').references(() => teams.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    unique('market_options_market_name_unique').on(t.marketId, t.name),
    check('market_options_odds_above_evens', sql`${t.oddsHundredths} > 100`),
    check('market_options_lay_above_back', sql`${t.layOddsHundredths} > ${t.oddsHundredths}`),
    index('market_options_market_idx').on(t.marketId),
  ],
);

export const oddsHistory = pgTable(
  'odds_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => marketOptions.id, { onDelete: 'cascade' }),
    oldOddsHundredths: integer('old_odds_hundredths').notNull(),
    newOddsHundredths: integer('new_odds_hundredths').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('odds_history_option_time_idx').on(t.optionId, t.changedAt)],
);

export const tournamentWinners = pgTable(
  'tournament_winners',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    teamName: text('team_name').notNull(),
    oddsHundredths: integer('odds_hundredths').notNull(),
    /** The price to lay the team, above the back price; null for a team with no lay (ADR 0048). */
    layOddsHundredths: integer('lay_odds_hundredths'),
    tournament: text('tournament').notNull().default('IPL'),
    season: integer('season').notNull(),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('tournament_winners_team_unique').on(t.tournament, t.season, t.teamId),
    check('tournament_winners_odds_above_evens', sql`${t.oddsHundredths} > 100`),
    check('tournament_winners_lay_above_back', sql`${t.layOddsHundredths} > ${t.oddsHundredths}`),
    index('tournament_winners_odds_idx').on(t.tournament, t.season, t.oddsHundredths),
  ],
);

/**
 * The simulator's secret in production when SIM_SECRET is not set: drawn by the first instance to start
 * and read by every other, so a cluster plays one season. One row; never sent to a client or logged.
 */
export const simulatorSecret = pgTable(
  'simulator_secret',
  {
    id: boolean('id').primaryKey().default(true),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('simulator_secret_one_row', sql`${t.id}`)],
);

/**
 * How many live feed syncs have started and finished, counted in the database so every instance reads
 * the same figures whichever one syncs. An in-play bet's delay ends only once a sync that started after
 * the bet arrived has finished. One row.
 */
export const feedSyncProgress = pgTable(
  'feed_sync_progress',
  {
    id: boolean('id').primaryKey().default(true),
    started: bigint('started', { mode: 'number' }).notNull().default(0),
    finished: bigint('finished', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('feed_sync_progress_one_row', sql`${t.id}`)],
);
