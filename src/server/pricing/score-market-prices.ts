// One file, several operations: one pricing pass over a match's score markets; when they open, their
// prices and the worker work they need.
// The score markets a match offers now, each priced at the line it would open at (the model's
// median): the runs of each innings at the end of overs 6, 10, 15 and 20 (SESSION_RUNS), and the runs
// of the over being bowled and the next two of the innings being played (OVER_RUNS). Each carries its
// forecast, so the live sync can price a line already taken for as long as it keeps it.
import { sessionMarketName } from '@shared/session-market-name';
import { BALLS_PER_OVER, T20_OVERS } from '../feeds/cricket-notation';
import type { FeedInnings, FeedMarketPrice, FeedMatch } from '../feeds/types';
import { firstInningsOverRuns } from './chase-distribution';
import { prepareChase, prepareFirstInnings } from './chase-pricing';
import { expectedFirstInningsTotal } from './first-innings-runs';
import { battingFirstTeam, matchContext } from './match-probability';
import { inningsPar } from './ratings';
import {
  openingLine,
  priceScoreLine,
  runsAtBall,
  SCORE_MARKET_ENDS,
  SCORE_MARKET_OVERS,
  type RunsAtBall,
  type ScoreMarketInnings,
} from './score-markets';
import { isInningsOver } from './win-probability';

/**
 * Score markets open this long before an upcoming match starts: a bettor plays them on the day, and a
 * season's worth of them would weigh down every list of upcoming matches.
 */
export const SCORE_MARKETS_OPEN_HOURS = 24;

/** True when the match offers score markets at `now`: live, or upcoming within SCORE_MARKETS_OPEN_HOURS. */
export function scoreMarketsOpen(match: Pick<FeedMatch, 'status' | 'startsAt'>, now: Date): boolean {
  if (match.status === 'LIVE') return true;
  return (
    match.status === 'UPCOMING' &&
    match.startsAt.getTime() - now.getTime() <= SCORE_MARKETS_OPEN_HOURS * 3_600_000
  );
}

/** How many overs not yet started have an OVER_RUNS market, besides the over being bowled. */
const NEXT_OVERS_OFFERED = 2;

interface InningsView {
  number: 1 | 2;
  /** The batting side's short name, once the toss (or the innings) makes it known; null before. */
  side: string | null;
  parRuns: number;
  state: ScoreMarketInnings;
  overTotals: number[] | null;
  finished: boolean;
}

function finished(innings: FeedInnings | undefined, target: number | null, followedBy: boolean): boolean {
  if (!innings) return false;
  return followedBy || isInningsOver(innings) || (target !== null && innings.runs >= target);
}

/** Both innings as the score-market model reads them: the side's par, the score so far, and the target. */
function inningsViews(match: FeedMatch): InningsView[] {
  const context = matchContext(match);
  const battingFirst = battingFirstTeam(match);
  const chasing = battingFirst && (battingFirst === context.home ? context.away : context.home);
  const parRunsOf = (team: string | null) =>
    team ? inningsPar(team, context) : expectedFirstInningsTotal(context);
  const shortNameOf = (team: string | null) =>
    [match.home, match.away].find((ref) => ref.name === team)?.shortName ?? null;
  const [first, second] = match.innings;
  const firstOver = finished(first, null, second !== undefined);
  const target = firstOver && first ? first.runs + 1 : null;
  const view = (
    number: 1 | 2,
    team: string | null,
    innings: FeedInnings | undefined,
    aim: number | null,
  ) => ({
    number,
    side: shortNameOf(team),
    parRuns: parRunsOf(team),
    state: {
      runs: innings?.runs ?? 0,
      wickets: innings?.wickets ?? 0,
      legalBalls: innings?.legalBalls ?? 0,
      target: aim,
    },
    overTotals: innings ? innings.overTotals : [],
    finished: number === 1 ? firstOver : finished(innings, aim, false),
  });
  return [view(1, battingFirst, first, null), view(2, chasing, second, target)];
}

function scoreMarketPrice(
  view: InningsView,
  kind: 'SESSION_RUNS' | 'OVER_RUNS',
  overs: number,
  forecast: RunsAtBall,
  marginBps: number,
  suspended: boolean,
): FeedMarketPrice | null {
  if (!forecast.rest) return null;
  const lineRuns = openingLine(forecast);
  const price = priceScoreLine(forecast, lineRuns, marginBps);
  if (price.status === 'closed') return null;
  return {
    kind,
    name: sessionMarketName({ kind, innings: view.number, overs, side: view.side }),
    line: lineRuns,
    suspended,
    options: [
      { name: 'Yes', teamName: null, odds: price.yesOdds },
      { name: 'No', teamName: null, odds: price.noOdds },
    ],
    linePricing: { innings: view.number, overs, forecast, marginBps },
  };
}

