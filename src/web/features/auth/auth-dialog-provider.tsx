import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { AuthDialog, type AuthMode } from './auth-dialog';

export type { AuthMode };

export type AuthDialogApi = {
  isOpen: boolean;
  mode: AuthMode;
  /** Opens the dialog in a mode; a message (e.g. 'Please log in to place a bet') is shown as a toast. */
  open: (mode: AuthMode, message?: string) => void;
  close: () => void;
};

const AuthDialogContext = createContext<AuthDialogApi | null>(null);

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

/** Open the login / register dialog from any component: `useAuthDialog().open('login')`. */
export function useAuthDialog(): AuthDialogApi {
  const api = use(AuthDialogContext);
  if (!api) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return api;
}
