import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { AuthDialogContext, type AuthDialogApi, type AuthMode } from '@/lib/session';
import { AuthDialog } from './auth-dialog';

/** Holds the auth dialog's state and renders the dialog once for the whole app. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const [mode, setMode] = useState<AuthMode>('login');

  const open = useCallback((nextMode: AuthMode, message?: string) => {
    setMode(nextMode);
    setIsOpen(true);
    if (message) toast.info(message);
  }, []);
  const close = useCallback(() => setIsOpen(false), []);

  const api = useMemo<AuthDialogApi>(() => ({ isOpen, mode, open, close }), [isOpen, mode, open, close]);

  return (
    <AuthDialogContext value={api}>
      {children}
      <AuthDialog open={isOpen} mode={mode} onOpenChange={setIsOpen} onModeChange={setMode} />
    </AuthDialogContext>
  );
}
