import { eq } from 'drizzle-orm';
import type { Me } from '@shared/contracts/me';
import { paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';
import { userProfiles } from '../../db/schema';
import { isAdmin } from '../admin/is-admin';
import { activeBreak } from '../responsible-gambling/active-break';

/** The player's profile and balance: a read, never a write (the demo credit is paid at sign-up). */
export async function getProfile(db: Db, userId: string): Promise<Me | null> {
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.id, userId));
  if (!profile) return null;
  return {
    id: profile.id,
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
    balance: paiseToRupees(profile.balancePaise),
    balanceVersion: profile.balanceVersion,
    isAdmin: await isAdmin(db, userId),
    createdAt: profile.createdAt.toISOString(),
    bettingBreak: await activeBreak(db, userId),
    locale: profile.locale,
  };
}
