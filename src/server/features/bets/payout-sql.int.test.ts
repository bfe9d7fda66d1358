// The payout a placement computes in SQL is the one @shared/money computes: the same rounding (down to
// the paisa) on the edges of stakes and odds.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payoutPaise } from '@shared/money';
import { startTestApp } from '../../../../tests/integration/harness';
import { layPayoutPaise } from '@shared/cash-out';
import { layPayoutPaiseSql, payoutPaiseSql } from './payout-sql';

describe('payoutPaiseSql', async () => {
  const { deps } = await startTestApp();

  it('agrees with payoutPaise on every edge of stakes and odds', async () => {
    const stakes = [1n, 99n, 101n, 10_000n, 33_300n, 12_345n, 99_999n, 500_000_00n, 9_007_199_254_740n];
    const odds = [101, 110, 133, 187, 190, 199, 201, 205, 333, 999, 1001, 99_999, 100_000];
    const pairs = stakes.flatMap((stake) => odds.map((o) => [stake, o] as const));
    const { rows } = await deps.db.execute<{ payout: string }>(sql`
      select ${payoutPaiseSql(sql.raw('p.stake'), sql.raw('p.odds'))}::text as payout
      from unnest(${`{${pairs.map(([s]) => s).join(',')}}`}::bigint[], ${`{${pairs.map(([, o]) => o).join(',')}}`}::int[])
        with ordinality as p(stake, odds, position)
      order by p.position`);
    expect(rows.map((r) => r.payout)).toEqual(pairs.map(([stake, o]) => String(payoutPaise(stake, o))));
    // Some of them round: the edge is exercised, not only exact products.
    expect(pairs.filter(([stake, o]) => (stake * BigInt(o)) % 100n !== 0n).length).toBeGreaterThan(20);
  });

  it('agrees with layPayoutPaise on the edges of liabilities and lay odds', async () => {
    const liabilities = [1n, 99n, 10_000n, 12_345n, 110_000n, 500_000_00n];
    const odds = [101, 110, 133, 190, 211, 333, 1001];
    const pairs = liabilities.flatMap((l) => odds.map((o) => [l, o] as const));
    const { rows } = await deps.db.execute<{ payout: string }>(sql`
      select ${layPayoutPaiseSql(sql.raw('p.liability'), sql.raw('p.odds'))}::text as payout
      from unnest(${`{${pairs.map(([l]) => l).join(',')}}`}::bigint[], ${`{${pairs.map(([, o]) => o).join(',')}}`}::int[])
        with ordinality as p(liability, odds, position)
      order by p.position`);
    expect(rows.map((r) => r.payout)).toEqual(pairs.map(([l, o]) => String(layPayoutPaise(l, o))));
  });
});
