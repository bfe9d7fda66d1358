import { desc, eq, lt, sql } from 'drizzle-orm';
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
      (select count(*) from withdrawals where status in ('PENDING', 'AWAITING_SECOND_APPROVAL')) as "pendingWithdrawals"`);
  const row = result.rows[0]!;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as DashboardStats;
}

/** A page of admin actions, newest first; `before` continues from the previous page's last id. */
export async function listAdminActions(
  db: Db,
  { limit, before }: { limit: number; before?: number },
): Promise<{ actions: AdminAction[]; nextCursor: number | null }> {
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
    .where(before === undefined ? undefined : lt(adminActions.id, before))
    // Ids grow with time, so the id orders pages without ties or gaps.
    .orderBy(desc(adminActions.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    actions: page.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    nextCursor: rows.length > limit ? page.at(-1)!.id : null,
  };
}
