import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthDialogProvider } from '@/features/auth';
import { afterFirstPaint } from '@/lib/first-paint';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { whenIdle } from '@/lib/when-idle';
import { ToasterReady, useToastsWanted, wantToasts } from '@/lib/toast';

const { Component: Toaster, load: loadToaster } = lazyWithPreload(
  async () => (await import('./toaster')).Toaster,
);

/**
 * Mounts the toast library's host once the browser is idle after the first paint (see @/lib/toast):
 * then a toast finds it ready, and is never the first thing a new Toaster lays out (that one showed
 * over the header, in auth.spec.ts). Its code loads in one idle moment and it mounts in the next:
 * done at once, the two made one task of 25-57 ms under Lighthouse's instrumentation (ADR 0017).
 */
function ToastHost() {
  const wanted = useToastsWanted();
  useEffect(() => {
    if (wanted) return;
    let cancelled = false;
    const whenIdleHere = (run: () => void) =>
      whenIdle(
        () => {
          if (!cancelled) run();
        },
        { timeoutMs: 3000, fallbackMs: 1500 },
      );
    void afterFirstPaint().then(() =>
      whenIdleHere(() => {
        // A failed load leaves the mount to the first toast, whose own load tries again.
        loadToaster().then(
          () => whenIdleHere(() => void wantToasts()),
          () => {},
        );
      }),
    );
    return () => {
      cancelled = true;
    };
  }, [wanted]);
  if (!wanted) return null;
  // Straight under <body>: a Toaster mounted while a modal dialog is open would otherwise sit inside the
  // page the dialog hid from assistive technology (it hides what exists when it opens, live regions
  // excepted), and its toasts would be unreadable.
  return createPortal(
    <Suspense>
      <Toaster />
      <ToasterReady />
    </Suspense>,
    document.body,
  );
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1 },
      // Offline, TanStack Query would pause a mutation and send it when the network returns: a bet
      // placed (or a withdrawal asked for) minutes later, at other odds. Every mutation is sent now or
      // fails now, with the network error the player sees.
      mutations: { networkMode: 'always' },
    },
  });
}

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass their own client; the app makes one per page load. */
  queryClient?: QueryClient;
};

/** Data cache, the auth dialog (available to every component) and the toast host. */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthDialogProvider>{children}</AuthDialogProvider>
      <ToastHost />
    </QueryClientProvider>
  );
}
