// What the site's script does once the first paint is on screen (main.ts): routes between the
// prerendered pages, starts the event record (state/beacon.ts), reports web vitals to the console
// and the record, and loads the optional marketing script
// when idle.
import { wake } from '../autoload';
import { SITE } from '../core/site-map';
import { startBeacon, track } from '../state/beacon';
import { loadMarketingScriptWhenIdle } from './marketing';
import { Router } from './router';
import { reportWebVitals } from './vitals';

export function startSite(doc: Document = document): void {
  // The first-party event record: this page view, the headline just assigned, what visitors do.
  startBeacon(doc);
  // <main id="main"> is the root the pages are rendered into. The spec's message (section 8) is for
  // that root missing, and only for it: the router itself never logs it, and without the root the
  // elements still load and links simply load their pages in full.
  const root = doc.getElementById('main');
  // The header marks the page on screen: a navigation wakes it to follow (its first view marks the first page).
  // Each navigation is a page view of the event record (state/beacon.ts).
  if (root)
    new Router(root, () => {
      wake('site-header');
      track('pageview');
    }).start();
  else console.error('Root element not found. Cannot mount React application.');
  reportWebVitals();
  loadMarketingScriptWhenIdle(SITE.marketingScriptUrl);
}
