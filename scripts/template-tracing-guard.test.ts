import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Reading filled English back into a template rewrote people's words (decision 0046). The server's
 * e-mails and PDFs no longer do it; the web keeps it only as the fallback for the sentences not yet sent
 * as messages (the note lists them), in one file. No other module may start using it again.
 */
const tracingModules = /i18n\/(template-match|french-values|french-figures)['"]/;
const allowed = new Set([
  // The web's fallback, until its last producer sends messages.
  'apps/web/src/lib/i18n/french.ts',
  // The tracing's own modules and tests, and the engine test that every engine template stays traceable while the fallback lives.
  'packages/contracts/src/i18n/template-match.test.ts',
  'packages/contracts/src/i18n/french-values.ts',
  'packages/contracts/src/i18n/french-figures.test.ts',
  'packages/finance/src/engine-errors.test.ts',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

describe('tracing English back to templates (decision 0046)', () => {
  it('is imported by no module but the web fallback', () => {
    const files = ['apps', 'packages', 'scripts', 'e2e'].flatMap((dir) => sourceFiles(join(root, dir)));
    const users = files.map((file) => relative(root, file)).filter((file) => tracingModules.test(readFileSync(join(root, file), 'utf8')));
    expect(users.filter((file) => !allowed.has(file))).toEqual([]);
    expect(users).toContain('apps/web/src/lib/i18n/french.ts'); // the check reads real imports: it would see a new one
  });
});
