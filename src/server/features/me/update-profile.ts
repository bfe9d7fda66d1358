import { and, eq, sql } from 'drizzle-orm';
import type { ProfileUpdate } from '@shared/contracts/account';
import type { Me } from '@shared/contracts/me';
import type { Db } from '../../db/client';
import { violatedConstraint } from '../../db/constraint-violated';
import { accounts, userProfiles } from '../../db/schema';
import { DomainError, invalid, unauthorized } from '../../errors';
import { verifyPassword } from '../auth/password';
import { WRONG_PASSWORD } from './change-password';
import { getProfile } from './get-profile';

/**
 * Saves a new name and/or email (the sign-up rules, already checked by profileUpdateSchema). The email
 * signs the player in, so changing it needs the current password; a taken one is 'Email already in use'.
 */
export async function updateProfile(db: Db, userId: string, input: ProfileUpdate): Promise<Me> {
  const current = await getProfile(db, userId);
  if (!current) throw unauthorized();
  const email = input.email?.toLowerCase();
  const emailChanges = email !== undefined && email !== current.email;
  if (emailChanges) {
    if (!input.currentPassword) throw invalid('Enter your current password to change your email');
    const [credential] = await db
      .select({ password: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
    if (
      !credential?.password ||
      !(await verifyPassword({ hash: credential.password, password: input.currentPassword }))
    )
      throw invalid(WRONG_PASSWORD);
  }
  try {
    await db
      .update(userProfiles)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(emailChanges ? { email } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(userProfiles.id, userId));
  } catch (error) {
    if (violatedConstraint(error) === 'user_profiles_email_unique')
      throw new DomainError('EMAIL_IN_USE', 'Email already in use');
    throw error;
  }
  return (await getProfile(db, userId))!;
}
