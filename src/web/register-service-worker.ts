/**
 * Registers the installed app's service worker (src/web/sw.ts) once the page has loaded, so its
 * precaching never competes with the first screen. Only the production build has one.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // The app works without it (no offline shell, no install): say why in the console, nothing more.
      console.warn('The service worker could not be registered', error);
    });
  });
}
