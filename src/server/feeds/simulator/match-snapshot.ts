import type { MarketSuspensionReason } from '@shared/statuses';
// What a simulated match looks like at a moment in time: replay its deliveries up to that moment.
// A pure function of (match, time), so every app instance agrees and restarts lose nothing.
import { ballsToOvers, BALLS_PER_OVER, formatScore, plural, T20_LEGAL_BALLS } from '../cricket-notation';
import { shortNameFor } from '../team-names';
import type { FeedInnings, FeedMatch } from '../types';
import type { Delivery, SimulatedMatch } from './match-engine';
import type { SeasonMatch } from './season-match';

/** Prices pause for this many deliveries' worth of time after a wicket or a boundary. */
const SUSPEND_AFTER_EVENT_SLOTS = 2;

export interface MatchSnapshot {
  feed: FeedMatch;
  /** Deliveries bowled so far. */
  deliveriesBowled: number;
  /** A wicket or boundary just happened: markets should not take bets for a moment. */
  suspended: boolean;
  /** Which, when suspended (a wicket over a boundary if both are recent). */
  suspendedFor?: MarketSuspensionReason;
}

/** Deliveries bowled by `elapsedSlots` after the first ball (binary search: slots only grow). */
function deliveriesBowledBy(deliveries: readonly Delivery[], elapsedSlots: number): number {
  let low = 0;
  let high = deliveries.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (deliveries[mid]!.slot <= elapsedSlots) low = mid + 1;
    else high = mid;
  }
  return low;
}

function inningsSoFar(simulation: SimulatedMatch, bowled: number): FeedInnings[] {
  return simulation.innings
    .filter((innings) => innings.start < bowled)
    .map((innings) => {
      const bowledOfInnings = simulation.deliveries.slice(innings.start, Math.min(bowled, innings.end));
      const last = bowledOfInnings.at(-1)!;
      return {
        battingTeam: innings.battingTeam,
        runs: last.totalRuns,
        wickets: last.totalWickets,
        overs: ballsToOvers(last.totalLegalBalls),
        legalBalls: last.totalLegalBalls,
        extras: last.totalExtras,
        overTotals: bowledOfInnings
          .filter((ball) => ball.legal && ball.totalLegalBalls % BALLS_PER_OVER === 0)
          .map((ball) => ball.totalRuns),
      };
    });
}

function liveStatusLine(simulation: SimulatedMatch, innings: FeedInnings[], bowled: number): string {
  const toss = `Toss: ${shortNameFor(simulation.tossWinner)} won and elected to ${simulation.tossDecision}`;
  const [first, chase] = innings;
  if (!first) return toss;
  const firstRecord = simulation.innings[0];
  if (!chase) {
    if (bowled < firstRecord.end) {
      return formatScore(shortNameFor(first.battingTeam), first.runs, first.wickets, first.legalBalls);
    }
    const chasing = shortNameFor(simulation.innings[1].battingTeam);
    return `Innings break · ${chasing} need ${plural(first.runs + 1, 'run')} to win`;
  }
  const chasing = shortNameFor(chase.battingTeam);
  const needed = first.runs + 1 - chase.runs;
  const ballsLeft = T20_LEGAL_BALLS - chase.legalBalls;
  const score = formatScore(chasing, chase.runs, chase.wickets, chase.legalBalls);
  return `${score} · ${chasing} need ${plural(needed, 'run')} from ${plural(ballsLeft, 'ball')}`;
}

function isBigEvent(delivery: Delivery): boolean {
  return delivery.wicket || delivery.outcome === 'FOUR' || delivery.outcome === 'SIX';
}

export function snapshotAt(match: SeasonMatch, nowMs: number): MatchSnapshot {
  const { plan } = match;
  const feed: FeedMatch = {
    externalId: match.externalId,
    home: { name: plan.home, shortName: shortNameFor(plan.home) },
    away: { name: plan.away, shortName: shortNameFor(plan.away) },
    startsAt: new Date(plan.firstBallMs),
    venue: plan.venue,
    status: 'UPCOMING',
    tossWinner: null,
    tossDecision: null,
    innings: [],
    inningsStatus: null,
    currentOver: 0,
    winner: null,
    resultText: null,
    stage: plan.stage,
  };
  const idle = { feed, deliveriesBowled: 0, suspended: false };
  if (nowMs < plan.tossMs) return idle;

  const fate = match.fate;
  if (fate.kind === 'POSTPONED') {
    return { ...idle, feed: { ...feed, status: 'POSTPONED', inningsStatus: 'Match postponed' } };
  }
  if (fate.kind === 'ABANDONED' && fate.afterDeliveries === 0) {
    const resultText = 'Match abandoned without a ball bowled';
    return { ...idle, feed: { ...feed, status: 'ABANDONED', inningsStatus: resultText, resultText } };
  }

  const simulation = match.simulation;
  const elapsedSlots = Math.floor((nowMs - plan.firstBallMs) / plan.slotMs);
  let bowled = elapsedSlots < 0 ? 0 : deliveriesBowledBy(simulation.deliveries, elapsedSlots);
  const abandoned = fate.kind === 'ABANDONED' && nowMs >= match.abandonedAtMs(fate.afterDeliveries);
  if (fate.kind === 'ABANDONED') bowled = Math.min(bowled, fate.afterDeliveries);

  const innings = inningsSoFar(simulation, bowled);
  const withToss: FeedMatch = {
    ...feed,
    tossWinner: simulation.tossWinner,
    tossDecision: simulation.tossDecision,
    innings,
    currentOver: innings.at(-1)?.overs ?? 0,
  };

  if (abandoned) {
    const resultText = 'No result (match abandoned due to rain)';
    return {
      feed: { ...withToss, status: 'ABANDONED', inningsStatus: resultText, resultText },
      deliveriesBowled: bowled,
      suspended: false,
    };
  }
  if (bowled === simulation.deliveries.length) {
    const { winner, resultText } = simulation;
    return {
      feed: { ...withToss, status: 'COMPLETED', winner, resultText, inningsStatus: resultText },
      deliveriesBowled: bowled,
      suspended: false,
    };
  }

  const recent = simulation.deliveries.slice(Math.max(0, bowled - SUSPEND_AFTER_EVENT_SLOTS), bowled);
  const events = recent.filter(
    (delivery) =>
      isBigEvent(delivery) &&
      (nowMs - plan.firstBallMs) / plan.slotMs < delivery.slot + SUSPEND_AFTER_EVENT_SLOTS,
  );
  const suspended = events.length > 0;
  return {
    feed: { ...withToss, status: 'LIVE', inningsStatus: liveStatusLine(simulation, innings, bowled) },
    deliveriesBowled: bowled,
    suspended,
    ...(suspended && { suspendedFor: events.some((d) => d.wicket) ? 'WICKET' : 'BOUNDARY' }),
  };
}
