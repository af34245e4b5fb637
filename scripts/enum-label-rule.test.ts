import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { enumLabelMaps } from '../packages/contracts/src/enum-labels';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Each enumeration has one English label map, in contracts (decision 0067). A web or server file that writes a
 * label itself, as a map entry (`sourced: 'Sourced'`) or translated by hand (`t('Initial Review')`), is a
 * second copy that drifts ('Pitch deck' beside 'Pitch Deck', 'Entry' beside 'Entry level'). Only labels that differ
 * from their value are looked for: a value written as itself is data (seed rows, payloads, tests).
 */
const labelled = Object.values(enumLabelMaps).flatMap(({ labels }) => Object.entries(labels));
const looked = [...new Set(labelled.filter(([value, label]) => value !== label).map(([, label]) => label))];
const values = new Set(labelled.map(([value]) => value));
const alternatives = looked.map((label) => label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
/** `value: 'Label'` or `'a value': 'Label'`, anywhere on a line (one-line maps too), in any case ('Pitch deck'). */
const mapEntry = new RegExp(`(?:['"]([^'"]+)['"]|([\\w$]+))\\s*:\\s*['"](${alternatives})['"]`, 'gi');
const translated = new RegExp(`\\b(?:t|translate|message)\\(\\s*['"](${alternatives})['"]`, 'g');

/**
 * The same words naming something else: the insights report's Due Diligence tab, and the investors page's count tiles, plural headings beside 'Angel investors'.
 */
const elsewhere = new Set([
  'apps/web/src/app/routes/ai-insights.tsx: Due Diligence',
  'apps/web/src/app/routes/investors.tsx: Institutional',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : /(?<!\.test)\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

function copies(file: string, text: string): string[] {
  // A value mapped to another value spelt like a label ('Pre-Seed': 'Pre-seed', a stage to its round type) is data.
  const entries = [...text.matchAll(mapEntry)].filter((m) => values.has(m[1] ?? m[2]!) && (looked.includes(m[3]!) || !values.has(m[3]!))).map((m) => m[3]!);
  const byHand = [...text.matchAll(translated)].map((m) => m[1]!);
  return [...entries, ...byHand].map((label) => `${file}: ${label}`).filter((hit) => !elsewhere.has(hit));
}

describe('enum labels (decision 0067)', () => {
  it('are written only in their label map', () => {
    const files = ['apps/web/src', 'apps/server/src'].flatMap((dir) => sourceFiles(join(root, dir)));
    expect(files.length).toBeGreaterThan(300); // it reads the real tree
    expect(looked).toEqual(expect.arrayContaining(['Pitch Deck', 'Latin America', 'Initial Review', 'Entry level']));
    const found = files.flatMap((file) => copies(relative(root, file), readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('would see a second map, and a label translated by hand', () => {
    expect(copies('x.tsx', "const levelLabels = {\n  entry: 'Entry level',\n};")).toHaveLength(1);
    expect(copies('x.tsx', "const levelLabels = { entry: 'Entry', mid: 'Mid level' } as const;")).toHaveLength(1);
    expect(copies('x.tsx', "const typeLabels = { pitch_deck: 'Pitch deck' };")).toHaveLength(1);
    expect(copies('x.tsx', "<option>{t('Initial Review')}</option>")).toHaveLength(1);
    expect(copies('x.ts', "row(t('Region'), message('Latin America'));")).toHaveLength(1);
    expect(copies('x.ts', "fundingStage: 'Pre-Seed',")).toHaveLength(0); // a value, not a label
  });
});
