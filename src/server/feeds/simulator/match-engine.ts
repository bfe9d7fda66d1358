// Simulates a whole T20 match ball by ball from a seeded random stream. The result is a plain record
// (toss, every delivery with running totals and its time slot, result), computed once and then read at
// any moment in time by match-snapshot.ts.
// One file, several operations: simulating a match is simulating its innings; both are the one engine.
import { BALLS_PER_OVER, plural, T20_LEGAL_BALLS } from '../cricket-notation';
import { pickWeighted, type Random } from '../prng';
import { inningsPar, type MatchContext } from '../../pricing/ratings';
import { chasingAggression, settingAggression } from './batting-intent';
import {
  deliveryWeights,
  NO_BALL_BAT_WEIGHTS,
  OUTCOMES,
  RUNS_OFF_BAT,
  type DeliveryOutcome,
} from './delivery-model';
import { FORM_SD, runMultiplierFor } from './innings-expectation';

/** Time slots (one slot = one delivery's worth of time) added after each completed over. */
const OVER_BREAK_SLOTS = 1;
const INNINGS_BREAK_SLOTS = 10;
/** No more wides or no-balls after this many deliveries in an innings, so innings length is bounded. */
const MAX_DELIVERIES_PER_INNINGS = 150;
/** Upper bound of a match's length in slots, used to schedule playoffs after the matches they depend on. */
export const MAX_MATCH_SLOTS =
  2 * (MAX_DELIVERIES_PER_INNINGS + (T20_LEGAL_BALLS / BALLS_PER_OVER - 1) * OVER_BREAK_SLOTS) +
  1 +
  INNINGS_BREAK_SLOTS;

const BAT_FIRST_AFTER_WINNING_TOSS = 0.3;

export interface Delivery {
  innings: 0 | 1;
  /** When it is bowled, in slots after the first ball of the match. */
  slot: number;
  outcome: DeliveryOutcome;
  /** Everything added to the score on this delivery (bat runs + extras). */
  runs: number;
  extras: number;
  legal: boolean;
  wicket: boolean;
  /** Running totals of this innings after this delivery. */
  totalRuns: number;
  totalWickets: number;
  totalLegalBalls: number;
  totalExtras: number;
}

export interface InningsRecord {
  battingTeam: string;
  bowlingTeam: string;
  /** Index range of its deliveries in SimulatedMatch.deliveries: [start, end). */
  start: number;
  end: number;
  runs: number;
  wickets: number;
  legalBalls: number;
  extras: number;
}

export interface SuperOverRecord {
  /** The side that batted second in the match bats first in the super over. */
  firstBatting: string;
  firstRuns: number;
  secondRuns: number;
}

export interface SimulatedMatch {
  tossWinner: string;
  tossDecision: 'bat' | 'bowl';
  deliveries: Delivery[];
  innings: [InningsRecord, InningsRecord];
  winner: string;
  resultText: string;
  superOvers: SuperOverRecord[];
  /** Slots from the first ball to just after the last one. */
  durationSlots: number;
}

interface InningsInput {
  index: 0 | 1;
  battingTeam: string;
  bowlingTeam: string;
  parRuns: number;
  /** Runs needed to win (chase only). */
  target: number | null;
  firstSlot: number;
  /** The score to play on from; an innings starts at 0 for 0. */
  from?: { runs: number; wickets: number; legalBalls: number };
}

