import { and, eq, sql } from 'drizzle-orm';
import type { AccountSession } from '@shared/contracts/account';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { deviceOf } from './device-of';

/** The player's live sign-in sessions, the most recently active first. */
export async function listSignInSessions(
  db: Db,
  userId: string,
  sessionToken: string,
): Promise<AccountSession[]> {
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
    device: deviceOf(row.userAgent),
    lastActive: row.updatedAt.toISOString(),
    current: row.token === sessionToken,
  }));
}
