// One fixture of a simulated season: who, where, when, and (lazily, once) its whole ball-by-ball.
import type { FeedStage } from '../types';
import { simulateMatch, type SimulatedMatch } from './match-engine';
import type { SeasonRandomness } from './season-randomness';

/** Share of league matches lost to the weather, decided per match from the seed. */
const POSTPONED_SHARE = 0.01;
const ABANDONED_SHARE = 0.02;
/** Of the abandoned matches, this share never starts; the rest stop mid-match. */
const ABANDONED_BEFORE_START_SHARE = 0.25;

export type MatchFate =
  | { kind: 'PLAYED' }
  /** Called off at the toss; a simulated season does not replay it (bets are voided after 48 hours). */
  | { kind: 'POSTPONED' }
  /** Rain after this many deliveries (0: before the toss); no result. */
  | { kind: 'ABANDONED'; afterDeliveries: number };

export interface SeasonMatchPlan {
  randomness: SeasonRandomness;
  season: number;
  number: number;
  stage: FeedStage;
  home: string;
  away: string;
  venue: string;
  tossMs: number;
  firstBallMs: number;
  slotMs: number;
}

export class SeasonMatch {
  #simulation: SimulatedMatch | undefined;
  #fate: MatchFate | undefined;

  constructor(readonly plan: SeasonMatchPlan) {}

  get externalId(): string {
    return simulatorMatchId(this.plan.randomness.tag, this.plan.season, this.plan.number);
  }

  /** The full match, simulated on first use from its own random stream (independent of other matches). */
  get simulation(): SimulatedMatch {
    const { randomness, season, number, home, away, venue } = this.plan;
    this.#simulation ??= simulateMatch({ home, away, venue }, randomness.stream(season, number, 'match'));
    return this.#simulation;
  }

  get fate(): MatchFate {
    this.#fate ??= this.#drawFate();
    return this.#fate;
  }

  /** When the outcome is final: last ball, rain, or the postponement at toss time. */
  get concludedAtMs(): number {
    const fate = this.fate;
    if (fate.kind === 'POSTPONED') return this.plan.tossMs;
    if (fate.kind === 'ABANDONED') return this.abandonedAtMs(fate.afterDeliveries);
    return this.deliveryMs(this.simulation.deliveries.length - 1);
  }

  deliveryMs(index: number): number {
    return this.plan.firstBallMs + this.simulation.deliveries[index]!.slot * this.plan.slotMs;
  }

  /** Rain stops play one slot after the last delivery bowled. */
  abandonedAtMs(afterDeliveries: number): number {
    if (afterDeliveries === 0) return this.plan.tossMs;
    return this.deliveryMs(afterDeliveries - 1) + this.plan.slotMs;
  }

  #drawFate(): MatchFate {
    // Knockouts always produce a winner here: the bracket needs one to go on.
    if (this.plan.stage !== 'LEAGUE') return { kind: 'PLAYED' };
    const random = this.plan.randomness.stream(this.plan.season, this.plan.number, 'weather');
    const roll = random();
    if (roll < POSTPONED_SHARE) return { kind: 'POSTPONED' };
    if (roll >= POSTPONED_SHARE + ABANDONED_SHARE) return { kind: 'PLAYED' };
    if (random() < ABANDONED_BEFORE_START_SHARE) return { kind: 'ABANDONED', afterDeliveries: 0 };
    const deliveries = this.simulation.deliveries.length;
    return { kind: 'ABANDONED', afterDeliveries: 1 + Math.floor(random() * (deliveries - 1)) };
  }
}

const ID_PATTERN = /^sim:([0-9a-z]+):(-?\d+):(\d+)$/;

function simulatorMatchId(tag: string, season: number, number: number): string {
  return `sim:${tag}:${season}:${number}`;
}

export function parseSimulatorMatchId(id: string): { tag: string; season: number; number: number } | null {
  const match = ID_PATTERN.exec(id);
  if (!match) return null;
  return { tag: match[1]!, season: Number(match[2]), number: Number(match[3]) };
}
