import { describe, expect, it } from 'vitest';
import { chaseRunsToCome } from './chase-distribution';
import { buildFirstInningsTable, tabledRunsToCome } from './first-innings-table';

const PAR = 178;
const table = buildFirstInningsTable(PAR, [36, 120]);

describe("a first innings' table of the runs to come", () => {
  // The chain is checked against the match engine itself (chase-distribution.test.ts).
  it.each([
    [{ runs: 0, wickets: 0, legalBalls: 0 }, 36],
    [{ runs: 0, wickets: 0, legalBalls: 0 }, 120],
    [{ runs: 40, wickets: 5, legalBalls: 36 }, 120],
    [{ runs: 171, wickets: 8, legalBalls: 117 }, 120],
  ])('reads from %o to ball %i what the chain played on from it gives', (state, end) => {
    const tabled = tabledRunsToCome(table, state, end)!;
    const played = chaseRunsToCome(PAR, null, state, end);
    for (let k = 0; k < Math.max(tabled.length, played.length); k++)
      expect(Math.abs((tabled[k] ?? 0) - (played[k] ?? 0))).toBeLessThan(1e-8);
  });

  it('has nothing to come once the innings or the stretch is over, and no row for another ball', () => {
    expect([...tabledRunsToCome(table, { wickets: 10, legalBalls: 80 }, 120)!]).toEqual([1]);
    expect([...tabledRunsToCome(table, { wickets: 2, legalBalls: 36 }, 36)!]).toEqual([1]);
    expect(tabledRunsToCome(table, { wickets: 2, legalBalls: 40 }, 60)).toBeUndefined();
  });
});
