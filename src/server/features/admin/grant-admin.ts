import type { Db } from '../../db/client';
import { adminRoles } from '../../db/schema';

export async function grantAdmin(db: Db, userId: string, role = 'admin') {
  await db.insert(adminRoles).values({ userId, role }).onConflictDoNothing();
}
