import { describe, expect, it } from 'vitest';
import { feedMatch, innings, wonBy } from '../feeds/test-support';
import { computeStandings } from './standings';

const MI = 'Mumbai Indians';
const CSK = 'Chennai Super Kings';
const RCB = 'Royal Challengers Bengaluru';

describe('computeStandings', () => {
  it('gives 2 points a win, 1 for no result, and counts only settled league matches', () => {
    const table = computeStandings([
      wonBy(MI, CSK),
      wonBy(MI, RCB),
      wonBy(RCB, CSK),
      feedMatch(CSK, RCB, { status: 'ABANDONED' }),
      feedMatch(MI, CSK, { status: 'UPCOMING' }),
      feedMatch(MI, RCB, { status: 'LIVE', innings: [innings(MI, 50, 1, 30)] }),
      { ...wonBy(CSK, MI), stage: 'QUALIFIER_1' },
    ]);
    expect(table.map((row) => [row.team, row.played, row.won, row.lost, row.noResult, row.points])).toEqual([
      [MI, 2, 2, 0, 0, 4],
      [RCB, 3, 1, 1, 1, 3],
      [CSK, 3, 0, 2, 1, 1],
    ]);
  });

  it('computes net run rate, counting an all-out innings as 20 overs', () => {
    const table = computeStandings([
      feedMatch(MI, CSK, {
        status: 'COMPLETED',
        winner: MI,
        // CSK all out in 15 overs: their 120 runs count as scored over 20 overs.
        innings: [innings(CSK, 120, 10, 90), innings(MI, 121, 2, 60)],
      }),
    ]);
    const mi = table.find((row) => row.team === MI)!;
    const csk = table.find((row) => row.team === CSK)!;
    expect(mi.netRunRate).toBeCloseTo((121 * 6) / 60 - (120 * 6) / 120, 3);
    expect(csk.netRunRate).toBeCloseTo((120 * 6) / 120 - (121 * 6) / 60, 3);
    expect(mi.ballsBowled).toBe(120);
  });

  it('orders by points, then net run rate, and lists teams without matches', () => {
    const table = computeStandings([wonBy(MI, CSK, 5), wonBy(RCB, CSK, 60)], [MI, CSK, RCB, 'Punjab Kings']);
    expect(table.map((row) => row.team)).toEqual([RCB, MI, 'Punjab Kings', CSK]);
  });
});
