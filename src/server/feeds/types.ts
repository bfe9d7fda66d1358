// The one contract every cricket data source implements: the simulator (default) and the CricAPI adapter.
// Providers are pure data sources: they never touch the database; jobs call them and persist the results.
// Team names are always our canonical IPL names (src/shared/teams.ts) so jobs can look teams up by name.
import type { MarketKind, MarketSuspensionReason } from '@shared/statuses';
import type { RunsAtBall } from '../pricing/score-markets';

export type FeedMatchStatus = 'UPCOMING' | 'LIVE' | 'COMPLETED' | 'ABANDONED' | 'POSTPONED';

export type FeedStage = 'LEAGUE' | 'QUALIFIER_1' | 'ELIMINATOR' | 'QUALIFIER_2' | 'FINAL';

export interface FeedTeamRef {
  name: string;
  /** Derived from our team list (or initials) when the source does not give one. */
  shortName: string;
}

export interface FeedInnings {
  /** Canonical team name of the batting side. */
  battingTeam: string;
  runs: number;
  wickets: number;
  /** Cricket notation: 17.3 means 17 overs and 3 balls. Never x.6: 19.6 is reported as 20. */
  overs: number;
  legalBalls: number;
  /** Null when the source does not report extras (CricAPI's score summary does not). */
  extras: number | null;
  /**
   * The innings' runs at the end of each completed over (index 0: after over 1), which settles session
   * markets on the ball that decides them. Null when the source does not report overs (CricAPI's score
   * summary does not): such a source offers no sessions.
   */
  overTotals: number[] | null;
}

export interface FeedMatch {
  /** Stable id from the source, unique across providers ('sim:…' for the simulator, the CricAPI GUID otherwise). */
  externalId: string;
  home: FeedTeamRef;
  away: FeedTeamRef;
  startsAt: Date;
  venue: string | null;
  status: FeedMatchStatus;
  tossWinner: string | null;
  tossDecision: 'bat' | 'bowl' | null;
  /** Regular innings in batting order (super overs are not innings). An innings appears once it has started. */
  innings: FeedInnings[];
  /** One line for the match card, e.g. 'MI 145/6 (17.3 ov) · MI need 32 runs from 15 balls', 'Innings break'. */
  inningsStatus: string | null;
  /** Overs of the latest innings that has started (cricket notation); 0 before the first ball. */
  currentOver: number;
  winner: string | null;
  /** e.g. 'Mumbai Indians won by 5 wickets', 'Match tied (Mumbai Indians won the Super Over)'. */
  resultText: string | null;
  stage: FeedStage | null;
}

export type FeedMarketKind = MarketKind;

export interface FeedMarketOption {
  /** A team name for team markets; 'Over' / 'Under' for the runs market; 'Yes' / 'No' for sessions. */
  name: string;
  teamName: string | null;
  /** Decimal odds with 2 decimals, always >= 1.01 (the database stores hundredths and requires > 100). */
  odds: number;
  /**
   * The price to lay it (bet that it does not win), above `odds` (ADR 0048): Match Winner, the toss and
   * the tournament winner carry one; absent or null where the house offers no lay.
   */
  layOdds?: number | null;
}

/**
 * A market currently offered for a match. A market that is no longer offered is simply absent from
 * fetchMarkets: the toss market disappears at the toss, the first-innings runs market when the first
 * innings ends, everything when the match is over. Jobs should close markets that disappear and settle
 * them from the FeedMatch result. `suspended` is a short, temporary pause (e.g. right after a wicket).
 */
export interface FeedMarketPrice {
  kind: FeedMarketKind;
  /**
   * Unique per match: 'Match Winner', 'Toss Winner', 'First Innings Runs', and one per session
   * ('GT 6 over runs', 'Only over 7 runs MI'; before the toss '1st innings 6 over runs':
   * @shared/session-market-name), whatever its line.
   */
  name: string;
  /**
   * The over/under line for FIRST_INNINGS_RUNS (e.g. 165.5, fixed for the match); for a session, the
   * line it would open at now (the model's median); null otherwise.
   */
  line: number | null;
  suspended: boolean;
  /** Why `suspended`, when the feed says (the simulator: the ball's wicket or boundary). */
  suspendedFor?: MarketSuspensionReason;
  /** Priced at `line`. */
  options: FeedMarketOption[];
  /** Score markets by the over only: what prices any line of it (a line already taken stays until its price runs away). */
  linePricing?: { innings: 1 | 2; overs: number; forecast: RunsAtBall; marginBps: number };
}

export interface FeedTournamentOdds {
  teamName: string;
  odds: number;
  /** Null for a team with no lay price (out of the running, or beyond the longest odds). */
  layOdds: number | null;
}

export interface CricketProvider {
  readonly name: string;
  /** The current season's matches (past, live, future) plus anything scheduled in the coming days. */
  fetchSchedule(now: Date): Promise<FeedMatch[]>;
  /** Matches that are live now, or changed state recently (just completed, abandoned, postponed). */
  fetchLiveState(now: Date): Promise<FeedMatch[]>;
  /** Current prices of the markets offered for a match (see FeedMarketPrice for what "offered" means). */
  fetchMarkets(match: FeedMatch, now: Date): Promise<FeedMarketPrice[]>;
  /** Tournament-winner odds for every IPL team (display only). */
  fetchTournamentOdds(now: Date): Promise<FeedTournamentOdds[]>;
  /** The year of the IPL season being played at `now` (or the last one played). */
  seasonYear(now: Date): number;
  /**
   * Works out, in this instance's memory, what pricing the live matches at `now` will need, so that a
   * sync soon after finds it there. Free of side effects and of API calls; a provider whose pricing
   * needs no such work leaves it out. The live ticker calls it on every instance before it tries the
   * lock, so whichever instance takes the lock (a survivor taking over) syncs warm.
   */
  warm?(now: Date): Promise<void>;
}
