import { eq } from 'drizzle-orm';
import type { Me } from '@shared/contracts/me';
import { paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';
import { userProfiles } from '../../db/schema';
import { isAdmin } from '../admin/roles';
import { grantSignupCredit } from '../wallet/signup-credit';

export async function getProfile(db: Db, userId: string, signupCreditPaise: bigint): Promise<Me | null> {
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.id, userId));
  if (!profile) return null;
  let balancePaise = profile.balancePaise;
  // A sign-up whose credit failed after the account was created is paid here; the ledger's
  // one-credit-per-user index makes this a no-op for anyone already paid.
  if (balancePaise === 0n && (await grantSignupCredit(db, userId, signupCreditPaise)))
    balancePaise = signupCreditPaise;
  return {
    id: profile.id,
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
    balance: paiseToRupees(balancePaise),
    isAdmin: await isAdmin(db, userId),
    createdAt: profile.createdAt.toISOString(),
  };
}
