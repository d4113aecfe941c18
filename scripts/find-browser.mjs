import { existsSync } from 'node:fs';

/** Flags that keep Chromium quiet on a machine without outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
];

/**
 * The Chromium to test with: CHROME_PATH if set, else a system install. Returns undefined when
 * none is found, so Playwright may still use a browser of its own (`npx playwright install`).
 */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  return CANDIDATES.find((path) => existsSync(path));
}

export const NO_BROWSER_MESSAGE =
  'No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install chromium`; elsewhere Google Chrome, ' +
  'or `npx playwright install chromium`) or point CHROME_PATH at a Chromium or Chrome executable.';

/** Launch options for playwright's chromium.launch(). */
export function chromiumLaunchOptions() {
  const executablePath = findChromium();
  return { headless: true, args: CHROMIUM_ARGS, ...(executablePath ? { executablePath } : {}) };
}

/** Launches Chromium through Playwright, explaining clearly when there is no browser. */
export async function launchChromium() {
  const { chromium } = await import('playwright');
  try {
    return await chromium.launch(chromiumLaunchOptions());
  } catch (error) {
    if (!findChromium()) throw new Error(`${NO_BROWSER_MESSAGE}\n(${error.message.split('\n')[0]})`, { cause: error });
    throw error;
  }
}
