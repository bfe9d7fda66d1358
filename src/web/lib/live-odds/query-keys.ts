export type ListStatus = 'LIVE' | 'UPCOMING';

export const matchesKeys = {
  all: ['matches'] as const,
  list: (status: ListStatus) => ['matches', status] as const,
};

export const LIST_STATUSES: readonly ListStatus[] = ['LIVE', 'UPCOMING'];
