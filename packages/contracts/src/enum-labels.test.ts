import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { enumLabelMaps as sharedMaps, enumsShownAsWritten, enumsNotShown, featureEnumLabelMaps } from './enum-labels';
import { sharedNamespaces } from '@baobab/i18n/namespaces';
import { dealStageLabels } from './enums';
import { pipelineStageLabels } from './fundraising-texts';

/**
 * One English label map per enumeration shown to people, and one French and one Arabic word for each label
 * (decision 0067). A second copy of a map, or a catalog entry spelling a label differently, comes back here.
 */
const dir = fileURLToPath(new URL('.', import.meta.url));
// The languages' own lists (locales, namespaces) live with the catalogs (decision 0073) and are classified here too.
const catalogsDir = fileURLToPath(new URL('../../i18n/src/', import.meta.url));
function sourceFiles(at: string): string[] {
  return readdirSync(at, { withFileTypes: true }).flatMap((entry) => {
    const path = join(at, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : /(?<!\.test)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/**
 * What counts as an enumeration: an exported list made only of string literals (and spreads of other lists),
 * `export const xs = ['a', 'b'] as const`, and an exported `z.enum([...])` schema. Lists of objects (navigation
 * items) are not. A `status` field must not spell its values inline (`status: z.enum(['open', ...])`): it names
 * an exported list, so the list is classified here.
 */
export function enumerationsIn(text: string): { lists: string[]; inlineStatuses: string[] } {
  const literalList = /^\s*(?:(?:'[^'\n]*'|"[^"\n]*"|\.\.\.[\w$]+)\s*,?\s*(?:\/\/[^\n]*)?\s*)+$/;
  const lists = [...text.matchAll(/^export const (\w+) = \[([^\]]*)\]\s*as const/gm)].filter((m) => literalList.test(m[2]!)).map((m) => m[1]!);
  const schemas = [...text.matchAll(/^export const (\w+) = z\.enum\(\[/gm)].map((m) => m[1]!);
  const inlineStatuses = [...text.matchAll(/\bstatus: z\.enum\(\[([^\]]*)\]/g)].map((m) => m[1]!);
  return { lists: [...lists, ...schemas], inlineStatuses };
}

// enum-labels.ts itself lists names, not values.
const enumLabelMaps = { ...sharedMaps, ...featureEnumLabelMaps };
const files = [...sourceFiles(dir), ...sourceFiles(catalogsDir)].filter((file) => !file.endsWith('/enum-labels.ts'));
const declared = files.flatMap((file) => enumerationsIn(readFileSync(file, 'utf8')).lists.map((name) => ({ name, file })));
const declaredLists = [...new Set(declared.map(({ name }) => name))];

async function valuesOf(name: string): Promise<readonly string[]> {
  const { file } = declared.find((d) => d.name === name)!;
  const value = (await import(/* @vite-ignore */ file))[name] as readonly string[] | { options: readonly string[] };
  return 'options' in value ? value.options : value;
}

async function catalogsOf(locale: 'fr' | 'ar'): Promise<Record<string, Record<string, string>>> {
  const folder = join(catalogsDir, locale);
  const files = readdirSync(folder).filter((name) => name.endsWith('.ts'));
  const entries = await Promise.all(files.map(async (name) => [name.replace(/\.ts$/, ''), (await import(/* @vite-ignore */ join(folder, name))).default] as const));
  return Object.fromEntries(entries);
}

describe('the enumerations of the contracts', () => {
  it('are each labelled, shown as written, or never shown, and said which', () => {
    expect(files.length).toBeGreaterThan(100); // it reads the real tree
    expect(declaredLists).toEqual(expect.arrayContaining(['allSectors', 'raiseStatuses', 'accessRequestStatuses', 'dependencyStateSchema']));
    const classified = [...Object.keys(enumLabelMaps), ...enumsShownAsWritten, ...Object.keys(enumsNotShown)];
    expect([...declaredLists].sort()).toEqual([...classified].sort());
  });

  it('name a status field\'s values in an exported list', () => {
    const inline = files.flatMap((file) => enumerationsIn(readFileSync(file, 'utf8')).inlineStatuses.map((values) => `${relative(dir, file)}: ${values}`));
    expect(inline).toEqual([]);
  });

  it('share a name only when they hold the same values', async () => {
    const twice = declaredLists.filter((name) => declared.filter((d) => d.name === name).length > 1);
    for (const name of twice) {
      const copies = await Promise.all(declared.filter((d) => d.name === name).map(async ({ file }) => (await import(/* @vite-ignore */ file))[name]));
      for (const copy of copies) expect(copy).toEqual(copies[0]);
    }
  });

  it('would see a new list, an exported z.enum and an inline status', () => {
    const text = "export const payoutStatuses = ['queued', 'paid'] as const;\nexport const tierSchema = z.enum(['a', 'b']);\n" +
      "export const navItems = [{ to: '/' }] as const;\nconst s = z.object({ status: z.enum(['open', 'shut']) });";
    expect(enumerationsIn(text)).toEqual({ lists: ['payoutStatuses', 'tierSchema'], inlineStatuses: ["'open', 'shut'"] });
    const classified = new Set([...Object.keys(enumLabelMaps), ...enumsShownAsWritten, ...Object.keys(enumsNotShown)]);
    expect(enumerationsIn(text).lists.filter((name) => !classified.has(name))).toEqual(['payoutStatuses', 'tierSchema']);
  });

  it.each(Object.entries(enumLabelMaps))('%s has a label for every value and nothing else', async (name, { labels }) => {
    const values = await valuesOf(name);
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
  });

  it.each(['fr', 'ar'] as const)('have one %s word per label, in the catalog that holds it', async (locale) => {
    const catalogs = await catalogsOf(locale);
    const missing = Object.entries(enumLabelMaps).flatMap(([name, { labels, catalog }]) =>
      Object.values(labels).filter((label) => [catalog, ...sharedNamespaces].every((namespace) => catalogs[namespace]?.[label] === undefined)).map((label) => `${name}: ${label} (${catalog})`),
    );
    expect(missing).toEqual([]);
  });

  it.each(['fr', 'ar'] as const)('are spelt one way in every %s catalog', async (locale) => {
    const catalogs = await catalogsOf(locale);
    // Case variants are refused for the enumerations shown on every screen, e-mail and PDF with one capitalisation.
    // A feature's own enumeration may have a lower-case form for use inside a sentence (ledgerKindNames' 'issuance'
    // beside the column's 'Issuance'): that is a second key, not a second spelling.
    const labels = Object.values(sharedMaps).flatMap(({ labels: l }) => Object.values(l));
    const byFolded = new Map(labels.map((label) => [label.toLowerCase(), label]));
    // A key equal to a label but for case is a second spelling of it, unless it is a label too (the spec spells the
    // stage 'Pre-Seed' and the round type 'Pre-seed') or names another concept: the risk levels (risque: masculine,
    // unlike a deal's priorité), and 'Due diligence' (the test below).
    const otherConcepts = ['Low', 'Medium', 'High', 'Due diligence'];
    const variants = Object.entries(catalogs).flatMap(([namespace, catalog]) =>
      Object.keys(catalog).filter((key) => byFolded.has(key.toLowerCase()) && !labels.includes(key) && !otherConcepts.includes(key)).map((key) => `${namespace}: '${key}' for '${byFolded.get(key.toLowerCase())}'`),
    );
    expect(variants).toEqual([]);
    // The same label translated in two catalogs is two translations that can drift apart.
    const twice = Object.entries(enumLabelMaps).flatMap(([, { labels: l, catalog }]) =>
      Object.values(l).flatMap((label) =>
        {
          // The word `t` finds for the label: its catalog's, else the shared catalogs' (messages, common).
          const home = [catalog, ...sharedNamespaces].find((namespace) => catalogs[namespace]?.[label] !== undefined)!;
          return Object.entries(catalogs).filter(([namespace, c]) => namespace !== home && c[label] !== undefined && c[label] !== catalogs[home]![label]).map(([namespace, c]) => `${label} in ${namespace} (${home}: ${catalogs[home]![label]}, ${namespace}: ${c[label]})`);
        },
      ),
    );
    // The same English word for another thing: the footer's legal pages, the admin screen's target figure, the
    // round documents' bare 'SAFE' (a PDF cell), and a committee's 'Pass' (a vote against investing) beside an
    // investor passing on a round (fundraising): one Arabic word each, chosen for its sentence.
    const elsewhere = ['Legal in common', 'Target in admin', 'SAFE in email', 'Pass in deals', 'Pass in fundraising'];
    expect(twice.filter((hit) => !elsewhere.some((known) => hit.startsWith(`${known} (`)))).toEqual([]);
  });

  // 'Due diligence' is spelt with a small d where its list writes in sentence case: the founder's fundraising
  // pipeline stage (pipelineStageLabels, beside 'Soft-circled'), the same stage as the deal board's 'Due Diligence'
  // (the spec's title-case stages, beside 'Term Sheet'), seen from the other side of the deal; and the marketing
  // page's sample analysis card (beside 'Deck quality', 'Investor match'), the AI insights tab 'Due Diligence'.
  // Each English list keeps one case; the French and Arabic word is one.
  it.each(['fr', 'ar'] as const)("say 'Due diligence' in %s as the deal stage 'Due Diligence'", async (locale) => {
    const catalogs = await catalogsOf(locale);
    expect(pipelineStageLabels['due-diligence']).toBe('Due diligence');
    expect(dealStageLabels['due-diligence']).toBe('Due Diligence');
    const word = catalogs.messages!['Due Diligence'];
    const spelt = Object.entries(catalogs).filter(([, catalog]) => catalog['Due diligence'] !== undefined);
    expect(spelt.map(([namespace]) => namespace).sort()).toEqual(['fundraising', 'marketing']);
    for (const [, catalog] of spelt) expect(catalog['Due diligence']).toBe(word);
  });
});
