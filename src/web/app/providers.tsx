import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { ERROR_TOAST_MS } from '@shared/constants';
import { AuthDialogProvider } from '@/features/auth';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1 },
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
      <Toaster
        theme="dark"
        position="top-right"
        // Below the 64 px header, never over it: a toast must not hide the user menu or the balance
        // (clicks there waited out the toast).
        offset={{ top: 76, right: 16 }}
        mobileOffset={{ top: 72, right: 12, left: 12 }}
        richColors
        closeButton
        duration={ERROR_TOAST_MS}
        toastOptions={{ duration: ERROR_TOAST_MS }}
      />
    </QueryClientProvider>
  );
}
