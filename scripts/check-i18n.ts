/**
 * The translation check (`npm run lint:i18n`, part of `npm run lint`): fails when
 * - a namespace has no French catalog, or a French entry is empty;
 * - an entry's placeholders differ from its English key's ('{{count}} found' must keep {{count}});
 * - a counted key lacks a plural form in French or English (`_one` and `_other`);
 * - a key is unused: its English appears as a string literal nowhere in the source;
 * - the same English reads differently in two namespaces, or a namespace repeats an entry of a shared
 *   catalog its `t` reads anyway (`common`, `messages`), unless scripts/i18n/allowed-differences.ts gives
 *   the reason the contexts need different words (scripts/i18n/same-english.ts).
 * Keys a screen uses but French lacks fail typecheck instead (the web's `t` accepts catalog keys only).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { pluralSuffixes } from '../packages/contracts/src/i18n/catalog';
import { englishPlurals } from '../packages/contracts/src/i18n/en-plurals';
import { namespaces } from '../packages/contracts/src/i18n/namespaces';
import { baseKey, loadFrenchCatalogs, sameEnglishProblems } from './i18n/same-english';

const sourceRoots = ['apps/web/src', 'apps/server/src', 'packages/contracts/src', 'packages/finance/src', 'packages/insights/src'];
const catalogFolder = 'packages/contracts/src/i18n';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return path.startsWith(catalogFolder) ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

// A French entry may format a value ('{{count, number}}' groups digits as French does): only the names must match.
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*(?:,\s*\w+\s*)?\}\}/g)].map((m) => m[1]).sort().join(',');

/**
 * Every string literal in the source (escapes undone), and the text before the first `${` of each template.
 * Read with TypeScript's own parser: a pattern over the raw text pairs the backticks of two templates on
 * one line the wrong way round and then swallows the rest of the file.
 */
function literalsIn(files: string[]): Set<string> {
  const found = new Set<string>();
  for (const file of files) {
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, kind);
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) found.add(node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const problems: string[] = [];
const literals = literalsIn(sourceRoots.flatMap(sourceFiles));
const { catalogs, missing } = await loadFrenchCatalogs(catalogFolder);
for (const namespace of missing) problems.push(`${namespace}: no French catalog at ${catalogFolder}/fr/${namespace}.ts`);

for (const namespace of namespaces) {
  const french = catalogs[namespace];
  if (!french) continue;
  const english = englishPlurals[namespace];
  for (const [key, value] of Object.entries(french)) {
    const base = baseKey(key);
    if (value.trim() === '') problems.push(`${namespace}: "${key}" has an empty French entry`);
    if (placeholders(value) !== placeholders(base)) problems.push(`${namespace}: "${key}" → "${value}" does not keep the placeholders of its key`);
    if (base !== key) {
      for (const suffix of pluralSuffixes) {
        if (!(base + suffix in french)) problems.push(`${namespace}: "${base}" is counted but French has no "${suffix}" form`);
        if (!(base + suffix in english)) problems.push(`${namespace}: "${base}" is counted but English (i18n/en/${namespace}.ts) has no "${suffix}" form`);
      }
    }
    if (!literals.has(base)) problems.push(`${namespace}: "${base}" is used nowhere (no string literal in ${sourceRoots.join(', ')})`);
  }
  for (const key of Object.keys(english)) {
    if (!(key in french)) problems.push(`${namespace}: English plural "${key}" has no French entry`);
  }
}

problems.push(...sameEnglishProblems(catalogs));

if (problems.length > 0) {
  console.error(`Translations: ${problems.length} problem(s)\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Translations: ${namespaces.length} namespaces, every French entry used, and the same English reads the same everywhere`);
