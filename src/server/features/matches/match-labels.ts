import type { Db } from '../../db/client';
import { matchTeams } from './match-teams';

/** Each match's short label, its teams' short names ("RCB vs CSK"), by id; an unknown id is left out. */
export async function matchLabels(db: Db, matchIds: number[]): Promise<Map<number, string>> {
  const teams = await matchTeams(db, matchIds);
  return new Map([...teams].map(([id, { home, away }]) => [id, `${home} vs ${away}`]));
}
