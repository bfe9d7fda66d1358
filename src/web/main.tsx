import { startTransition, StrictMode } from 'react';
import { hydrate, onlineManager } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { AppProviders, createQueryClient } from '@/app/providers';
import { AppRouter, preloadPageAt } from '@/app/router';
import { routes } from '@/app/routes';
import { activateLocale } from '@/lib/i18n/activate-locale';
import { readPageData } from '@/lib/page-data';
import { localeOfHtmlLang } from '@shared/locale';
import { registerServiceWorker } from './register-service-worker';
import './styles.css';

// Our CSP has no 'unsafe-eval': zod (in the forms' chunks) would probe `new Function` on its first
// parse and log a CSP violation. zod reads its configuration from this global (z.config writes it), set
// here without importing zod, which the first load does not carry.
Object.assign(globalThis, { __zod_globalConfig: { jitless: true } });

// TanStack Query assumes it is online until an 'offline' event: a page opened offline (the service
// worker's shell) would try its fetches and show load errors. navigator.onLine false is reliable.
if (!navigator.onLine) onlineManager.setOnline(false);

/**
 * Renders the app once the code of the page at this address has loaded, with the server's answers for
 * it in the query cache. Not awaited at the top level: this module is the first-load chunk that a
 * page's own chunk imports, and it would wait for this module to finish, which would wait for it.
 */
async function start(container: HTMLElement) {
  const queryClient = createQueryClient();
  const pageData = readPageData();
  if (pageData) hydrate(queryClient, pageData);
  // The page's language is the one the server wrote in <html lang>; its catalog was preloaded with the page.
  await Promise.all([
    preloadPageAt(routes, window.location.pathname),
    activateLocale(localeOfHtmlLang(document.documentElement.lang)),
  ]);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding
  // the main thread for the whole tree (a tap meanwhile is handled). Its data is in the cache already,
  // so nothing suspends and the screen is the same.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <AppRouter routes={routes} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
// The service worker's precaching (the whole build) waits for the first screen: it would compete
// with it for the network.
void start(container).then(registerServiceWorker);
