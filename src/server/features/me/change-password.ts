import { APIError } from 'better-auth/api';
import type { PasswordChange } from '@shared/contracts/account';
import type { Db } from '../../db/client';
import { invalid } from '../../errors';
import type { Auth } from '../auth/auth';
import { signOutOtherSessions } from './sign-out-other-sessions';

export const WRONG_PASSWORD = 'Current password is incorrect';

/**
 * Changes the password through Better Auth (it checks the current one and hashes the new one), then
 * signs out every other sign-in session of the player; this one stays signed in.
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
