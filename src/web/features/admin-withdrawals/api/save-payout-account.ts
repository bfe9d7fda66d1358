import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImpsDetailPatch, UpiDetailPatch } from '@shared/contracts/withdrawals';
import { apiFetch } from '@/lib/api';
import { adminKeys } from '@/lib/query-keys';
import type { AccountOf, PayoutKind } from './get-payout-accounts';

type PatchOf<K extends PayoutKind> = K extends 'upi' ? UpiDetailPatch : ImpsDetailPatch;

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
