// The site's one script. A page arrives prerendered, its elements' first views included, with its
// styles inline, so its first paint needs no script. The elements' loader runs at once (it is
// small, and it holds a click that comes before React, which it wakes at an element's first use);
// the rest (the router, web vitals, marketing) once the first paint is on screen.
import { autoload } from '../autoload';

autoload(document);

const start = () =>
  import('./start').then(
    ({ startSite }) => startSite(),
    (error: unknown) => console.error('[site] the site script did not load', error),
  );

/** Runs `run` once the page's first contentful paint is on screen; at once in a hidden tab. */
function afterFirstContentfulPaint(run: () => void, timeoutMs = 3000): void {
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    run();
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    run();
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  // A page that paints no content, or a tab hidden before its paint, still gets its script.
  setTimeout(once, timeoutMs);
}

afterFirstContentfulPaint(() => void start());
