import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker (issue 19) that keeps the app's code for use without a network. Its news goes to the
 * console, as spec 02 section 8 names it: cached (ready offline), updated, offline, error.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  registerSW({
    immediate: true,
    onOfflineReady: () => console.info('service worker: cached'),
    onNeedRefresh: () => console.info('service worker: updated'),
    onRegisterError: (error: unknown) => console.error('service worker: error', error),
  });
  window.addEventListener('offline', () => console.info('service worker: offline'));
}
