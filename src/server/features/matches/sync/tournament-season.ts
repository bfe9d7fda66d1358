import type { CricketProvider } from '../../../feeds/types';

/**
 * The tournament season synced and shown at `now`: the one the operator pinned (TOURNAMENT_SEASON),
 * else the one the provider is playing.
 */
export const tournamentSeason = (
  ctx: { pinnedSeason: number | undefined; provider: CricketProvider },
  now: Date,
): number => ctx.pinnedSeason ?? ctx.provider.seasonYear(now);
