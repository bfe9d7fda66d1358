import { describe, expect, it } from 'vitest';
import { overround } from './pricing';
import { remainingRunsForecast } from './scoring-model';
import { chaseRunsForecast } from './win-probability';
import {
  openingLine,
  overRunsForecast,
  priceScoreLine,
  probabilityYes,
  runsAtBall,
  type ScoreMarketInnings,
} from './score-markets';

const PAR = 180;
const start: ScoreMarketInnings = { runs: 0, wickets: 0, legalBalls: 0, target: null };

describe('score-market runs model', () => {
  it('gives a smaller P(Yes) as the line rises', () => {
    const forecast = runsAtBall(PAR, { runs: 40, wickets: 1, legalBalls: 30, target: null }, 60);
    const lines = [60.5, 70.5, 80.5, 85.5, 90.5, 100.5];
    const ps = lines.map((line) => probabilityYes(forecast, line));
    for (let i = 1; i < ps.length; i++) expect(ps[i]).toBeLessThan(ps[i - 1]!);
  });

  it('opens at a half-run line near the median, priced close to evens', () => {
    for (const overs of [6, 10, 15, 20]) {
      const forecast = runsAtBall(PAR, start, overs * 6);
      const line = openingLine(forecast);
      expect(line % 1).toBe(0.5);
      expect(Math.abs(line - forecast.rest!.mean)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(probabilityYes(forecast, line) - 0.5)).toBeLessThan(0.03);
    }
  });

  it('splits the rest of the innings without losing runs: over 20 is the First Innings Runs forecast', () => {
    const state = { runs: 70, wickets: 2, legalBalls: 54, target: null };
    const whole = remainingRunsForecast(PAR, 54, 2);
    expect(runsAtBall(PAR, state, 120).rest).toMatchObject(whole);
    const six = runsAtBall(PAR, state, 60).rest!;
    const ten = runsAtBall(PAR, state, 90).rest!;
    expect(six.mean).toBeGreaterThan(0);
    expect(ten.mean).toBeGreaterThan(six.mean);
    expect(ten.mean).toBeLessThan(whole.mean);
    expect(ten.sd).toBeLessThan(whole.sd);
  });

  it('forecasts a chase as the win odds do, with the edge of knowing the target', () => {
    const chase = { runs: 30, wickets: 1, legalBalls: 24, target: 175 };
    expect(runsAtBall(PAR, chase, 120).rest).toMatchObject(chaseRunsForecast(PAR, 24, 1));
    const setting = runsAtBall(PAR, { ...chase, target: null }, 60).rest!;
    expect(runsAtBall(PAR, chase, 60).rest!.mean).toBeGreaterThan(setting.mean);
  });

  it('counts the runs at the innings end when it ends before the over: all out or target reached', () => {
    const allOut = runsAtBall(PAR, { runs: 61, wickets: 10, legalBalls: 50, target: null }, 90);
    expect(probabilityYes(allOut, 60.5)).toBe(1);
    expect(probabilityYes(allOut, 61.5)).toBe(0);
    const chased = runsAtBall(PAR, { runs: 121, wickets: 3, legalBalls: 80, target: 121 }, 120);
    expect(probabilityYes(chased, 120.5)).toBe(1);
    expect(probabilityYes(chased, 121.5)).toBe(0);
  });

  it('prices a chase from its exact distribution: past the target only by the winning hit', () => {
    const chase = runsAtBall(PAR, { runs: 100, wickets: 2, legalBalls: 72, target: 130 }, 120);
    expect(probabilityYes(chase, 129.5)).toBeGreaterThan(0.8);
    expect(probabilityYes(chase, 130.5)).toBeLessThan(probabilityYes(chase, 129.5));
    // The most a chase can end on: 1 needed and a no-ball hit for six.
    expect(probabilityYes(chase, 135.5)).toBeGreaterThan(0);
    expect(probabilityYes(chase, 136.5)).toBe(0);
    const line = openingLine(chase);
    expect(Math.abs(probabilityYes(chase, line) - 0.5)).toBeLessThanOrEqual(
      Math.abs(probabilityYes(chase, line + 1) - 0.5),
    );
  });

  it('prices the runs of one over from the state at its start', () => {
    const over = overRunsForecast(PAR, { runs: 50, wickets: 1, legalBalls: 36, target: null }, 7);
    expect(over.runs).toBe(0);
    expect(over.rest!.mean).toBeGreaterThan(6);
    expect(over.rest!.mean).toBeLessThan(11);
    expect(() => overRunsForecast(PAR, { ...start, legalBalls: 37 }, 7)).toThrow(RangeError);
    const lastRuns = overRunsForecast(PAR, { runs: 150, wickets: 5, legalBalls: 114, target: 154 }, 20);
    expect(probabilityYes(lastRuns, 3.5)).toBeGreaterThan(0.5);
    expect(probabilityYes(lastRuns, 9.5)).toBeGreaterThan(0);
    expect(probabilityYes(lastRuns, 10.5)).toBe(0);
  });

  it('centres one over on its median, below the mean, as a few boundaries skew its runs', () => {
    const over = overRunsForecast(PAR, { runs: 60, wickets: 2, legalBalls: 60, target: null }, 11);
    const line = openingLine(over);
    expect(line).toBeLessThan(over.rest!.mean);
    expect(probabilityYes(over, over.rest!.mean)).toBeLessThan(0.495);
    expect(Math.abs(probabilityYes(over, line) - 0.5)).toBeLessThan(0.05);
  });
});

