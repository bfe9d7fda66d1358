import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

/** Deletes every sign-in session of the player but this one: those devices are signed out at once. */
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
