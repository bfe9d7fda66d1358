import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teams } from '../../db/schema';

/** The team with this short name (e.g. 'MI'), or undefined. */
export async function findTeamByShortName(db: Db, shortName: string) {
  const [team] = await db.select().from(teams).where(eq(teams.shortName, shortName));
  return team;
}
