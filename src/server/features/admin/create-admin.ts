import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userProfiles } from '../../db/schema';
import type { Auth } from '../auth/auth';
import { grantAdmin } from './grant-admin';

/** Creates an admin account, or promotes the existing account with that email (its password is kept). */
export async function createOrPromoteAdmin(
  db: Db,
  auth: Auth,
  input: { email: string; password: string; name?: string },
): Promise<{ userId: string; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(eq(userProfiles.email, email));
  if (existing) {
    await grantAdmin(db, existing.id);
    return { userId: existing.id, created: false };
  }
  const result = await auth.api.signUpEmail({
    body: { email, password: input.password, name: input.name?.trim() || 'Admin', phone: '9000000000' },
  });
  await grantAdmin(db, result.user.id);
  return { userId: result.user.id, created: true };
}
