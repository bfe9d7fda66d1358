import { pageQueries, type MatchListStatus } from '@shared/page-data';

export type ListStatus = MatchListStatus;

export const matchesKeys = {
  all: ['matches'] as const,
  list: (status: ListStatus) => pageQueries.matches(status).queryKey,
};

export const LIST_STATUSES: readonly ListStatus[] = ['LIVE', 'UPCOMING'];
