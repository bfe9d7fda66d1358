// The markets we offer on a match and their prices, derived from nothing but the FeedMatch, so the
// simulator and the CricAPI adapter price identically. Providers add what only they know (suspension).
import { DEFAULT_MARKET_NAME, DEFAULT_MARKET_ODDS } from '@shared/constants';
import type { FeedMarketOption, FeedMarketPrice, FeedMatch } from '../feeds/types';
import { expectedFirstInningsTotal, firstInningsLine, probabilityOver } from './first-innings-runs';
import { battingFirstTeam, matchContext, matchWinProbabilities } from './match-probability';
import {
  beyondOfferedOdds,
  DEFAULT_MARGIN_BPS,
  priceBackAndLay,
  priceWithMargin,
  type BackAndLay,
} from './pricing';
import { inningsPar } from './ratings';
import { priceScoreMarkets, scoreMarketsOpen } from './score-market-prices';
import { isInningsOver } from './win-probability';

export const MATCH_WINNER_MARKET = DEFAULT_MARKET_NAME;
export const TOSS_WINNER_MARKET = 'Toss Winner';
export const FIRST_INNINGS_RUNS_MARKET = 'First Innings Runs';

/**
 * The toss is a fair coin; the spec's evens-with-margin price of 1.90 each means this overround, in
 * basis points (about 526.3: not a whole number, so 1.90 comes out exactly). The lay side takes the
 * same margin off: 2.11.
 */
const TOSS_MARGIN_BPS = (2 / DEFAULT_MARKET_ODDS - 1) * 10_000;

export interface MarketPricingOptions {
  /** Basis points on every probability (600 = 6%). */
  marginBps?: number;
  /** Set by a provider that knows a big event just happened (wicket, boundary). */
  suspended?: boolean;
  /**
   * Offer score markets, as of this moment: only a provider that reports runs by over can have them
   * settled on the ball. An upcoming match has them from SCORE_MARKETS_OPEN_HOURS before its start.
   */
  scoreMarketsAt?: Date;
}

/** Home then away, each with its back and lay price. */
function teamOptions(match: FeedMatch, [home, away]: BackAndLay[]): FeedMarketOption[] {
  return [
    { name: match.home.name, teamName: match.home.name, ...home! },
    { name: match.away.name, teamName: match.away.name, ...away! },
  ];
}

function matchWinnerMarket(match: FeedMatch, marginBps: number, suspended: boolean): FeedMarketPrice | null {
  const { home, away } = matchWinProbabilities(match);
  // A decided outcome (target reached, last wicket) is not a market any more, even if the source is slow.
  if (home === 0 || away === 0) return null;
  return {
    kind: 'MATCH_WINNER',
    name: MATCH_WINNER_MARKET,
    line: null,
    suspended,
    options: teamOptions(match, priceBackAndLay([home, away], marginBps)),
  };
}

function tossWinnerMarket(match: FeedMatch): FeedMarketPrice {
  return {
    kind: 'TOSS_WINNER',
    name: TOSS_WINNER_MARKET,
    line: null,
    suspended: false,
    options: teamOptions(match, priceBackAndLay([0.5, 0.5], TOSS_MARGIN_BPS)),
  };
}

function firstInningsRunsMarket(
  match: FeedMatch,
  marginBps: number,
  suspended: boolean,
): FeedMarketPrice | null {
  const first = match.innings[0] ?? null;
  if (match.innings.length > 1 || (first && isInningsOver(first))) return null;
  const context = matchContext(match);
  const lineRuns = firstInningsLine(context);
  const battingFirst = battingFirstTeam(match);
  const parRuns = battingFirst ? inningsPar(battingFirst, context) : expectedFirstInningsTotal(context);
  const over = probabilityOver(lineRuns, parRuns, first);
  // All but decided (the line passed, or out of reach): closed to new bets until it settles.
  if (beyondOfferedOdds([over, 1 - over], marginBps)) return null;
  const [overOdds, underOdds] = priceWithMargin([over, 1 - over], marginBps);
  return {
    kind: 'FIRST_INNINGS_RUNS',
    name: FIRST_INNINGS_RUNS_MARKET,
    line: lineRuns,
    suspended,
    options: [
      { name: 'Over', teamName: null, odds: overOdds! },
      { name: 'Under', teamName: null, odds: underOdds! },
    ],
  };
}

/**
 * Upcoming: match winner, toss winner (until the toss), first-innings runs, score markets.
 * Live: match winner, first-innings runs until the first innings ends, score markets. Otherwise nothing is
 * offered.
 */
export function priceMatchMarkets(match: FeedMatch, options: MarketPricingOptions = {}): FeedMarketPrice[] {
  if (match.status !== 'UPCOMING' && match.status !== 'LIVE') return [];
  const marginBps = options.marginBps ?? DEFAULT_MARGIN_BPS;
  const suspended = options.suspended ?? false;
  const markets: (FeedMarketPrice | null)[] = [
    matchWinnerMarket(match, marginBps, suspended),
    match.status === 'UPCOMING' && !match.tossWinner ? tossWinnerMarket(match) : null,
    firstInningsRunsMarket(match, marginBps, suspended),
    ...(options.scoreMarketsAt && scoreMarketsOpen(match, options.scoreMarketsAt)
      ? priceScoreMarkets(match, marginBps, suspended)
      : []),
  ];
  return markets.filter((market): market is FeedMarketPrice => market !== null);
}
