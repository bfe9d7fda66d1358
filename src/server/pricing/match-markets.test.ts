import { describe, expect, it } from 'vitest';
import { feedMatch, innings } from '../feeds/test-support';
import { matchWinProbabilities } from './match-probability';
import {
  FIRST_INNINGS_RUNS_MARKET,
  MATCH_WINNER_MARKET,
  priceMatchMarkets,
  TOSS_WINNER_MARKET,
} from './match-markets';
import { overround } from './pricing';

const MI = 'Mumbai Indians';
const CSK = 'Chennai Super Kings';
const upcoming = feedMatch(MI, CSK, { venue: 'Wankhede Stadium' });
const tossDone = { ...upcoming, status: 'LIVE' as const, tossWinner: CSK, tossDecision: 'bowl' as const };

const names = (match: Parameters<typeof priceMatchMarkets>[0]) => priceMatchMarkets(match).map((m) => m.name);

describe('priceMatchMarkets', () => {
  it('offers winner, toss and first-innings runs before the toss', () => {
    const markets = priceMatchMarkets(upcoming);
    expect(markets.map((m) => m.kind)).toEqual(['MATCH_WINNER', 'TOSS_WINNER', 'FIRST_INNINGS_RUNS']);
    const [winner, toss, runs] = markets;
    expect(winner!.name).toBe(MATCH_WINNER_MARKET);
    expect(winner!.options.map((o) => o.teamName)).toEqual([MI, CSK]);
    expect(winner!.options[0]!.odds).toBeLessThan(winner!.options[1]!.odds); // MI at home and stronger
    expect(Math.abs(overround(winner!.options.map((o) => o.odds)) - 1.06)).toBeLessThan(0.01);
    expect(toss!.name).toBe(TOSS_WINNER_MARKET);
    expect(toss!.options.map((o) => o.odds)).toEqual([1.9, 1.9]);
    expect(toss!.options.map((o) => o.layOdds)).toEqual([2.11, 2.11]);
    for (const option of winner!.options) expect(option.layOdds).toBeGreaterThan(option.odds);
    expect(Math.abs(overround(winner!.options.map((o) => o.layOdds!)) - 0.94)).toBeLessThan(0.01);
    expect(runs!.options.every((o) => o.layOdds === undefined)).toBe(true);
    expect(runs!.line! % 1).toBe(0.5);
    expect(runs!.options.map((o) => o.name)).toEqual(['Over', 'Under']);
  });

  it('closes the toss market at the toss, and the runs market when the first innings ends', () => {
    expect(names(tossDone)).toEqual([MATCH_WINNER_MARKET, FIRST_INNINGS_RUNS_MARKET]);
    const firstDone = { ...tossDone, innings: [innings(MI, 150, 10, 110)] };
    expect(names(firstDone)).toEqual([MATCH_WINNER_MARKET]);
    const chasing = { ...firstDone, innings: [innings(MI, 150, 10, 110), innings(CSK, 20, 0, 12)] };
    expect(names(chasing)).toEqual([MATCH_WINNER_MARKET]);
  });

  it('keeps the runs line fixed while the price moves with the score', () => {
    const early = priceMatchMarkets({ ...tossDone, innings: [innings(MI, 30, 0, 18)] })[1]!;
    const flying = priceMatchMarkets({ ...tossDone, innings: [innings(MI, 60, 0, 24)] })[1]!;
    expect(flying.line).toBe(early.line);
    expect(flying.options[0]!.odds).toBeLessThan(early.options[0]!.odds);
  });

  it('moves the winner price ball to ball: a boundary helps the batting side, a wicket hurts it', () => {
    const state = (runs: number, wickets: number, balls: number) =>
      matchWinProbabilities({
        ...tossDone,
        innings: [innings(MI, 180, 7, 120), innings(CSK, runs, wickets, balls)],
      }).away;
    const before = state(120, 3, 90);
    expect(state(124, 3, 91)).toBeGreaterThan(before);
    expect(state(120, 4, 91)).toBeLessThan(before);
  });

  it('offers nothing once the match is decided or off', () => {
    const won = { ...tossDone, innings: [innings(MI, 150, 10, 110), innings(CSK, 151, 3, 100)] };
    expect(priceMatchMarkets(won)).toEqual([]);
    for (const status of ['COMPLETED', 'ABANDONED', 'POSTPONED'] as const) {
      expect(priceMatchMarkets({ ...upcoming, status })).toEqual([]);
    }
  });

  it('passes the suspension flag through to in-play markets', () => {
    const markets = priceMatchMarkets(
      { ...tossDone, innings: [innings(MI, 60, 2, 40)] },
      { suspended: true },
    );
    expect(markets.every((m) => m.suspended)).toBe(true);
  });
});