/**
 * Runs in one over (1-based). Under way: the runs in it so far, plus the forecast to its end. Not yet
 * started: in a first innings, the runs counted from its first ball (firstInningsOverRuns); in a chase,
 * the forecast between its first and last ball, the difference of the forecasts to each (the mean,
 * variance and third cumulant of independent balls add up).
 */
function overForecast(view: InningsView, over: number): RunsAtBall | null {
  const { state } = view;
  const startBall = (over - 1) * BALLS_PER_OVER;
  const atEnd = runsAtBall(view.parRuns, state, over * BALLS_PER_OVER);
  const cap = (atStart: number) => (state.target === null ? null : state.target - atStart);
  if (state.legalBalls > startBall) {
    const atStart = view.overTotals?.[over - 2] ?? (over === 1 ? 0 : null);
    if (atStart === null) return null;
    return { ...atEnd, runs: state.runs - atStart, cap: cap(atStart) };
  }
  const toStart = runsAtBall(view.parRuns, state, startBall).rest;
  if (!toStart || !atEnd.rest) return { ...atEnd, runs: 0, cap: cap(state.runs) };
  const third = (rest: NonNullable<RunsAtBall['rest']>) => rest.skew * rest.sd ** 3;
  const sd = Math.sqrt(Math.max(0, atEnd.rest.sd ** 2 - toStart.sd ** 2));
  const rest = {
    mean: atEnd.rest.mean - toStart.mean,
    sd,
    skew: sd === 0 ? 0 : (third(atEnd.rest) - third(toStart)) / sd ** 3,
  };
  if (state.target === null)
    return { runs: 0, rest, cap: null, distribution: firstInningsOverRuns(view.parRuns, state, over) };
  // Whether a chase is still on when a later over starts is not known: no cap, and the normal (the
  // chase's exact distribution is of the runs at an over's end, not of those between two of them).
  return { runs: 0, rest, cap: null };
}

/** The over being bowled (if one is under way) and the next overs not yet started. */
function oversOffered(legalBalls: number): number[] {
  const completed = Math.floor(legalBalls / BALLS_PER_OVER);
  const underWay = legalBalls % BALLS_PER_OVER === 0 ? [] : [completed + 1];
  const next = completed + underWay.length + 1;
  const upcoming = Array.from({ length: NEXT_OVERS_OFFERED }, (_, i) => next + i);
  return [...underWay, ...upcoming].filter((over) => over <= T20_OVERS);
}

/**
 * Score markets offered now on an upcoming or live match. An innings not yet started is priced from its
 * side's par (and, once the first innings is over, the target). Over markets are offered only for the
 * innings being played (the first until it ends), and only when the source reports runs by over.
 */
export function priceScoreMarkets(
  match: FeedMatch,
  marginBps: number,
  suspended: boolean,
): FeedMarketPrice[] {
  if (match.status !== 'UPCOMING' && match.status !== 'LIVE') return [];
  const views = inningsViews(match);
  const prices: (FeedMarketPrice | null)[] = [];
  for (const view of views) {
    if (view.finished) continue;
    for (const overs of SCORE_MARKET_OVERS) {
      const forecast = runsAtBall(view.parRuns, view.state, overs * BALLS_PER_OVER);
      prices.push(scoreMarketPrice(view, 'SESSION_RUNS', overs, forecast, marginBps, suspended));
    }
  }
  const playing = views.find((view) => !view.finished);
  if (playing && playing.overTotals !== null) {
    for (const over of oversOffered(playing.state.legalBalls)) {
      const forecast = overForecast(playing, over);
      if (forecast) prices.push(scoreMarketPrice(playing, 'OVER_RUNS', over, forecast, marginBps, suspended));
    }
  }
  return prices.filter((price): price is FeedMarketPrice => price !== null);
}

/**
 * Has every innings the match's score markets will price worked out off the event loop (chase-pricing.ts),
 * so that priceScoreMarkets finds them ready.
 */
export async function prepareScoreMarkets(match: FeedMatch, now: Date): Promise<void> {
  if (!scoreMarketsOpen(match, now)) return;
  const unfinished = inningsViews(match).filter((view) => !view.finished);
  await Promise.all(
    unfinished.map(({ parRuns, state }) =>
      state.target === null
        ? prepareFirstInnings(parRuns, SCORE_MARKET_ENDS)
        : prepareChase(parRuns, state.target, state),
    ),
  );
}
