import type { Team } from '@shared/contracts/matches';
import type { teams } from '../../db/schema';

/** A teams row as the API answers it. */
export const toTeam = (t: typeof teams.$inferSelect): Team => ({
  id: t.id,
  name: t.name,
  shortName: t.shortName,
  logoPath: t.logoPath,
  primaryColor: t.primaryColor,
  secondaryColor: t.secondaryColor,
  homeVenue: t.homeVenue,
  city: t.city,
});
