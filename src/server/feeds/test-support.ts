// Builders for FeedMatch values in tests (not used by production code).
import { ballsToOvers } from './cricket-notation';
import { shortNameFor } from './team-names';
import type { FeedInnings, FeedMatch } from './types';

export function innings(
  battingTeam: string,
  runs: number,
  wickets: number,
  legalBalls: number,
  overTotals: number[] | null = null,
): FeedInnings {
  return {
    battingTeam,
    runs,
    wickets,
    legalBalls,
    overs: ballsToOvers(legalBalls),
    extras: null,
    overTotals,
  };
}

let nextId = 1;

export function feedMatch(home: string, away: string, overrides: Partial<FeedMatch> = {}): FeedMatch {
  return {
    externalId: `test:${nextId++}`,
    home: { name: home, shortName: shortNameFor(home) },
    away: { name: away, shortName: shortNameFor(away) },
    startsAt: new Date('2026-04-01T14:00:00Z'),
    venue: null,
    status: 'UPCOMING',
    tossWinner: null,
    tossDecision: null,
    innings: [],
    inningsStatus: null,
    currentOver: 0,
    winner: null,
    resultText: null,
    stage: 'LEAGUE',
    ...overrides,
  };
}

/** A completed league match won by `winner` batting first by `margin` runs in full 20-over innings. */
export function wonBy(winner: string, loser: string, margin = 20, home = winner): FeedMatch {
  const away = home === winner ? loser : winner;
  return feedMatch(home, away, {
    status: 'COMPLETED',
    winner,
    resultText: `${winner} won by ${margin} runs`,
    innings: [innings(winner, 180, 6, 120), innings(loser, 180 - margin, 8, 120)],
  });
}

/**
 * Each league match of a schedule by match number, told whole (null for a match not completed): teams,
 * toss, winner and every innings over by over. Two seasons foretell each other where they are equal. A
 * shared result alone is not a foretold match: two independent seasons can agree on a match's toss, winner
 * and first-innings total by chance.
 */
export function leagueOutcomes(matches: FeedMatch[]): (string | null)[] {
  return matches
    .filter((m) => m.stage === 'LEAGUE')
    .map((m) =>
      m.status === 'COMPLETED'
        ? [
            `${m.home.name}-${m.away.name}`,
            `${m.tossWinner} chose ${m.tossDecision}`,
            m.winner,
            ...m.innings.map(
              (i) =>
                `${i.battingTeam} ${i.runs}/${i.wickets} in ${i.legalBalls} [${i.overTotals?.join(' ')}]`,
            ),
          ].join(':')
        : null,
    );
}

/** The completed matches of `season` whose outcome `by` foretold. */
export const foretoldOutcomes = (season: (string | null)[], by: (string | null)[]) =>
  season.filter((outcome, i) => outcome !== null && outcome === by[i]);
