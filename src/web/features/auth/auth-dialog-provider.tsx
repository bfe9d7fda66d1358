import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { withFeatureCatalog } from '@/lib/i18n/activate-locale';
import { toast } from '@/lib/toast';
import { AuthDialogContext, type AuthDialogApi, type AuthMode } from '@/lib/signed-in';

// Its forms (and their form library) load with their messages when a visitor first opens it, not
// with the first screen.
export const loadAuthDialog = () => withFeatureCatalog('auth', import('./auth-dialog'));
const AuthDialog = lazy(async () => ({ default: (await loadAuthDialog()).AuthDialog }));

/** Holds the auth dialog's state and renders the dialog once for the whole app. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const [mode, setMode] = useState<AuthMode>('login');
  const [wanted, setWanted] = useState(false);

  const open = useCallback((nextMode: AuthMode, message?: string) => {
    setMode(nextMode);
    setIsOpen(true);
    setWanted(true);
    if (message) toast.info(message);
  }, []);
  const close = useCallback(() => setIsOpen(false), []);

  const api = useMemo<AuthDialogApi>(() => ({ isOpen, mode, open, close }), [isOpen, mode, open, close]);

  return (
    <AuthDialogContext value={api}>
      {children}
      {wanted && (
        <Suspense>
          <AuthDialog open={isOpen} mode={mode} onOpenChange={setIsOpen} onModeChange={setMode} />
        </Suspense>
      )}
    </AuthDialogContext>
  );
}
