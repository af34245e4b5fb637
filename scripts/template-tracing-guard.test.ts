import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Reading filled English back into a template rewrote people's words (decision 0046), and is gone: every
 * producer sends messages, and the web shows anything else as it came. No module may bring it back under
 * its old names, nor match a catalog's templates against text (`templatePatterns`, `matchTemplate`).
 */
const tracing = /i18n\/(template-match|french-values|french-figures)['"]|\b(templatePatterns|matchTemplate|frenchValues)\b/;
const self = 'scripts/template-tracing-guard.test.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

describe('tracing English back to templates (decision 0046)', () => {
  it('is used by no module', () => {
    const files = ['apps', 'packages', 'scripts', 'e2e'].flatMap((dir) => sourceFiles(join(root, dir)));
    expect(files.length).toBeGreaterThan(500); // it reads the real tree
    const users = files.map((file) => relative(root, file)).filter((file) => file !== self && tracing.test(readFileSync(join(root, file), 'utf8')));
    expect(users).toEqual([]);
  });

  it('would see a module that brought it back', () => {
    expect(tracing.test("import { matchTemplate } from '@baobab/i18n/template-match';")).toBe(true);
    expect(tracing.test('const patterns = templatePatterns(catalog);')).toBe(true);
  });
});