describe('the worked example in the header of score-markets.ts', () => {
  it('prices 6 overs for a par-180 side at 40/1 after 4 overs: line 57.5, Yes 1.88, No 1.89', () => {
    const forecast = runsAtBall(180, { runs: 40, wickets: 1, legalBalls: 24, target: null }, 36);
    expect(forecast.rest!.mean).toBeCloseTo(17.9, 1);
    expect(forecast.rest!.sd).toBeCloseTo(9.2, 1);
    expect(openingLine(forecast)).toBe(57.5);
    expect(probabilityYes(forecast, 57.5)).toBeCloseTo(0.502, 3);
    expect(probabilityYes(forecast, 58.5)).toBeCloseTo(0.443, 3);
    expect(priceScoreLine(forecast, 57.5, 0)).toMatchObject({ yesOdds: 1.99, noOdds: 2.01 });
    expect(priceScoreLine(forecast, 57.5, 600)).toMatchObject({
      status: 'open',
      yesOdds: 1.88,
      noOdds: 1.89,
    });
  });
});

describe('score-market prices', () => {
  it('puts the margin on both sides, so 1/odds sum above 1', () => {
    const forecast = runsAtBall(PAR, start, 36);
    const price = priceScoreLine(forecast, openingLine(forecast));
    expect(price.status).toBe('open');
    if (price.status !== 'open') return;
    expect(price.yes + price.no).toBeCloseTo(1, 12);
    expect(overround([price.yesOdds, price.noOdds])).toBeGreaterThan(1.05);
    expect(price.yesOdds).toBeLessThan(2);
    expect(price.noOdds).toBeLessThan(2);
  });

  it('closes an all-but-decided score market with its reason instead of offering 1.01', () => {
    const nearlyThere = runsAtBall(PAR, { runs: 58, wickets: 0, legalBalls: 35, target: null }, 36);
    expect(priceScoreLine(nearlyThere, 40.5)).toEqual({
      status: 'closed',
      lineRuns: 40.5,
      reason: 'decided',
      yes: 1,
    });
    const farOff = priceScoreLine(nearlyThere, 80.5);
    expect(farOff.status).toBe('closed');
    expect(farOff.yes).toBeLessThan(0.01);
  });
});
