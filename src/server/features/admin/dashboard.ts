import { desc, eq, sql } from 'drizzle-orm';
import type { AdminAction, DashboardStats } from '@shared/contracts/admin';
import type { Db } from '../../db/client';
import { adminActions, userProfiles } from '../../db/schema';

export async function getDashboardStats(db: Db): Promise<DashboardStats> {
  const result = await db.execute<Record<keyof DashboardStats, string>>(sql`
    select
      (select count(*) from matches where status = 'LIVE') as "activeMatches",
      (select count(*) from matches where status = 'UPCOMING') as "upcomingMatches",
      (select count(*) from bets) as "totalBets",
      (select count(*) from user_profiles) as "totalUsers",
      (select count(*) from matches where status = 'COMPLETED' and settled_at is null) as "pendingSettlements",
      (select count(*) from matches where settled_at > now() - interval '7 days') as "recentSettlements",
      (select count(*) from withdrawals where status = 'PENDING') as "pendingWithdrawals"`);
  const row = result.rows[0]!;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as DashboardStats;
}

export async function listAdminActions(db: Db, limit: number): Promise<AdminAction[]> {
  const rows = await db
    .select({
      id: adminActions.id,
      actionType: adminActions.actionType,
      entityType: adminActions.entityType,
      entityId: adminActions.entityId,
      details: adminActions.details,
      adminId: adminActions.adminId,
      adminName: userProfiles.name,
      adminEmail: userProfiles.email,
      createdAt: adminActions.createdAt,
    })
    .from(adminActions)
    .innerJoin(userProfiles, eq(userProfiles.id, adminActions.adminId))
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
