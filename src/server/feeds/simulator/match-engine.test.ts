import { describe, expect, it } from 'vitest';
import { T20_LEGAL_BALLS } from '../cricket-notation';
import { randomFor } from '../prng';
import { inningsPar } from '../../pricing/ratings';
import { MAX_MATCH_SLOTS, simulateMatch, type InningsRecord, type SimulatedMatch } from './match-engine';

const context = { home: 'Mumbai Indians', away: 'Chennai Super Kings', venue: 'Wankhede Stadium' };
const matches: SimulatedMatch[] = Array.from({ length: 200 }, (_, seed) =>
  simulateMatch(context, randomFor(seed, 0, 1, 'match')),
);

function deliveriesOf(match: SimulatedMatch, innings: InningsRecord) {
  return match.deliveries.slice(innings.start, innings.end);
}

describe('simulateMatch over 200 seeds', () => {
  it('keeps every innings within 10 wickets and 20 overs, and ends it for a reason', () => {
    for (const match of matches) {
      const [first, chase] = match.innings;
      for (const innings of match.innings) {
        expect(innings.wickets).toBeLessThanOrEqual(10);
        expect(innings.legalBalls).toBeLessThanOrEqual(T20_LEGAL_BALLS);
      }
      expect(first.wickets === 10 || first.legalBalls === T20_LEGAL_BALLS).toBe(true);
      expect(chase.wickets === 10 || chase.legalBalls === T20_LEGAL_BALLS || chase.runs > first.runs).toBe(
        true,
      );
      expect(first.battingTeam).toBe(chase.bowlingTeam);
      expect(chase.battingTeam).toBe(first.bowlingTeam);
    }
  });

  it('adds up: runs, extras, wickets and legal balls equal the ball log, running totals included', () => {
    // Mismatches are collected and asserted once: an expect per ball would dominate the test time.
    const mismatches: string[] = [];
    matches.forEach((match, seed) => {
      for (const innings of match.innings) {
        let runs = 0;
        let wickets = 0;
        let legal = 0;
        let extras = 0;
        for (const ball of deliveriesOf(match, innings)) {
          runs += ball.runs;
          extras += ball.extras;
          wickets += ball.wicket ? 1 : 0;
          legal += ball.legal ? 1 : 0;
          const isExtra = ball.outcome === 'WIDE' || ball.outcome === 'NO_BALL';
          if (ball.legal === isExtra || ball.extras !== (isExtra ? 1 : 0)) mismatches.push(`${seed}: extras`);
          if (ball.totalRuns !== runs || ball.totalWickets !== wickets)
            mismatches.push(`${seed}: running score`);
          if (ball.totalLegalBalls !== legal || ball.totalExtras !== extras)
            mismatches.push(`${seed}: running balls`);
        }
        expect([innings.runs, innings.wickets, innings.legalBalls, innings.extras]).toEqual([
          runs,
          wickets,
          legal,
          extras,
        ]);
      }
    });
    expect(mismatches).toEqual([]);
  });

  it('stops the chase on the ball that passes the target', () => {
    for (const match of matches) {
      const [first, chase] = match.innings;
      const balls = deliveriesOf(match, chase);
      const beforeLast = balls.length > 1 ? balls[balls.length - 2]!.totalRuns : 0;
      expect(beforeLast).toBeLessThanOrEqual(first.runs);
    }
  });

  it('names the right winner with the right margin', () => {
    for (const match of matches) {
      const [first, chase] = match.innings;
      if (first.runs > chase.runs) {
        expect(match.winner).toBe(first.battingTeam);
        const margin = first.runs - chase.runs;
        expect(match.resultText).toBe(
          `${first.battingTeam} won by ${margin} ${margin === 1 ? 'run' : 'runs'}`,
        );
      } else if (chase.runs > first.runs) {
        expect(match.winner).toBe(chase.battingTeam);
        const margin = 10 - chase.wickets;
        expect(margin).toBeGreaterThan(0);
        expect(match.resultText).toBe(
          `${chase.battingTeam} won by ${margin} ${margin === 1 ? 'wicket' : 'wickets'}`,
        );
      } else {
        expect(match.superOvers.length).toBeGreaterThan(0);
        expect(match.resultText).toBe(`Match tied (${match.winner} won the Super Over)`);
      }
      expect([context.home, context.away]).toContain(match.winner);
    }
  });

  it('bats first per the toss decision', () => {
    for (const match of matches) {
      const tossWinnerBatsFirst = match.innings[0].battingTeam === match.tossWinner;
      expect(tossWinnerBatsFirst).toBe(match.tossDecision === 'bat');
    }
  });

  it('gives each delivery its own time slot, within the bound used for scheduling', () => {
    for (const match of matches) {
      const increasing = match.deliveries.every(
        (ball, i) => i === 0 || ball.slot > match.deliveries[i - 1]!.slot,
      );
      expect(increasing).toBe(true);
      expect(match.durationSlots).toBeLessThanOrEqual(MAX_MATCH_SLOTS);
    }
  });

  it('plays like T20 cricket on average', () => {
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const firstTotals = matches.map((m) => m.innings[0].runs);
    expect(mean(firstTotals)).toBeGreaterThan(165);
    expect(mean(firstTotals)).toBeLessThan(215);
    expect(Math.max(...firstTotals) - Math.min(...firstTotals)).toBeGreaterThan(60);
    const chaseWins = matches.filter((m) => m.winner === m.innings[1].battingTeam).length / matches.length;
    expect(chaseWins).toBeGreaterThan(0.35);
    expect(chaseWins).toBeLessThan(0.65);
    const outcomes = new Set(matches.flatMap((m) => m.deliveries.map((d) => d.outcome)));
    expect([...outcomes].sort()).toEqual([
      'DOT',
      'FOUR',
      'NO_BALL',
      'ONE',
      'SIX',
      'THREE',
      'TWO',
      'WICKET',
      'WIDE',
    ]);
  });

  it('replays identically from the same seed and differs between seeds', () => {
    expect(simulateMatch(context, randomFor(5, 0, 1, 'match'))).toEqual(matches[5]);
    expect(matches[5]!.deliveries).not.toEqual(matches[6]!.deliveries);
  });
});

describe('simulateMatch against the par model', () => {
  it('puts first-innings totals on par on average, at a high-scoring ground too', () => {
    // Runs grow faster than the delivery model's multiplier, so a multiplier in proportion to par
    // overshoots most where par is highest.
    const highScoring = {
      home: 'Sunrisers Hyderabad',
      away: 'Royal Challengers Bengaluru',
      venue: 'Rajiv Gandhi International Stadium',
    };
    const overPar = Array.from({ length: 1000 }, (_, seed) => {
      const first = simulateMatch(highScoring, randomFor(seed, 1, 'par2')).innings[0];
      return first.runs - inningsPar(first.battingTeam, highScoring);
    });
    // A standard error is about 1 run.
    expect(Math.abs(overPar.reduce((a, b) => a + b, 0) / overPar.length)).toBeLessThan(3);
  });
});
