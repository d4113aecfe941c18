// `npm start` builds dist/ only when it is missing or older than what it is built from, and only once
// when several servers start together from one checkout: the first takes a lock file and builds, the
// others wait for it, then find dist/ fresh and build nothing (two builds at once would rewrite each
// other's files under a running server).
import { closeSync, existsSync, openSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What dist/ is built from: a change to any of these makes it stale. */
export const BUILD_INPUTS = [
  'src',
  'demo-site',
  'types',
  'scripts/build.mjs',
  'scripts/manifest.mjs',
  'scripts/prerender.mjs',
  'scripts/types.mjs',
  'vite.config.ts',
  'custom-elements-manifest.config.mjs',
  'package.json',
];
/** Written last by a successful build (build.mjs): its time is the build's. */
export const BUILD_STAMP = '.build-stamp';
const LOCK = '.build.lock';
/** A lock older than this was left by a build that died; it is taken over. */
const STALE_LOCK_MS = 10 * 60 * 1000;

/** The newest modification time under `path` (a file or a folder), 0 if it does not exist. */
function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

/** Whether dist/ in `root` needs a build: no stamp, or a build input changed after it. */
export function isStale(root, dist = join(root, 'dist'), inputs = BUILD_INPUTS) {
  const stamp = join(dist, BUILD_STAMP);
  if (!existsSync(stamp)) return true;
  const builtAt = statSync(stamp).mtimeMs;
  return inputs.some((input) => newestChange(join(root, input)) > builtAt);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `build` (which writes the stamp last) if dist/ is stale, holding a lock file so concurrent
 * callers build once.
 * @param {{ root: string, build: () => Promise<unknown>, dist?: string, inputs?: string[], log?: (line: string) => void }} options
 * @returns {Promise<boolean>} whether this call built
 */
export async function ensureBuilt({
  root,
  build,
  dist = join(root, 'dist'),
  inputs = BUILD_INPUTS,
  log = console.log,
}) {
  const lock = join(root, LOCK);
  for (;;) {
    if (!isStale(root, dist, inputs)) return false;
    let handle;
    try {
      handle = openSync(lock, 'wx');
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > STALE_LOCK_MS)
        rmSync(lock, { force: true });
      else await sleep(250);
      continue;
    }
    try {
      // Another process may have finished a build between the check and the lock.
      if (!isStale(root, dist, inputs)) return false;
      log('building dist/ (missing or older than its sources)…');
      await build();
      return true;
    } finally {
      closeSync(handle);
      rmSync(lock, { force: true });
    }
  }
}
