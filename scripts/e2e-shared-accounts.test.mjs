// The end-to-end specs run two at a time against one server, and the seeded demo accounts are shared by
// every spec. The language is saved on the account: a spec that switched a demo account to Arabic turned
// the dashboard of the spec beside it to Arabic between two of its steps (a CI failure). A spec that
// changes the language signs up its own account (e2e/support/api-data.ts); this scan keeps it that way.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const testsDir = new URL('../e2e/tests/', import.meta.url).pathname;

function specFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return specFiles(path);
    return entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** What changes an account's saved language: the shell's switch, or the preferences API. */
const changesLanguage = (source) =>
  /getByLabel\('Language'\)\.selectOption|option\[value="(ar|fr)"\]|\/api\/account\/preferences/.test(source);
/** Signs in as one of the seeded accounts every spec shares. */
const usesDemoAccount = (source) => /\bsignInAs\(\s*\w+\s*,\s*demo(Founder|Investor|Admin)\b/.test(source);

describe('end-to-end specs and the shared demo accounts', () => {
  it('recognises both halves of the fault it guards against', () => {
    expect(changesLanguage("await page.getByLabel('Language').selectOption('fr');")).toBe(true);
    expect(changesLanguage("page.request.put('/api/account/preferences', { data: { locale: 'fr' } })")).toBe(true);
    expect(changesLanguage("await page.getByLabel('Stage').selectOption('Seed');")).toBe(false);
    expect(usesDemoAccount('await signInAs(page, demoInvestor);')).toBe(true);
    expect(usesDemoAccount('await onboardInvestor(page.request);')).toBe(false);
  });

  it('no spec changes the language of a demo account', () => {
    const offenders = specFiles(testsDir)
      .filter((file) => {
        const source = readFileSync(file, 'utf8');
        return usesDemoAccount(source) && changesLanguage(source);
      })
      .map((file) => relative(testsDir, file));
    expect(offenders).toEqual([]);
  });
});
