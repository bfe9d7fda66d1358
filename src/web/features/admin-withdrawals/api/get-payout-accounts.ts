import { useQuery } from '@tanstack/react-query';
import type { ImpsDetail, UpiDetail } from '@shared/contracts/withdrawals';
import { apiFetch } from '@/lib/api';
import { adminKeys } from '@/lib/query-keys';

export type PayoutKind = 'upi' | 'imps';
export type AccountOf<K extends PayoutKind> = K extends 'upi' ? UpiDetail : ImpsDetail;

const KEYS = { upi: adminKeys.upiDetails, imps: adminKeys.impsDetails } as const;

/** GET /api/admin/{kind}-details: the payout accounts of one kind. */
function getPayoutAccounts<K extends PayoutKind>(kind: K, signal?: AbortSignal): Promise<AccountOf<K>[]> {
  return apiFetch(`/api/admin/${kind}-details`, { signal });
}

export function usePayoutAccounts<K extends PayoutKind>(kind: K) {
  return useQuery({ queryKey: KEYS[kind], queryFn: ({ signal }) => getPayoutAccounts(kind, signal) });
}
