/**
 * Registers the service worker the build writes (/sw.js, scripts/service-worker.ts): it keeps the
 * app's code and fonts, so a second visit on a slow connection downloads only the page and the
 * answers. Registered once the page is idle, so its downloads never compete with the first visit's.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(register, { timeout: 3000 }) : window.setTimeout(register, 1000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
