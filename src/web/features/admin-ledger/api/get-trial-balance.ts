import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrialBalance } from '@shared/contracts/wallet';
import { apiFetch } from '@/lib/api';
import { adminKeys } from '@/lib/query-keys';

/** GET /api/admin/ledger/trial-balance: every account of the book; the server's typed answer. */
const getTrialBalance = (signal?: AbortSignal): Promise<TrialBalance> =>
  apiFetch<TrialBalance>('/api/admin/ledger/trial-balance', { signal });

const getTrialBalanceQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.trialBalance, queryFn: ({ signal }) => getTrialBalance(signal) });

export const useTrialBalance = () => useQuery(getTrialBalanceQueryOptions());
