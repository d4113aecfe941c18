/**
 * Loads the optional third-party marketing script once the browser is idle, so it never competes
 * with the first paint. No URL configured: nothing is loaded.
 */
export function loadMarketingScriptWhenIdle(url: string): void {
  if (!url) return;
  const load = () => {
    if (document.querySelector(`script[data-marketing]`)) return;
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.marketing = '';
    script.onerror = () => console.warn(`[site] the marketing script at ${url} did not load`);
    document.head.append(script);
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(load, { timeout: 5000 }) : setTimeout(load, 2000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
