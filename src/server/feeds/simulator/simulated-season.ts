// A whole simulated season: its league fixtures (fixed from the seed), and playoffs whose teams come
// from the simulated league table. Playoff matches are revealed only once the matches that decide
// their teams are over, so the schedule never leaks a result before it happens.
// One file, several operations: the season length and the season at a time are one tiling of time.
import { IPL_TEAMS } from '@shared/teams';
import { computeStandings } from '../../pricing/standings';
import type { FeedMatch } from '../types';
import { snapshotAt } from './match-snapshot';
import {
  firstBallSlot,
  leagueFixtures,
  PLAYOFF_VENUES,
  playoffMatchNumber,
  SEASON_LENGTH_SLOTS,
  stageOf,
  TOSS_LEAD_SLOTS,
  type Pairing,
  type PlayoffStage,
} from './season-plan';
import { SeasonMatch } from './season-match';
import type { SeasonRandomness } from './season-randomness';

export interface SimulatorClock {
  randomness: SeasonRandomness;
  epochMs: number;
  /** Real milliseconds per slot (one delivery's worth of time). */
  slotMs: number;
}

export function seasonLengthMs(clock: SimulatorClock): number {
  return SEASON_LENGTH_SLOTS * clock.slotMs;
}

export function seasonIndexAt(clock: SimulatorClock, nowMs: number): number {
  return Math.floor((nowMs - clock.epochMs) / seasonLengthMs(clock));
}

interface RevealedPlayoff {
  match: SeasonMatch;
  revealedAtMs: number;
}

function finalState(match: SeasonMatch): FeedMatch {
  return snapshotAt(match, Number.POSITIVE_INFINITY).feed;
}

function loserOf(match: SeasonMatch): string {
  const winner = match.simulation.winner;
  return winner === match.plan.home ? match.plan.away : match.plan.home;
}

export class SimulatedSeason {
  readonly startMs: number;
  readonly league: SeasonMatch[];
  #playoffs: Map<PlayoffStage, RevealedPlayoff> | undefined;

  constructor(
    private readonly clock: SimulatorClock,
    readonly index: number,
  ) {
    this.startMs = clock.epochMs + index * seasonLengthMs(clock);
    const fixtures = leagueFixtures(clock.randomness.stream(index, 'fixtures'));
    this.league = fixtures.map((pairing, i) => this.#match(i + 1, pairing, homeVenueOf(pairing.home)));
  }

  /** League matches plus the playoffs whose teams are known by `nowMs`. */
  matchesKnownAt(nowMs: number): SeasonMatch[] {
    // Cheap check first: the league cannot be over before its last toss (saves simulating future seasons).
    if (nowMs < this.league.at(-1)!.plan.tossMs || nowMs < this.#leagueConcludedMs()) return this.league;
    const playoffs = [...this.#playoffMap().values()]
      .filter((playoff) => playoff.revealedAtMs <= nowMs)
      .map((playoff) => playoff.match);
    return [...this.league, ...playoffs];
  }

  /** Any match of the season by number, if it is known by `nowMs`. */
  matchKnownAt(number: number, nowMs: number): SeasonMatch | undefined {
    return this.matchesKnownAt(nowMs).find((match) => match.plan.number === number);
  }

  #match(number: number, pairing: Pairing, venue: string): SeasonMatch {
    const firstBallMs = this.startMs + firstBallSlot(number) * this.clock.slotMs;
    return new SeasonMatch({
      randomness: this.clock.randomness,
      season: this.index,
      number,
      stage: stageOf(number),
      home: pairing.home,
      away: pairing.away,
      venue,
      firstBallMs,
      tossMs: firstBallMs - TOSS_LEAD_SLOTS * this.clock.slotMs,
      slotMs: this.clock.slotMs,
    });
  }

  #leagueConcludedMs(): number {
    return Math.max(...this.league.map((match) => match.concludedAtMs));
  }

  /** The bracket: 1v2 (Qualifier 1), 3v4 (Eliminator), Q1 loser v Eliminator winner, then the final. */
  #playoffMap(): Map<PlayoffStage, RevealedPlayoff> {
    if (this.#playoffs) return this.#playoffs;
    const table = computeStandings(
      this.league.map(finalState),
      IPL_TEAMS.map((team) => team.name),
    );
    const [first, second, third, fourth] = table.map((row) => row.team) as [string, string, string, string];
    const leagueOver = this.#leagueConcludedMs();
    const playoff = (stage: PlayoffStage, home: string, away: string) =>
      this.#match(playoffMatchNumber(stage), { home, away }, PLAYOFF_VENUES[stage]);

    const q1 = playoff('QUALIFIER_1', first, second);
    const eliminator = playoff('ELIMINATOR', third, fourth);
    const q2 = playoff('QUALIFIER_2', loserOf(q1), eliminator.simulation.winner);
    const final = playoff('FINAL', q1.simulation.winner, q2.simulation.winner);
    this.#playoffs = new Map([
      ['QUALIFIER_1', { match: q1, revealedAtMs: leagueOver }],
      ['ELIMINATOR', { match: eliminator, revealedAtMs: leagueOver }],
      ['QUALIFIER_2', { match: q2, revealedAtMs: Math.max(q1.concludedAtMs, eliminator.concludedAtMs) }],
      ['FINAL', { match: final, revealedAtMs: q2.concludedAtMs }],
    ]);
    return this.#playoffs;
  }
}

function homeVenueOf(teamName: string): string {
  return IPL_TEAMS.find((team) => team.name === teamName)!.homeVenue;
}
