import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { ERROR_TOAST_MS } from '@shared/constants';
import { AuthDialogProvider } from '@/features/auth';

export function createQueryClient(): QueryClient {
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
        richColors
        closeButton
        duration={ERROR_TOAST_MS}
        toastOptions={{ duration: ERROR_TOAST_MS }}
      />
    </QueryClientProvider>
  );
}
