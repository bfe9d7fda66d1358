import { describe, expect, it } from 'vitest';
import { chaseRunsByOver, chaseRunsToCome, isChaseKept } from './chase-distribution';
import { prepareChase, prepareFirstInnings } from './chase-pricing';
import { buildFirstInningsTable, firstInningsTable, isTableKept } from './first-innings-table';

// The first request starts the thread, which compiles the sources through tsx: seconds on a busy machine.
const STARTS_A_THREAD = 60_000;

describe('a chase worked out on the chase worker', () => {
  it(
    'keeps the same distribution the pricing would work out in line',
    { timeout: STARTS_A_THREAD },
    async () => {
      const state = { runs: 101, wickets: 4, legalBalls: 78 };
      expect(isChaseKept(176, 170, state)).toBe(false);
      await prepareChase(176, 170, state);
      expect(isChaseKept(176, 170, state)).toBe(true);
      const inLine = chaseRunsByOver(176, 170, state);
      for (const endLegalBall of [84, 90, 120]) {
        expect([...chaseRunsToCome(176, 170, state, endLegalBall)]).toEqual([...inLine.get(endLegalBall)!]);
      }
    },
  );

  it(
    "keeps the first innings' table the pricing would build in line",
    { timeout: STARTS_A_THREAD },
    async () => {
      expect(isTableKept(171, [36, 120])).toBe(false);
      await prepareFirstInnings(171, [36, 120]);
      expect(isTableKept(171, [36, 120])).toBe(true);
      expect(firstInningsTable(171, [36, 120])).toEqual(buildFirstInningsTable(171, [36, 120]));
    },
  );

  it('has nothing to do for a chase that is over', async () => {
    const state = { runs: 170, wickets: 4, legalBalls: 100 };
    await prepareChase(176, 170, state);
    expect(isChaseKept(176, 170, state)).toBe(false);
  });
});
