import { sql } from 'drizzle-orm';
import type { DashboardStats } from '@shared/contracts/admin';
import type { Db } from '../../db/client';

export async function getDashboardStats(db: Db): Promise<DashboardStats> {
  const result = await db.execute<Record<keyof DashboardStats, string>>(sql`
    select
      (select count(*) from matches where status = 'LIVE') as "activeMatches",
      (select count(*) from matches where status = 'UPCOMING') as "upcomingMatches",
      (select count(*) from bets) as "totalBets",
      (select count(*) from user_profiles) as "totalUsers",
      (select count(*) from matches where status = 'COMPLETED' and settled_at is null) as "pendingSettlements",
      (select count(*) from matches where settled_at > now() - interval '7 days') as "recentSettlements",
      (select count(*) from withdrawals where status in ('PENDING', 'AWAITING_SECOND_APPROVAL')) as "pendingWithdrawals"`);
  const row = result.rows[0]!;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as DashboardStats;
}
