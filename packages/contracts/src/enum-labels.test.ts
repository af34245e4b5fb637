import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as enums from './enums';
import { enumLabelMaps, enumsShownAsWritten, enumsNotShown } from './enum-labels';

/**
 * One English label map per enumeration shown to people, and one French and one Arabic word for each label
 * (decision 0067). A second copy of a map, or a catalog entry spelling a label differently, comes back here.
 */
const source = readFileSync(fileURLToPath(new URL('./enums.ts', import.meta.url)), 'utf8');
const declaredLists = [...source.matchAll(/^export const (\w+) = \[/gm)].map((m) => m[1]!);

async function catalogsOf(locale: 'fr' | 'ar'): Promise<Record<string, Record<string, string>>> {
  const dir = fileURLToPath(new URL(`./i18n/${locale}/`, import.meta.url));
  const files = readdirSync(dir).filter((name) => name.endsWith('.ts'));
  const entries = await Promise.all(files.map(async (name) => [name.replace(/\.ts$/, ''), (await import(`./i18n/${locale}/${name}`)).default] as const));
  return Object.fromEntries(entries);
}

describe('the enumerations of enums.ts', () => {
  it('are each labelled, shown as written, or never shown, and said which', () => {
    const classified = [...Object.keys(enumLabelMaps), ...enumsShownAsWritten, ...Object.keys(enumsNotShown)];
    expect([...declaredLists].sort()).toEqual([...classified].sort());
  });

  it.each(Object.entries(enumLabelMaps))('%s has a label for every value and nothing else', (name, { labels }) => {
    const values = (enums as unknown as Record<string, readonly string[]>)[name]!;
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
  });

  it.each(['fr', 'ar'] as const)('have one %s word per label, in the catalog that holds it', async (locale) => {
    const catalogs = await catalogsOf(locale);
    const missing = Object.entries(enumLabelMaps).flatMap(([name, { labels, catalog }]) =>
      Object.values(labels).filter((label) => catalogs[catalog]?.[label] === undefined).map((label) => `${name}: ${label} (${catalog})`),
    );
    expect(missing).toEqual([]);
  });

  it.each(['fr', 'ar'] as const)('are spelt one way in every %s catalog', async (locale) => {
    const catalogs = await catalogsOf(locale);
    const labels = Object.values(enumLabelMaps).flatMap(({ labels: l }) => Object.values(l));
    const byFolded = new Map(labels.map((label) => [label.toLowerCase(), label]));
    // A key equal to a label but for case is a second spelling of it, unless it is a label too (the spec spells the
    // stage 'Pre-Seed' and the round type 'Pre-seed') or names another concept: the risk levels (risque: masculine, unlike a deal's priorité) and the round room's
    // and the marketing page's 'Due diligence'.
    const otherConcepts = ['Low', 'Medium', 'High', 'Due diligence'];
    const variants = Object.entries(catalogs).flatMap(([namespace, catalog]) =>
      Object.keys(catalog).filter((key) => byFolded.has(key.toLowerCase()) && !labels.includes(key) && !otherConcepts.includes(key)).map((key) => `${namespace}: '${key}' for '${byFolded.get(key.toLowerCase())}'`),
    );
    expect(variants).toEqual([]);
    // The same label translated in two catalogs is two translations that can drift apart.
    const twice = Object.entries(enumLabelMaps).flatMap(([, { labels: l, catalog }]) =>
      Object.values(l).flatMap((label) =>
        Object.entries(catalogs).filter(([namespace, c]) => namespace !== catalog && c[label] !== undefined && c[label] !== catalogs[catalog]![label]).map(([namespace]) => `${label} in ${namespace}`),
      ),
    );
    expect(twice).toEqual([]);
  });
});
