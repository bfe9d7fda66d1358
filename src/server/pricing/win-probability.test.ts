import { describe, expect, it } from 'vitest';
import {
  chaseWinProbability,
  firstInningsWinProbability,
  preMatchWinProbability,
  winProbabilities,
} from './win-probability';
import { inningsPar } from './ratings';

const pars = { battingFirstPar: 180, chasingPar: 180 };

describe('win probability', () => {
  it('returns a pair summing to exactly 1 at every stage', () => {
    const cases = [
      winProbabilities(pars, null, null),
      winProbabilities(pars, { runs: 87, wickets: 3, legalBalls: 62 }, null),
      winProbabilities(pars, { runs: 187, wickets: 6, legalBalls: 120 }, null),
      winProbabilities(
        pars,
        { runs: 187, wickets: 6, legalBalls: 120 },
        { runs: 145, wickets: 6, legalBalls: 105 },
      ),
      winProbabilities(
        { battingFirstPar: 171.3, chasingPar: 193.7 },
        { runs: 3, wickets: 1, legalBalls: 7 },
        null,
      ),
    ];
    for (const [battingFirst, chasing] of cases) {
      expect(battingFirst + chasing).toBe(1);
      expect(battingFirst).toBeGreaterThan(0);
      expect(battingFirst).toBeLessThan(1);
    }
  });

  it('makes evenly matched sides even before the start, and the stronger side favourite', () => {
    expect(preMatchWinProbability(180, 180)).toBeCloseTo(0.5, 6);
    const home = { home: 'Mumbai Indians', away: 'Chennai Super Kings', venue: 'Wankhede Stadium' };
    const mumbai = preMatchWinProbability(inningsPar(home.home, home), inningsPar(home.away, home));
    expect(mumbai).toBeGreaterThan(0.55);
    expect(mumbai).toBeLessThan(0.75);
    // Home advantage is small but real: the same pair at Chennai is closer.
    const away = { ...home, venue: 'M. A. Chidambaram Stadium' };
    expect(preMatchWinProbability(inningsPar(away.home, away), inningsPar(away.away, away))).toBeLessThan(
      mumbai,
    );
  });

  it('rises for the chasing side with every run scored (same balls and wickets)', () => {
    let previous = 0;
    for (let runs = 100; runs <= 175; runs += 5) {
      const p = chaseWinProbability(175, { runs, wickets: 4, legalBalls: 96 }, 180);
      expect(p).toBeGreaterThan(previous);
      previous = p;
    }
  });

  it('falls for the chasing side with every wicket lost, and as balls run out', () => {
    let previous = 1;
    for (let wickets = 0; wickets <= 9; wickets++) {
      const p = chaseWinProbability(175, { runs: 120, wickets, legalBalls: 90 }, 180);
      expect(p).toBeLessThan(previous);
      previous = p;
    }
    expect(chaseWinProbability(175, { runs: 120, wickets: 3, legalBalls: 100 }, 180)).toBeLessThan(
      chaseWinProbability(175, { runs: 120, wickets: 3, legalBalls: 90 }, 180),
    );
  });

  it('moves the first innings the obvious way', () => {
    const state = { runs: 90, wickets: 3, legalBalls: 60 };
    const base = firstInningsWinProbability(state, 180, 180);
    expect(firstInningsWinProbability({ ...state, runs: 110 }, 180, 180)).toBeGreaterThan(base);
    expect(firstInningsWinProbability({ ...state, wickets: 6 }, 180, 180)).toBeLessThan(base);
    expect(firstInningsWinProbability(state, 180, 200)).toBeLessThan(base);
  });

  it('is certain in terminal states, and a tie is a coin flip', () => {
    expect(chaseWinProbability(175, { runs: 176, wickets: 8, legalBalls: 119 }, 180)).toBe(1);
    expect(chaseWinProbability(175, { runs: 170, wickets: 10, legalBalls: 110 }, 180)).toBe(0);
    expect(chaseWinProbability(175, { runs: 174, wickets: 5, legalBalls: 120 }, 180)).toBe(0);
    expect(chaseWinProbability(175, { runs: 175, wickets: 5, legalBalls: 120 }, 180)).toBe(0.5);
    expect(
      winProbabilities(
        pars,
        { runs: 175, wickets: 7, legalBalls: 120 },
        { runs: 176, wickets: 2, legalBalls: 80 },
      ),
    ).toEqual([0, 1]);
  });

  it('is continuous from the end of the first innings to the start of the chase', () => {
    const first = { runs: 190, wickets: 6, legalBalls: 120 };
    const atBreak = firstInningsWinProbability(first, 180, 180);
    const atStart = 1 - chaseWinProbability(190, { runs: 0, wickets: 0, legalBalls: 0 }, 180);
    expect(Math.abs(atBreak - atStart)).toBeLessThan(0.01);
  });

  it('is near-certain late in a hopeless chase but not before', () => {
    expect(chaseWinProbability(200, { runs: 150, wickets: 8, legalBalls: 114 }, 180)).toBeLessThan(0.01);
    expect(chaseWinProbability(200, { runs: 60, wickets: 1, legalBalls: 36 }, 180)).toBeGreaterThan(0.2);
  });
});
