// Lighthouse (mobile, the default form factor) on the built site, with the system Chromium.
// Used by `npm run bench`; on its own: node scripts/lighthouse.mjs [path ...]
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium, NO_BROWSER_MESSAGE } from './find-browser.mjs';
import { serveSite } from './serve.mjs';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
export const LIGHTHOUSE_PATHS = ['/', '/resources/cash-flow-calculator'];

/** Scores (0-100) of the four categories and the cumulative layout shift of each path. */
export async function lighthouseFigures(paths = LIGHTHOUSE_PATHS) {
  const chromePath = findChromium();
  if (!chromePath) throw new Error(NO_BROWSER_MESSAGE);
  const server = await serveSite({ dist, port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${server.address().port}`;
  // chrome-launcher adds its own --headless and a fresh profile.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const figures = [];
    for (const path of paths) {
      const { lhr } = await lighthouse(`${origin}${path}`, { port: chrome.port, logLevel: 'error', output: 'json' });
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      figures.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        failing: Object.values(lhr.audits)
          .filter(
            (audit) =>
              audit.score !== null &&
              audit.score < 1 &&
              audit.scoreDisplayMode !== 'informative' &&
              audit.scoreDisplayMode !== 'notApplicable' &&
              audit.scoreDisplayMode !== 'manual',
          )
          .map((audit) => audit.id),
      });
    }
    return figures;
  } finally {
    chrome.kill();
    await new Promise((resolve) => server.close(resolve));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await lighthouseFigures(process.argv.length > 2 ? process.argv.slice(2) : undefined);
  for (const figure of figures) console.log(JSON.stringify(figure));
}
