// The site's one script. A page arrives prerendered with its styles inline, so its first paint
// needs no script; ours starts once that paint is on screen, so neither fetching nor running React
// (73 kB gzip, for the elements) can come before it. On a fast connection React used to arrive and
// run before the browser's first frame, and Lighthouse's simulated slow network then counted it in
// the first paint: LCP 1.7 s on / (README, Benchmarks).
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
