// The public type declarations (types/*.d.ts, hand-written): checked with `tsc -p types`, which
// also compares them with the source (types/check.ts), then copied to dist/types/.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function checkPublicTypes() {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  try {
    await promisify(execFile)(process.execPath, [tsc, '-p', 'types'], { cwd: root });
  } catch (error) {
    throw new Error(`the public types in types/ do not check (tsc -p types):\n${error.stdout || error.message}`, {
      cause: error,
    });
  }
}

export function copyPublicTypes() {
  mkdirSync(join(root, 'dist', 'types'), { recursive: true });
  for (const file of readdirSync(join(root, 'types')).filter((name) => name.endsWith('.d.ts'))) {
    copyFileSync(join(root, 'types', file), join(root, 'dist', 'types', file));
  }
}
