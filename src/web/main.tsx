// First: zod's configuration, before any module that could load zod.
import './zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { AppRouter, createAppRouter } from '@/app/router';
import { prepareClassMerging } from '@/lib/cn';
import { yieldToMain } from '@/lib/slices';
import { registerServiceWorker } from './register-service-worker';
import './styles.css';

// TanStack Query assumes it is online until an 'offline' event: a page opened offline (the service
// worker's shell) would try its fetches and show load errors. navigator.onLine false is reliable.
if (!navigator.onLine) onlineManager.setOnline(false);

/**
 * Renders the app, once the code of the page at this address has loaded (its data is in the page, and
 * is checked after the first paint: ADR 0015). Not awaited at the top level: this module is the first-load chunk that
 * a page's own chunk imports, and it would wait for this module to finish, which would wait for it.
 */
async function start(container: HTMLElement) {
  const routing = createAppRouter();
  // Each in a task of its own, while the page's code may still be on its way: a task that did all
  // three held the main thread for tens of milliseconds on a phone (ADR 0017).
  await yieldToMain();
  prepareClassMerging();
  const router = await routing;
  await yieldToMain();
  // As a transition, the first render yields to the browser every few milliseconds instead of holding
  // the main thread for the whole tree (on a mid-range phone that was one task of several hundred ms:
  // a tap then waited). Its data is in the page already, so nothing suspends and the screen is the same.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProviders>
          <AppRouter router={router} />
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
