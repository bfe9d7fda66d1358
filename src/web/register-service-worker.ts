/**
 * The back office's addresses. It is not the installable app: its pages register no service worker,
 * whose precache (the player's app) would only compete with the operator's own page for the network
 * and the CPU.
 */
const BACK_OFFICE = /^\/(booklogin|bookdashboard|admin)(\/|$)/;

/**
 * Registers the installed app's service worker (src/web/sw.ts) once the page has loaded, so its
 * precaching never competes with the first screen. Only the production build has one, and only the
 * player's pages register it.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (BACK_OFFICE.test(window.location.pathname)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // The app works without it (no offline shell, no install): say why in the console, nothing more.
      console.warn('The service worker could not be registered', error);
    });
  };
  // The app's start awaits work (main.tsx), so the page may have loaded by the time it gets here.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