/** Standard normal draw (Box-Muller). */
function gaussian(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

export function simulateInnings(input: InningsInput, random: Random, deliveries: Delivery[]): InningsRecord {
  const start = deliveries.length;
  // Day-to-day form of the batting side: without it totals bunch far tighter around par than real ones.
  const form = Math.exp(FORM_SD * gaussian(random));
  const runMultiplier = runMultiplierFor(input.parRuns) * form;
  let { runs, wickets, legalBalls } = input.from ?? { runs: 0, wickets: 0, legalBalls: 0 };
  let extras = 0;
  let slot = input.firstSlot;
  let freeHit = false;
  let bowled = legalBalls;

  while (legalBalls < T20_LEGAL_BALLS && wickets < 10 && (input.target === null || runs < input.target)) {
    const aggression =
      input.target === null
        ? settingAggression(legalBalls, wickets)
        : chasingAggression(input.target - runs, input.parRuns, legalBalls, wickets);
    const weights = deliveryWeights({
      legalBalls,
      wicketsLost: wickets,
      runMultiplier,
      aggression,
      freeHit,
      allowExtras: bowled < MAX_DELIVERIES_PER_INNINGS - (T20_LEGAL_BALLS - legalBalls),
    });
    const outcome = OUTCOMES[pickWeighted(random, weights)]!;
    const legal = outcome !== 'WIDE' && outcome !== 'NO_BALL';
    let ballRuns = RUNS_OFF_BAT[outcome];
    let ballExtras = 0;
    if (!legal) {
      ballExtras = 1;
      if (outcome === 'NO_BALL') {
        const offBat =
          NO_BALL_BAT_WEIGHTS[
            pickWeighted(
              random,
              NO_BALL_BAT_WEIGHTS.map(([, w]) => w),
            )
          ]![0];
        ballRuns = RUNS_OFF_BAT[offBat];
      }
    }
    const wicket = outcome === 'WICKET';
    runs += ballRuns + ballExtras;
    extras += ballExtras;
    if (wicket) wickets++;
    if (legal) legalBalls++;
    if (legal || outcome === 'NO_BALL') freeHit = outcome === 'NO_BALL';
    bowled++;
    deliveries.push({
      innings: input.index,
      slot,
      outcome,
      runs: ballRuns + ballExtras,
      extras: ballExtras,
      legal,
      wicket,
      totalRuns: runs,
      totalWickets: wickets,
      totalLegalBalls: legalBalls,
      totalExtras: extras,
    });
    slot += 1 + (legal && legalBalls % BALLS_PER_OVER === 0 ? OVER_BREAK_SLOTS : 0);
  }
  return {
    battingTeam: input.battingTeam,
    bowlingTeam: input.bowlingTeam,
    start,
    end: deliveries.length,
    runs,
    wickets,
    legalBalls,
    extras,
  };
}

/** One super over (6 legal balls or 2 wickets), scored with the death-overs model at full aggression. */
function superOverRuns(parRuns: number, random: Random, target: number | null): number {
  let runs = 0;
  let wickets = 0;
  let balls = 0;
  while (balls < BALLS_PER_OVER && wickets < 2 && (target === null || runs < target)) {
    const weights = deliveryWeights({
      legalBalls: T20_LEGAL_BALLS - BALLS_PER_OVER + balls,
      wicketsLost: 0,
      runMultiplier: runMultiplierFor(parRuns),
      aggression: 1,
      freeHit: false,
      allowExtras: false,
    });
    const outcome = OUTCOMES[pickWeighted(random, weights)]!;
    if (outcome === 'WICKET') wickets++;
    runs += RUNS_OFF_BAT[outcome];
    balls++;
  }
  return runs;
}

function decideTie(first: InningsRecord, second: InningsRecord, context: MatchContext, random: Random) {
  const superOvers: SuperOverRecord[] = [];
  // Super overs repeat until one side wins; after a few ties the last one is settled on a coin flip.
  for (let round = 0; round < 5; round++) {
    const firstRuns = superOverRuns(inningsPar(second.battingTeam, context), random, null);
    const secondRuns = superOverRuns(inningsPar(first.battingTeam, context), random, firstRuns + 1);
    superOvers.push({ firstBatting: second.battingTeam, firstRuns, secondRuns });
    if (firstRuns !== secondRuns) {
      return { winner: firstRuns > secondRuns ? second.battingTeam : first.battingTeam, superOvers };
    }
  }
  return { winner: random() < 0.5 ? first.battingTeam : second.battingTeam, superOvers };
}

function resultText(first: InningsRecord, second: InningsRecord, winner: string): string {
  if (first.runs === second.runs) return `Match tied (${winner} won the Super Over)`;
  if (winner === first.battingTeam) return `${winner} won by ${plural(first.runs - second.runs, 'run')}`;
  return `${winner} won by ${plural(10 - second.wickets, 'wicket')}`;
}

export function simulateMatch(context: MatchContext, random: Random): SimulatedMatch {
  const tossWinner = random() < 0.5 ? context.home : context.away;
  const tossLoser = tossWinner === context.home ? context.away : context.home;
  const tossDecision = random() < BAT_FIRST_AFTER_WINNING_TOSS ? 'bat' : 'bowl';
  const battingFirst = tossDecision === 'bat' ? tossWinner : tossLoser;
  const chasing = battingFirst === tossWinner ? tossLoser : tossWinner;

  const deliveries: Delivery[] = [];
  const first = simulateInnings(
    {
      index: 0,
      battingTeam: battingFirst,
      bowlingTeam: chasing,
      parRuns: inningsPar(battingFirst, context),
      target: null,
      firstSlot: 0,
    },
    random,
    deliveries,
  );
  const lastFirstInningsSlot = deliveries[deliveries.length - 1]!.slot;
  const second = simulateInnings(
    {
      index: 1,
      battingTeam: chasing,
      bowlingTeam: battingFirst,
      parRuns: inningsPar(chasing, context),
      target: first.runs + 1,
      firstSlot: lastFirstInningsSlot + 1 + INNINGS_BREAK_SLOTS,
    },
    random,
    deliveries,
  );

  let winner: string;
  let superOvers: SuperOverRecord[] = [];
  if (first.runs === second.runs) ({ winner, superOvers } = decideTie(first, second, context, random));
  else winner = first.runs > second.runs ? battingFirst : chasing;

  return {
    tossWinner,
    tossDecision,
    deliveries,
    innings: [first, second],
    winner,
    resultText: resultText(first, second, winner),
    superOvers,
    durationSlots: deliveries[deliveries.length - 1]!.slot + 1,
  };
}
