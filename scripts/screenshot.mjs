// Screenshots a page at 1280 px and 390 px: node scripts/screenshot.mjs URL OUT_PREFIX [script]
import { launchChromium } from './find-browser.mjs';

const [url, prefix = '/tmp/shot', action] = process.argv.slice(2);
const browser = await launchChromium();
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('console', (message) => console.log(`[${width}] ${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => console.log(`[${width}] pageerror: ${error.message}`));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  if (action) {
    const run = new Function('page', `return (async () => { ${action} })()`);
    await run(page);
  }
  // SHOT_HEIGHT limits a long page to its top part, easier to read at phone width.
  const height = Number(process.env.SHOT_HEIGHT ?? 0);
  await page.screenshot({
    path: `${prefix}-${width}.png`,
    fullPage: !height,
    ...(height ? { clip: { x: 0, y: Number(process.env.SHOT_Y ?? 0), width, height } } : {}),
  });
  await page.close();
}
await browser.close();
