import { useEffect, useSyncExternalStore } from 'react';
import type { toast as sonnerToast } from 'sonner';

type Show = typeof sonnerToast.success;

/**
 * The app's toasts, with the toast library off the first load: the host (ToastHost, in the providers)
 * mounts its Toaster once the browser is idle after the first screen, or at the first toast if that
 * comes sooner. A toast is shown once that Toaster listens: the library drops toasts sent before.
 */
let wanted = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => (markReady = resolve));
let library: Promise<{ toast: typeof sonnerToast }> | undefined;

/** Loads the library and has the host mount its Toaster (once). */
export function wantToasts(): Promise<{ toast: typeof sonnerToast }> {
  library ??= import('sonner');
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return library;
}

function show(kind: 'success' | 'error' | 'info', ...args: Parameters<Show>): void {
  void Promise.all([wantToasts(), ready]).then(([{ toast: shown }]) => shown[kind](...args));
}

export const toast = {
  success: (...args: Parameters<Show>) => show('success', ...args),
  error: (...args: Parameters<Show>) => show('error', ...args),
  info: (...args: Parameters<Show>) => show('info', ...args),
};

/** True once the Toaster is wanted (the browser was idle, or a toast came): the host then mounts it. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/** Rendered right after the Toaster: its effect runs once the Toaster's own have (it listens). */
export function ToasterReady() {
  useEffect(() => markReady(), []);
  return null;
}
