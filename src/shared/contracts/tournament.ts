import { z } from 'zod';

// The tournament winner market's odds (the back office's functions page), apart from ./matches: every
// player page checks the match lists, so ./matches is on the first load, and this is not built there.

export const tournamentWinnerSchema = z.object({
  teamId: z.number().int(),
  teamName: z.string(),
  shortName: z.string(),
  logoPath: z.string(),
  odds: z.number(),
  /** The price to lay the team, above `odds`; null for a team with no lay (ADR 0048). */
  layOdds: z.number().nullable(),
  lastUpdated: z.string(),
  tournament: z.string(),
  season: z.number().int(),
});
export type TournamentWinner = z.infer<typeof tournamentWinnerSchema>;
