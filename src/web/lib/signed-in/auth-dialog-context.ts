import { createContext, use } from 'react';

export type AuthMode = 'login' | 'register';

export type AuthDialogApi = {
  isOpen: boolean;
  mode: AuthMode;
  /** Opens the dialog in a mode; a message (e.g. 'Please log in to place a bet') is shown as a toast. */
  open: (mode: AuthMode, message?: string) => void;
  close: () => void;
};

/**
 * Any page may ask for the login dialog; the auth feature provides it (AuthDialogProvider), the app
 * mounts the provider. The context lives here so that asking does not import the auth feature.
 */
export const AuthDialogContext = createContext<AuthDialogApi | null>(null);

/** Open the login / register dialog from any component: `useAuthDialog().open('login')`. */
export function useAuthDialog(): AuthDialogApi {
  const api = use(AuthDialogContext);
  if (!api) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return api;
}
