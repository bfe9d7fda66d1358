import { asc } from 'drizzle-orm';
import type { Team } from '@shared/contracts/matches';
import type { Db } from '../../db/client';
import { teams } from '../../db/schema';
import { toTeam } from './to-team';

export async function listTeams(db: Db): Promise<Team[]> {
  return (await db.select().from(teams).orderBy(asc(teams.name))).map(toTeam);
}
