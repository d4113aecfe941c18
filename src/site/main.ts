// The site's one script: loads our elements as they appear, routes between the prerendered pages,
// reports web vitals to the console, and loads the optional marketing script when idle.
import { autoload } from '../autoload';
import { SITE } from '../core/site-map';
import { loadMarketingScriptWhenIdle } from './marketing';
import { Router } from './router';
import { reportWebVitals } from './vitals';

export const ROOT_MISSING_MESSAGE = 'Root element not found. Cannot mount React application.';

autoload(document);
const outlet = document.getElementById('main');
if (outlet) new Router(outlet).start();
else console.error(ROOT_MISSING_MESSAGE);
reportWebVitals();
loadMarketingScriptWhenIdle(SITE.marketingScriptUrl);
