import type { toast as sonnerToast } from 'sonner';

type Show = typeof sonnerToast.success;

/**
 * The app's toasts. The library loads with the toast host (a lazy part of the providers), and a toast
 * sent before the host listens is shown when it does (sonner replays the active ones).
 */
const show =
  (kind: 'success' | 'error' | 'info') =>
  (...args: Parameters<Show>): void =>
    void import('sonner').then(({ toast }) => toast[kind](...args));

export const toast = { success: show('success'), error: show('error'), info: show('info') };
