import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  impsDetailSchema,
  upiDetailSchema,
  type ImpsDetail,
  type ImpsDetailPatch,
  type UpiDetail,
  type UpiDetailPatch,
} from '@shared/contracts/withdrawals';
import { apiFetch } from '@/lib/api';
import { adminKeys } from '@/lib/query-keys';

export type PayoutKind = 'upi' | 'imps';
type AccountOf<K extends PayoutKind> = K extends 'upi' ? UpiDetail : ImpsDetail;
type PatchOf<K extends PayoutKind> = K extends 'upi' ? UpiDetailPatch : ImpsDetailPatch;

const SCHEMAS = { upi: upiDetailSchema, imps: impsDetailSchema } as const;
const KEYS = { upi: adminKeys.upiDetails, imps: adminKeys.impsDetails } as const;

export function usePayoutAccounts<K extends PayoutKind>(kind: K) {
  return useQuery({
    queryKey: KEYS[kind],
    queryFn: async ({ signal }) =>
      z
        .array(SCHEMAS[kind])
        .parse(await apiFetch<unknown>(`/api/admin/${kind}-details`, { signal })) as AccountOf<K>[],
  });
}

export type PayoutAccountChange<K extends PayoutKind> = { id: number | null; body: PatchOf<K> };

/** POST /api/admin/{kind}-details (id null) or PATCH /api/admin/{kind}-details/{id}. */
export function useSavePayoutAccount<K extends PayoutKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: PayoutAccountChange<K>) =>
      SCHEMAS[kind].parse(
        await apiFetch<unknown>(
          id === null ? `/api/admin/${kind}-details` : `/api/admin/${kind}-details/${id}`,
          {
            method: id === null ? 'POST' : 'PATCH',
            body,
          },
        ),
      ) as AccountOf<K>,
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
