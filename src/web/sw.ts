/// <reference lib="webworker" />
// The installed app's service worker (vite-plugin-pwa builds it with Workbox). What it caches, and
// why pages and the API never come from a cache, is said beside each route below.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// A new deploy's worker takes over at once: the old build's chunks leave the cache with it, and a tab
// that still asks for one gets the server's 404, which its error view answers with a reload.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// The build's scripts, styles and icons: a repeat visit reads them from here, not the network.
precacheAndRoute(self.__WB_MANIFEST);

// Pages always come from the network: the server's page carries the first match lists (and a player's
// own data never goes into a cache). Offline, the cached app shell opens instead of the browser's error
// page, and the app says it is offline. The API is never answered from a cache: odds and balances are
// live, and a bet can never be queued.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//] },
  ),
);
