import { and, eq, ne, sql } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import type { AccountSession, PasswordChange, ProfileUpdate } from '@shared/contracts/account';
import type { Me } from '@shared/contracts/me';
import type { Db } from '../../db/client';
import { violatedConstraint } from '../../db/constraint-violated';
import { accounts, sessions, userProfiles } from '../../db/schema';
import { DomainError, invalid, unauthorized } from '../../errors';
import type { Auth } from '../auth/auth';
import { verifyPassword } from '../auth/password';
import { deviceName } from './device-name';
import { getProfile } from './service';

const WRONG_PASSWORD = 'Current password is incorrect';

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

/**
 * Changes the password through Better Auth (it checks the current one and hashes the new one), then
 * signs out every other session of the player; this one stays signed in.
 */
export async function changePassword(
  db: Db,
  auth: Auth,
  request: { headers: Headers; userId: string; sessionToken: string },
  input: PasswordChange,
): Promise<{ signedOut: number }> {
  try {
    await auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: false,
      },
      headers: request.headers,
    });
  } catch (error) {
    if (error instanceof APIError && error.status === 'BAD_REQUEST') throw invalid(WRONG_PASSWORD);
    throw error;
  }
  return signOutOtherSessions(db, request.userId, request.sessionToken);
}

/** The player's live sessions, the most recently active first. */
export async function listSessions(db: Db, userId: string, sessionToken: string): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      token: sessions.token,
      userAgent: sessions.userAgent,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`))
    .orderBy(sql`${sessions.token} = ${sessionToken} desc`, sql`${sessions.updatedAt} desc`);
  return rows.map((row) => ({
    id: row.id,
    device: deviceName(row.userAgent),
    lastActive: row.updatedAt.toISOString(),
    current: row.token === sessionToken,
  }));
}

/** Deletes every session of the player but this one: those devices are signed out at once. */
export async function signOutOtherSessions(
  db: Db,
  userId: string,
  sessionToken: string,
): Promise<{ signedOut: number }> {
  const removed = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.token, sessionToken)))
    .returning({ id: sessions.id });
  return { signedOut: removed.length };
}
