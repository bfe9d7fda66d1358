import type { Db } from '../../../db/client';
import { teams } from '../../../db/schema';
import { findIplTeam } from '../../../feeds/team-names';

export type TeamLookup = (name: string) => number | null;

/** Feed team names are canonical IPL names; map them (or a short name or alias) to our team ids. */
export async function loadTeamLookup(db: Db): Promise<TeamLookup> {
  const rows = await db.select({ id: teams.id, name: teams.name, shortName: teams.shortName }).from(teams);
  const byKey = new Map<string, number>();
  for (const row of rows) {
    byKey.set(row.name.toLowerCase(), row.id);
    byKey.set(row.shortName.toLowerCase(), row.id);
  }
  return (name) => {
    const direct = byKey.get(name.toLowerCase());
    if (direct) return direct;
    const canonical = findIplTeam(name);
    return canonical ? (byKey.get(canonical.name.toLowerCase()) ?? null) : null;
  };
}
