import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runExtractor } from 'i18next-cli';
import { afterAll, describe, expect, it } from 'vitest';
import config from '../../i18next.config';
import { readExtraction, usageProblems } from './extraction';

/**
 * The usage check on a fixture: the project's own extraction settings (i18next.config.ts) run by i18next-cli
 * over a small screen and engine, then the check against a small catalog.
 */
const folder = mkdtempSync(join(tmpdir(), 'baobab-extraction-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function extractedFrom(files: Record<string, string>): Promise<Map<string, Set<string>>> {
  const at = mkdtempSync(join(folder, 'run-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(at, 'src'), { recursive: true });
    writeFileSync(join(at, 'src', name), text);
  }
  const extract = { ...config.extract, input: [`${at}/src/**/*.{ts,tsx}`], output: `${at}/extracted/{{language}}/{{namespace}}.json` };
  await runExtractor({ ...config, extract }, { quiet: true, logger: { info: () => {}, warn: () => {}, error: () => {} } });
  return readExtraction(join(at, 'extracted', 'en'));
}

const screen = `import { useT } from '@/lib/i18n/use-t';
export function Deal({ count }: { count: number }) {
  const t = useT('deals');
  return <p>{t('Pipeline')} {t('{{count}} open deals', { count })} {t('Closing soon')}</p>;
}
`;
const engine = `import { message } from '@baobab/contracts/i18n/message';
export const note = message('Runway under six months');
`;

describe('the catalogs against the extracted keys', () => {
  it('extracts screen keys under their namespace, counted keys by their English, and engine messages as unscoped', async () => {
    const extracted = await extractedFrom({ 'deal.tsx': screen, 'engine.ts': engine });
    expect([...extracted.get('deals')!].sort()).toEqual(['Closing soon', 'Pipeline', '{{count}} open deals']);
    expect([...extracted.get('unscoped')!]).toEqual(['Runway under six months']);
  });

  it('passes when every used key is in a catalog its t reads and every catalog key is used', async () => {
    const extracted = await extractedFrom({ 'deal.tsx': screen, 'engine.ts': engine });
    const catalogs = {
      common: { Pipeline: 'Pipeline' },
      deals: { '{{count}} open deals_one': '{{count}} affaire ouverte', '{{count}} open deals_other': '{{count}} affaires ouvertes', 'Closing soon': 'Clôture proche' },
      insights: { 'Runway under six months': 'Moins de six mois de trésorerie' },
    };
    expect(usageProblems(catalogs, extracted, new Set())).toEqual([]);
  });

  it('fails a key the code uses that no catalog its t reads has', async () => {
    const extracted = await extractedFrom({ 'deal.tsx': screen });
    // 'Closing soon' is only in another screen's catalog, which the deals `t` does not read.
    const catalogs = { common: { Pipeline: 'Pipeline' }, deals: { '{{count}} open deals_one': 'a', '{{count}} open deals_other': 'b' }, jobs: { 'Closing soon': 'Clôture proche' } };
    expect(usageProblems(catalogs, extracted, new Set())).toEqual(['deals: "Closing soon" is used in the code but none of deals, common, messages has it']);
  });

  it('fails a catalog key the code does not use, unless its English is a literal somewhere (a key produced indirectly)', async () => {
    const extracted = await extractedFrom({ 'deal.tsx': screen });
    const catalogs = { common: { Pipeline: 'Pipeline', Archived: 'Archivé' }, deals: { '{{count}} open deals_one': 'a', '{{count}} open deals_other': 'b', 'Closing soon': 'c', 'Won': 'Gagnée' } };
    expect(usageProblems(catalogs, extracted, new Set(['Won']))).toEqual([
      'common: "Archived" is used nowhere (not extracted from a t() or message() call, and no string literal in the source)',
    ]);
  });
});
