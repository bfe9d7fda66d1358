import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminRoles } from '../../db/schema';

export async function isAdmin(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: adminRoles.userId })
    .from(adminRoles)
    .where(eq(adminRoles.userId, userId));
  return rows.length > 0;
}
