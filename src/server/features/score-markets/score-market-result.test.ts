import { describe, expect, it } from 'vitest';
import type { StoredInnings } from './innings-ended';
import { scoreMarketResult, type ScoreMarket } from './score-market-result';
import { decisionText, storedDecision } from './stored-decision';
import { cricketText } from '@shared/cricket-text';

const runsAfter = (line: number, overs = 6, innings = 1): ScoreMarket => ({
  kind: 'SESSION_RUNS',
  line,
  innings,
  overs,
});
const over = (line: number, overs: number, innings = 1): ScoreMarket => ({
  kind: 'OVER_RUNS',
  line,
  innings,
  overs,
});
const firstInnings = (line: number): ScoreMarket => ({
  kind: 'FIRST_INNINGS_RUNS',
  line,
  innings: null,
  overs: null,
});

/** An innings with `overTotals` for its completed overs. */
const batting = (runs: number, wickets: number, legalBalls: number, overTotals: number[]): StoredInnings => ({
  battingTeam: 'Mumbai Indians',
  runs,
  wickets,
  legalBalls,
  overTotals,
});
const totals = (perOver: number, overs: number) => Array.from({ length: overs }, (_, i) => perOver * (i + 1));

describe('score market results', () => {
  it('keeps the runs after an over open until that over ends, then settles on the runs at that ball', () => {
    expect(scoreMarketResult(runsAfter(52.5), [batting(40, 1, 35, totals(8, 5))], 'LIVE')).toEqual({
      outcome: 'open',
    });
    // The sync may first see the innings a few balls after the sixth over ended: the over's total counts.
    expect(scoreMarketResult(runsAfter(52.5), [batting(58, 1, 38, [...totals(8, 5), 50])], 'LIVE')).toEqual({
      outcome: 'settled',
      winner: 'No',
      result: 'Mumbai Indians: 50 runs after 6 overs (No 52.5)',
    });
  });

  it('settles Yes on the ball that passes the line, before the over ends', () => {
    expect(scoreMarketResult(runsAfter(52.5), [batting(53, 2, 33, totals(10, 5))], 'LIVE')).toEqual({
      outcome: 'settled',
      winner: 'Yes',
      result: 'Mumbai Indians: 53 runs at 5.3 overs (Yes 52.5)',
    });
  });

  it("settles the runs after an over on the innings' total when it ends early", () => {
    const allOut = batting(48, 10, 32, totals(9, 5));
    expect(scoreMarketResult(runsAfter(60.5, 10), [allOut], 'LIVE')).toMatchObject({ winner: 'No' });
    const chase = [batting(120, 10, 120, totals(6, 20)), batting(121, 2, 59, totals(12, 9))];
    expect(scoreMarketResult(runsAfter(130.5, 15, 2), chase, 'LIVE')).toEqual({
      outcome: 'settled',
      winner: 'No',
      result: "Mumbai Indians: 121 runs at the innings' end (9.5 overs) (No 130.5)",
    });
  });

  it("settles an over's runs at its end, and voids an over the innings never reached", () => {
    const innings = batting(70, 3, 44, [...totals(8, 6), 55, 62]);
    expect(scoreMarketResult(over(6.5, 8), [innings], 'LIVE')).toMatchObject({ winner: 'Yes' });
    expect(scoreMarketResult(over(7.5, 7), [innings], 'LIVE')).toMatchObject({ winner: 'No' });
    expect(scoreMarketResult(over(7.5, 9), [innings], 'LIVE')).toEqual({ outcome: 'open' });
    // One run is 'run', as the operator reads it.
    expect(scoreMarketResult(over(3.5, 8), [batting(57, 3, 48, [...totals(8, 7), 57])], 'LIVE')).toEqual({
      outcome: 'settled',
      winner: 'No',
      result: 'Mumbai Indians, over 8: 1 run in the over (No 3.5)',
    });
    const allOut = batting(62, 10, 48, [...totals(8, 6), 55, 62]);
    expect(scoreMarketResult(over(7.5, 9), [allOut], 'LIVE')).toEqual({
      outcome: 'void',
      reason: 'Mumbai Indians, over 9: not bowled (the innings ended)',
    });
  });

  it('settles First Innings Runs when the innings ends (not at the end of the match) or passes its line', () => {
    const first = batting(165, 10, 117, totals(8, 19));
    expect(scoreMarketResult(firstInnings(170.5), [first], 'LIVE')).toMatchObject({ winner: 'Under' });
    expect(scoreMarketResult(firstInnings(170.5), [batting(150, 4, 100, totals(9, 16))], 'LIVE')).toEqual({
      outcome: 'open',
    });
    expect(
      scoreMarketResult(firstInnings(140.5), [batting(150, 4, 100, totals(9, 16))], 'LIVE'),
    ).toMatchObject({
      winner: 'Over',
    });
  });

  it('voids what an abandoned match left undecided, and a market of an innings never played', () => {
    const innings = [batting(40, 1, 35, totals(8, 5))];
    expect(scoreMarketResult(runsAfter(52.5), innings, 'ABANDONED')).toEqual({
      outcome: 'void',
      reason: 'Match abandoned before the market was decided',
    });
    expect(scoreMarketResult(runsAfter(30.5), innings, 'ABANDONED')).toMatchObject({ winner: 'Yes' });
    expect(
      scoreMarketResult(runsAfter(50.5, 6, 2), [batting(160, 10, 120, totals(8, 20))], 'COMPLETED'),
    ).toEqual({
      outcome: 'void',
      reason: '2nd innings was not played',
    });
  });
});

