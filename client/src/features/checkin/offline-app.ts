/**
 * Makes the gate (and the player's ticket) an installable app that opens without network: links the web manifest and registers the service worker (dist/gate-sw.js). Only these pages
 * call it, so a visitor who never opens them gets no service worker; the worker itself leaves every
 * other page and every API call to the network.
 */
export const LAST_GATE_KEY = 'larp-gate:last-event';

export function enableOfflineApp(options: { manifest?: boolean } = { manifest: true }): void {
  if (options.manifest !== false && !document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/gate.webmanifest';
    document.head.appendChild(link);
  }
  // The development server (vite dev) has no built worker; production builds do.
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  navigator.serviceWorker.register('/gate-sw.js', { scope: '/' }).catch(() => undefined);
}
