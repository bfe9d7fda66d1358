import type { ReactElement, ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '@/app/providers';
import { AppRoutes, preloadPageAt } from '@/app/router';
import type { AppRoute } from '@/app/routes';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

/** The messages' provider alone (as `render`'s wrapper), for a component tested without the app's others. */
export function I18nWrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Renders a component inside the app's providers (query client, auth dialog, toaster). */
export function renderWithProviders(ui: ReactElement, queryClient = createTestQueryClient()) {
  return { queryClient, ...render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>) };
}

/** Keeps the router's current location where a test can read it. */
function LocationProbe({ report }: { report: (location: Location) => void }) {
  report(useLocation());
  return null;
}

/**
 * Renders routes at a path, inside the app's providers, once the code of the pages there has loaded
 * (as the app does before its first render). `location()` is where the router is now.
 */
export async function renderRoutes(routes: AppRoute[], path: string, queryClient = createTestQueryClient()) {
  await preloadPageAt(routes, path);
  let current: Location | null = null;
  const report = (location: Location) => {
    current = location;
  };
  return {
    location: () => current!,
    queryClient,
    ...render(
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes routes={routes} />
          <LocationProbe report={report} />
        </MemoryRouter>
      </AppProviders>,
    ),
  };
}
