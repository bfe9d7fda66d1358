import { describe, expect, it } from 'vitest';
import { IPL_TEAMS } from '@shared/teams';
import { randomFor } from '../prng';
import { MAX_MATCH_SLOTS } from './match-engine';
import {
  firstBallSlot,
  LEAGUE_MATCH_COUNT,
  leagueFixtures,
  SEASON_LENGTH_SLOTS,
  SEASON_MATCH_COUNT,
  TOSS_LEAD_SLOTS,
} from './season-plan';

describe('league fixtures', () => {
  const fixtures = leagueFixtures(randomFor(3, 0, 'fixtures'));

  it('is a double round robin: every pair twice, once at each ground', () => {
    expect(fixtures).toHaveLength(LEAGUE_MATCH_COUNT);
    const pairs = new Set(fixtures.map(({ home, away }) => `${home}|${away}`));
    expect(pairs.size).toBe(90);
    for (const team of IPL_TEAMS) {
      expect(fixtures.filter((f) => f.home === team.name)).toHaveLength(9);
      expect(fixtures.filter((f) => f.away === team.name)).toHaveLength(9);
    }
  });

  it('never has a team in two neighbouring matches (they overlap in time)', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const order = leagueFixtures(randomFor(seed, 0, 'fixtures'));
      order.forEach((fixture, i) => {
        const recent = order.slice(Math.max(0, i - 2), i).flatMap((f) => [f.home, f.away]);
        expect(recent).not.toContain(fixture.home);
        expect(recent).not.toContain(fixture.away);
      });
    }
  });

  it('differs between seasons', () => {
    expect(leagueFixtures(randomFor(3, 1, 'fixtures'))).not.toEqual(fixtures);
  });
});

describe('season timing', () => {
  it('leaves room for a match to finish before anything that depends on it', () => {
    const lastLeagueEnd = firstBallSlot(LEAGUE_MATCH_COUNT) + MAX_MATCH_SLOTS;
    expect(firstBallSlot(91) - TOSS_LEAD_SLOTS).toBeGreaterThan(lastLeagueEnd); // Qualifier 1
    expect(firstBallSlot(93) - TOSS_LEAD_SLOTS).toBeGreaterThan(firstBallSlot(92) + MAX_MATCH_SLOTS); // Q2 after Eliminator
    expect(firstBallSlot(94) - TOSS_LEAD_SLOTS).toBeGreaterThan(firstBallSlot(93) + MAX_MATCH_SLOTS); // Final after Q2
    expect(SEASON_LENGTH_SLOTS).toBeGreaterThan(firstBallSlot(SEASON_MATCH_COUNT) + MAX_MATCH_SLOTS);
  });

  it('starts league matches closer together than a match lasts, so play overlaps', () => {
    expect(firstBallSlot(2) - firstBallSlot(1)).toBeLessThan(250);
    expect(firstBallSlot(1)).toBe(TOSS_LEAD_SLOTS);
  });
});
