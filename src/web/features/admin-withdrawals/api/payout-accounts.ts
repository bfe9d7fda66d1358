import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImpsDetail, ImpsDetailPatch, UpiDetail, UpiDetailPatch } from '@shared/contracts/withdrawals';
import { apiFetch } from '@/lib/api';
import { adminKeys } from '@/lib/query-keys';

export type PayoutKind = 'upi' | 'imps';
type AccountOf<K extends PayoutKind> = K extends 'upi' ? UpiDetail : ImpsDetail;
type PatchOf<K extends PayoutKind> = K extends 'upi' ? UpiDetailPatch : ImpsDetailPatch;

const KEYS = { upi: adminKeys.upiDetails, imps: adminKeys.impsDetails } as const;

/** GET /api/admin/{kind}-details: the payout accounts of one kind. */
function getPayoutAccounts<K extends PayoutKind>(kind: K, signal?: AbortSignal): Promise<AccountOf<K>[]> {
  return apiFetch(`/api/admin/${kind}-details`, { signal });
}

export function usePayoutAccounts<K extends PayoutKind>(kind: K) {
  return useQuery({ queryKey: KEYS[kind], queryFn: ({ signal }) => getPayoutAccounts(kind, signal) });
}

export type PayoutAccountChange<K extends PayoutKind> = { id: number | null; body: PatchOf<K> };

/** POST /api/admin/{kind}-details (id null) or PATCH /api/admin/{kind}-details/{id}. */
function savePayoutAccount<K extends PayoutKind>(
  kind: K,
  { id, body }: PayoutAccountChange<K>,
): Promise<AccountOf<K>> {
  return apiFetch(id === null ? `/api/admin/${kind}-details` : `/api/admin/${kind}-details/${id}`, {
    method: id === null ? 'POST' : 'PATCH',
    body,
  });
}

export function useSavePayoutAccount<K extends PayoutKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PayoutAccountChange<K>) => savePayoutAccount(kind, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** The account an approval should use: highest success rate (a new one counts as 100%), then least recently used. */
export function bestPayoutAccount<
  A extends { isActive: boolean; successRate: number | null; lastUsed: string | null },
>(accounts: A[]): A | null {
  const rate = (a: A) => a.successRate ?? 1;
  const used = (a: A) => (a.lastUsed === null ? 0 : Date.parse(a.lastUsed));
  return accounts.filter((a) => a.isActive).sort((a, b) => rate(b) - rate(a) || used(a) - used(b))[0] ?? null;
}