describe('a decision stored as the market result', () => {
  it('reads back every decision the results make: the winner of a settled one, void otherwise', () => {
    const markets = [runsAfter(52.5), runsAfter(70.5, 10), over(7.5, 3), over(9.5, 10), firstInnings(160.5)];
    const states: [StoredInnings[], string][] = [
      [[batting(58, 1, 36, totals(9, 6))], 'LIVE'],
      [[batting(62, 10, 50, totals(7, 8))], 'LIVE'],
      [[batting(30, 2, 14, totals(10, 2))], 'LIVE'],
      [[batting(80, 2, 60, totals(8, 10))], 'ABANDONED'],
      [[batting(172, 6, 120, totals(8, 20)), batting(150, 9, 120, totals(7, 20))], 'COMPLETED'],
      [[batting(40, 0, 40, [])], 'COMPLETED'],
      [[], 'ABANDONED'],
    ];
    let settled = 0;
    let voided = 0;
    for (const market of markets)
      for (const [innings, status] of states) {
        const result = scoreMarketResult(market, innings, status);
        if (result.outcome === 'open') continue;
        const read = storedDecision(decisionText(result));
        if (result.outcome === 'settled') {
          settled++;
          expect(read).toEqual({ outcome: 'settled', winner: result.winner });
        } else {
          voided++;
          expect(read).toEqual({ outcome: 'void' });
        }
      }
    expect(settled).toBeGreaterThan(5);
    expect(voided).toBeGreaterThan(3);
  });
});

describe('score market results in Hindi (the player side reads them through cricketText)', () => {
  it('has a Hindi reading for every result and reason the rules write', () => {
    const markets = [
      runsAfter(50.5),
      runsAfter(55.5, 6, 2),
      over(7.5, 7),
      over(7.5, 3, 2),
      firstInnings(170.5),
    ];
    const states: [StoredInnings[], string][] = [
      [[batting(60, 2, 36, totals(10, 6))], 'LIVE'],
      [[batting(40, 10, 26, totals(9, 4))], 'LIVE'],
      [[batting(44, 1, 40, totals(7, 6))], 'LIVE'],
      [[batting(180, 6, 120, totals(9, 20)), batting(60, 1, 32, totals(11, 5))], 'LIVE'],
      [[batting(180, 6, 120, totals(9, 20)), batting(181, 3, 15, totals(40, 2))], 'COMPLETED'],
      [[batting(30, 1, 24, [])], 'ABANDONED'],
      [[batting(180, 6, 120, totals(9, 20)), batting(12, 10, 14, totals(5, 2))], 'COMPLETED'],
      [[batting(180, 6, 120, null as unknown as number[])], 'COMPLETED'],
      [[], 'COMPLETED'],
    ];
    const texts = new Set<string>();
    for (const market of markets)
      for (const [innings, status] of states) {
        const result = scoreMarketResult(market, innings, status);
        if (result.outcome === 'settled') texts.add(result.result);
        if (result.outcome === 'void') texts.add(result.reason);
      }
    expect(texts.size).toBeGreaterThan(8);
    const untranslated = [...texts].filter((text) => /[A-Za-z]{2,}/.test(cricketText(text, 'hi')));
    expect(untranslated).toEqual([]);
  });
});
