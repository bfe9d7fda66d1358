// The shape of a simulated season in time: 90 league matches (double round robin) then the four
// playoffs. Everything here is measured in slots (one slot = one delivery's worth of time), so the
// same plan runs at any speed. League matches start every LEAGUE_SPACING_SLOTS, a little less than a
// typical match lasts, so one or two matches are always live. Playoffs wait for the matches that
// decide who plays them.
// One file, several operations: pure functions of one season plan's slots.
import { IPL_TEAMS } from '@shared/teams';
import { shuffled, type Random } from '../prng';
import type { FeedStage } from '../types';
import { MAX_MATCH_SLOTS } from './match-engine';

/** The toss happens this long before the first ball (5 minutes at 12 s a ball). */
export const TOSS_LEAD_SLOTS = 25;
/** Median match ≈ 290 slots (+25 from the toss): 220 keeps 1-2 matches live, rarely 0 or 3. */
const LEAGUE_SPACING_SLOTS = 220;
/** A playoff starts only after every match it depends on has surely finished. */
const PLAYOFF_GAP_SLOTS = MAX_MATCH_SLOTS + TOSS_LEAD_SLOTS + 6;

export const LEAGUE_MATCH_COUNT = 90;
export const PLAYOFF_STAGES = ['QUALIFIER_1', 'ELIMINATOR', 'QUALIFIER_2', 'FINAL'] as const;
export type PlayoffStage = (typeof PLAYOFF_STAGES)[number];
export const SEASON_MATCH_COUNT = LEAGUE_MATCH_COUNT + PLAYOFF_STAGES.length;

/** Playoff grounds are fixed in advance, as the IPL announces them before the season. */
export const PLAYOFF_VENUES: Record<PlayoffStage, string> = {
  QUALIFIER_1: 'Eden Gardens',
  ELIMINATOR: 'Eden Gardens',
  QUALIFIER_2: 'Narendra Modi Stadium',
  FINAL: 'Narendra Modi Stadium',
};

export interface Pairing {
  home: string;
  away: string;
}

/** 1-based match number -> stage. */
export function stageOf(matchNumber: number): FeedStage {
  if (matchNumber <= LEAGUE_MATCH_COUNT) return 'LEAGUE';
  return PLAYOFF_STAGES[matchNumber - LEAGUE_MATCH_COUNT - 1]!;
}

export function playoffMatchNumber(stage: PlayoffStage): number {
  return LEAGUE_MATCH_COUNT + PLAYOFF_STAGES.indexOf(stage) + 1;
}

const FIRST_PLAYOFF_SLOT =
  TOSS_LEAD_SLOTS + (LEAGUE_MATCH_COUNT - 1) * LEAGUE_SPACING_SLOTS + PLAYOFF_GAP_SLOTS;

/** First-ball slot of a match, counted from the season start (when the first toss happens). */
export function firstBallSlot(matchNumber: number): number {
  if (matchNumber <= LEAGUE_MATCH_COUNT) return TOSS_LEAD_SLOTS + (matchNumber - 1) * LEAGUE_SPACING_SLOTS;
  switch (stageOf(matchNumber)) {
    case 'QUALIFIER_1':
      return FIRST_PLAYOFF_SLOT;
    case 'ELIMINATOR': // its teams are known at the same moment as Q1's, so it may overlap Q1
      return FIRST_PLAYOFF_SLOT + LEAGUE_SPACING_SLOTS;
    case 'QUALIFIER_2':
      return FIRST_PLAYOFF_SLOT + LEAGUE_SPACING_SLOTS + PLAYOFF_GAP_SLOTS;
    default:
      return FIRST_PLAYOFF_SLOT + LEAGUE_SPACING_SLOTS + 2 * PLAYOFF_GAP_SLOTS;
  }
}

/** The next season's first toss comes once the final has surely finished. */
export const SEASON_LENGTH_SLOTS = firstBallSlot(SEASON_MATCH_COUNT) + PLAYOFF_GAP_SLOTS - TOSS_LEAD_SLOTS;

/** Circle method: 9 rounds in which every team plays once, every pair meets once. */
function singleRoundRobin(teams: readonly string[]): Pairing[][] {
  const [fixed, ...rotating] = teams;
  const rounds: Pairing[][] = [];
  for (let round = 0; round < teams.length - 1; round++) {
    const circle = [fixed!, ...rotating];
    const pairings: Pairing[] = [];
    for (let i = 0; i < circle.length / 2; i++) {
      const a = circle[i]!;
      const b = circle[circle.length - 1 - i]!;
      pairings.push((round + i) % 2 === 0 ? { home: a, away: b } : { home: b, away: a });
    }
    rounds.push(pairings);
    rotating.unshift(rotating.pop()!);
  }
  return rounds;
}

/**
 * The 90 league fixtures in playing order: every pair twice, once at each ground, in rounds where each
 * team plays once. Within a round the order keeps a team out of the two matches before it, because
 * neighbouring matches overlap in time and a team cannot play two at once.
 */
export function leagueFixtures(
  random: Random,
  teams: readonly string[] = IPL_TEAMS.map((t) => t.name),
): Pairing[] {
  const firstHalf = singleRoundRobin(shuffled(random, teams));
  const secondHalf = shuffled(random, firstHalf).map((round) =>
    round.map(({ home, away }) => ({ home: away, away: home })),
  );
  const ordered: Pairing[] = [];
  for (const round of [...firstHalf, ...secondHalf]) {
    const remaining = shuffled(random, round);
    while (remaining.length > 0) {
      const busy = new Set(ordered.slice(-2).flatMap(({ home, away }) => [home, away]));
      const free = remaining.findIndex(({ home, away }) => !busy.has(home) && !busy.has(away));
      // Always found (see the test); falling back to the first keeps the plan total if teams change.
      ordered.push(remaining.splice(Math.max(0, free), 1)[0]!);
    }
  }
  return ordered;
}
