// Matching the names sources use to our canonical IPL teams (src/shared/teams.ts).
// One file, several operations: two lookups over one table of names.
import { IPL_TEAMS, type IplTeam } from '@shared/teams';

/** Former names and short names of today's franchises. */
const TEAM_ALIASES: Record<string, string> = {
  'royal challengers bangalore': 'Royal Challengers Bengaluru',
  'kings xi punjab': 'Punjab Kings',
  'delhi daredevils': 'Delhi Capitals',
  kxip: 'Punjab Kings',
  pk: 'Punjab Kings',
  dd: 'Delhi Capitals',
};

function normalise(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

const TEAMS_BY_KEY = new Map<string, IplTeam>();
for (const team of IPL_TEAMS) {
  TEAMS_BY_KEY.set(normalise(team.name), team);
  TEAMS_BY_KEY.set(normalise(team.shortName), team);
}
for (const [alias, name] of Object.entries(TEAM_ALIASES)) {
  const team = TEAMS_BY_KEY.get(normalise(name));
  if (team) TEAMS_BY_KEY.set(alias, team);
}

/** Our team for a full name, short name or former name, in any letter case; null for non-IPL teams. */
export function findIplTeam(nameOrShortName: string | null | undefined): IplTeam | null {
  if (!nameOrShortName) return null;
  return TEAMS_BY_KEY.get(normalise(nameOrShortName)) ?? null;
}

/** Our short name for an IPL team, else initials ('Mumbai Indians Women' -> 'MIW'). */
export function shortNameFor(name: string): string {
  const team = findIplTeam(name);
  if (team) return team.shortName;
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[a-z]/i.test(word))
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return initials || name.slice(0, 3).toUpperCase();
}
