import { useCallback } from 'react';
import { toast } from '@/lib/toast';
import { useSignOut } from './sign-out';

/** Signs out and reports the outcome with the spec's toasts. */
export function useSignOutAction() {
  const { mutate, isPending } = useSignOut();
  const signOut = useCallback(() => {
    mutate(undefined, {
      onSuccess: () => toast.success('Successfully logged out'),
      onError: () => toast.error('Error logging out'),
    });
  }, [mutate]);
  return { signOut, isPending };
}
