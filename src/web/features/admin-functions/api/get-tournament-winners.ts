import { useQuery } from '@tanstack/react-query';
import type { TournamentWinner } from '@shared/contracts/tournament';
import { apiFetch } from '@/lib/api';
import { adminKeys } from '@/lib/query-keys';

/** GET /api/tournament-winners: the outright odds of the configured season, shortest first. */
function getTournamentWinners(signal?: AbortSignal): Promise<{ season: number; teams: TournamentWinner[] }> {
  return apiFetch('/api/tournament-winners', { signal });
}

export function useTournamentWinners() {
  return useQuery({
    queryKey: adminKeys.tournamentWinners,
    queryFn: ({ signal }) => getTournamentWinners(signal),
  });
}
