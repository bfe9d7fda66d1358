import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/toast';
import { useSignOut } from './sign-out';

/** Signs out and reports the outcome with the spec's toasts. */
export function useSignOutAction() {
  const { mutate, isPending } = useSignOut();
  const { t } = useLingui();
  const signOut = useCallback(() => {
    mutate(undefined, {
      onSuccess: () => toast.success(t`Successfully logged out`),
      onError: () => toast.error(t`Error logging out`),
    });
  }, [mutate, t]);
  return { signOut, isPending };
}
