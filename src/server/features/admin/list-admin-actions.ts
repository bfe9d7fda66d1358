import { desc, eq, lt } from 'drizzle-orm';
import type { AdminAction } from '@shared/contracts/admin';
import type { Db } from '../../db/client';
import { adminActions, userProfiles } from '../../db/schema';

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
