import { useState } from 'react';
import type { ImpsDetail, UpiDetail } from '@shared/contracts/withdrawals';
import { toast } from '@/lib/toast';
import { errorMessage, fieldErrors } from '@/lib/api';
import type { PayoutKind } from '../api/get-payout-accounts';
import { useSavePayoutAccount } from '../api/save-payout-account';
import type { PayoutAccountsMeta } from './payout-account-columns';

type Account = UpiDetail | ImpsDetail;

/**
 * Adding, editing and switching payout accounts of one kind, with the toasts that name them by
 * `label`. Owns the account the dialog is open for and the account being switched.
 */
export function usePayoutAccountChanges(kind: PayoutKind, label: string) {
  const save = useSavePayoutAccount(kind);
  const [target, setTarget] = useState<Account | 'new' | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const toggle = (a: Account) => {
    const verb = a.isActive ? 'deactivate' : 'activate';
    setBusyId(a.id);
    save.mutate(
      { id: a.id, body: { isActive: !a.isActive } },
      {
        onSuccess: () => toast.success(`${label} detail ${verb}d successfully`),
        onError: (error) => toast.error(errorMessage(error, `Failed to ${verb} ${label} detail`)),
        onSettled: () => setBusyId(null),
      },
    );
  };

  const saveForm = (values: Record<string, unknown>, refused: (errors: Record<string, string>) => void) => {
    const id = target !== null && target !== 'new' ? target.id : null;
    const verb = id === null ? 'add' : 'update';
    save.mutate(
      { id, body: values },
      {
        onSuccess: () => {
          toast.success(`${label} detail ${verb === 'add' ? 'added' : 'updated'} successfully`);
          setTarget(null);
        },
        onError: (error) => {
          // A field the server refused is shown under that field, as the dialog's own checks are.
          const fields = fieldErrors(error, Object.keys(values));
          if (Object.keys(fields).length > 0) refused(fields as Record<string, string>);
          else toast.error(errorMessage(error, `Failed to ${verb} ${label} detail`));
        },
      },
    );
  };

  const meta: PayoutAccountsMeta = { busyId, toggle, edit: setTarget };
  return {
    meta,
    /** The account the dialog is open for: 'new' when adding, null when closed. */
    target,
    add: () => setTarget('new'),
    close: () => setTarget(null),
    save: saveForm,
    saving: save.isPending,
  };
}
