import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's root folder, found by walking up from this module. The same
 * code runs from src/ (tsx, tests) and from the bundled dist/, at different depths.
 */
export function serverRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@baobab/server') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @baobab/server package root');
    dir = parent;
  }
}

export const migrationsDir = (): string => join(serverRoot(), 'drizzle');
export const defaultWebDistDir = (): string => join(serverRoot(), '..', 'web', 'dist');
