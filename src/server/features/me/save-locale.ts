import { eq } from 'drizzle-orm';
import type { Locale } from '@shared/locale';
import type { Db } from '../../db/client';
import { userProfiles } from '../../db/schema';

/** Saves the player's language, which their other devices follow once they next load the profile. */
export async function saveLocale(db: Db, userId: string, locale: Locale): Promise<void> {
  await db.update(userProfiles).set({ locale, updatedAt: new Date() }).where(eq(userProfiles.id, userId));
}
