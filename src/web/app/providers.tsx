import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthDialogProvider } from '@/features/auth';
import { AfterMount } from '@/lib/after-mount';

/** The toast host's code (with the toast library), loaded after the first render. */
export const loadToaster = () => import('./toaster');

const Toaster = lazy(async () => ({ default: (await loadToaster()).Toaster }));

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
  /** The app's client (hydrated with the page's data); tests pass their own. */
  queryClient?: QueryClient;
};

/** Messages in the page's language, data cache, the auth dialog (available to every component) and the toast host. */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <AuthDialogProvider>{children}</AuthDialogProvider>
        {/* Straight under <body>: a Toaster inside the page would be hidden from assistive technology
          with the rest of it while a modal dialog is open, and its toasts would be unreadable. */}
        <AfterMount>
          {createPortal(
            <Suspense>
              <Toaster />
            </Suspense>,
            document.body,
          )}
        </AfterMount>
      </QueryClientProvider>
    </I18nProvider>
  );
}
