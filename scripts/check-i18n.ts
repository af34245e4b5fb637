/**
 * The translation check (`npm run lint:i18n`, part of `npm run lint`): fails when
 * - a namespace has no catalog in a translated language (French, Arabic), or an entry is empty;
 * - a language lacks a key another has, or has one French does not (every language has every key);
 * - an entry's placeholders differ from its English key's ('{{count}} found' must keep {{count}}; an Arabic
 *   zero, one or two form may say the number in words instead: «لا شيء», «واحد», «اثنان»);
 * - a counted key lacks one of its language's plural forms: `_one` and `_other` in English and French, all six
 *   of Arabic (`_zero`, `_one`, `_two`, `_few`, `_many`, `_other`; decision 0062), or has a form its language has not;
 * - the code uses a key that no catalog its `t` reads has, or a catalog has a key the code does not use: both
 *   against the keys i18next-cli extracts from every `t('…')` and `message('…')` call (i18next.config.ts,
 *   packages/i18n/extracted/, which `npm run lint:i18n` first checks is up to date; scripts/i18n/extraction.ts).
 *   A key the extraction does not find still counts as used when its English is a string literal somewhere in
 *   the source: today's literal scan is the fallback for keys produced indirectly (an enumeration's label map,
 *   a sentence of a `*-texts.ts` file filled elsewhere, a key passed around as a value), which no extractor sees;
 * - the same English reads differently in two French namespaces, or a namespace repeats an entry of a shared
 *   catalog its `t` reads anyway (`common`, `messages`), unless scripts/i18n/allowed-differences.ts gives
 *   the reason the contexts need different words (scripts/i18n/same-english.ts).
 * Keys a screen uses but French lacks also fail typecheck (the web's `t` accepts catalog keys only).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { pluralFormsOf, type Catalog } from '@baobab/i18n/catalog';
import { englishPlurals } from '@baobab/i18n/en-plurals';
import { translatedLocales, type TranslatedLocale } from '@baobab/i18n/locales';
import { namespaces, type Namespace } from '@baobab/i18n/namespaces';
import { readExtraction, usageProblems } from './i18n/extraction';
import { baseKey, loadCatalogs, sameEnglishProblems, type Catalogs } from './i18n/same-english';

const sourceRoots = ['apps/web/src', 'apps/server/src', 'packages/contracts/src', 'packages/finance/src', 'packages/insights/src'];
const catalogFolder = 'packages/i18n/src';
const extractionFolder = 'packages/i18n/extracted/en';
const languageNames: Record<TranslatedLocale, string> = { fr: 'French', ar: 'Arabic' };

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return path.startsWith(catalogFolder) ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

// An entry may format a value ('{{count, number}}' groups digits as French does): only the names must match.
const placeholderNames = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*(?:,\s*\w+\s*)?\}\}/g)].map((m) => m[1]!);
const placeholders = (text: string) => placeholderNames(text).sort().join(',');
/** Arabic writes zero, one and two in words as often as in figures: those forms may leave out {{count}}. */
const wordedCount = (locale: TranslatedLocale, key: string) => locale === 'ar' && /_(zero|one|two)$/.test(key);
const withoutCount = (text: string) => placeholderNames(text).filter((name) => name !== 'count').sort().join(',');

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

/** The keys as code writes them: each counted key once, by its English. */
const baseKeys = (catalog: Catalog) => new Set(Object.keys(catalog).map(baseKey));

/** One language's catalog of a namespace against its English keys: entries, placeholders, plural forms. */
function catalogProblems(locale: TranslatedLocale, namespace: Namespace, catalog: Catalog): string[] {
  const problems: string[] = [];
  const language = languageNames[locale];
  const forms: readonly string[] = pluralFormsOf[locale];
  const counted = new Set<string>();
  for (const [key, value] of Object.entries(catalog)) {
    const base = baseKey(key);
    if (value.trim() === '') problems.push(`${namespace}: "${key}" has an empty ${language} entry`);
    const same = wordedCount(locale, key) ? withoutCount(value) === withoutCount(base) : placeholders(value) === placeholders(base);
    if (!same) problems.push(`${namespace}: "${key}" → "${value}" does not keep the placeholders of its key (${language})`);
    if (base === key) continue;
    if (!forms.includes(key.slice(base.length))) problems.push(`${namespace}: "${key}" is a plural form ${language} does not have (${forms.join(' ')})`);
    if (counted.has(base)) continue;
    counted.add(base);
    for (const suffix of forms) {
      if (!(base + suffix in catalog)) problems.push(`${namespace}: "${base}" is counted but ${language} has no "${suffix}" form`);
    }
  }
  return problems;
}

const problems: string[] = [];
const literals = literalsIn(sourceRoots.flatMap(sourceFiles));
const catalogsOf = {} as Record<TranslatedLocale, Partial<Catalogs>>;
for (const locale of translatedLocales) {
  const { catalogs, missing } = await loadCatalogs(catalogFolder, locale);
  catalogsOf[locale] = catalogs;
  for (const namespace of missing) problems.push(`${namespace}: no ${languageNames[locale]} catalog at ${catalogFolder}/${locale}/${namespace}.ts`);
}

for (const namespace of namespaces) {
  const french = catalogsOf.fr[namespace];
  if (!french) continue;
  const english = englishPlurals[namespace];
  for (const locale of translatedLocales) {
    const catalog = catalogsOf[locale][namespace];
    if (catalog) problems.push(...catalogProblems(locale, namespace, catalog));
  }
  const counted = new Set(Object.keys(french).map(baseKey).filter((base) => !(base in french)));
  for (const key of counted) {
    for (const suffix of pluralFormsOf.en) {
      if (!(key + suffix in english)) problems.push(`${namespace}: "${key}" is counted but English (i18n/en/${namespace}.ts) has no "${suffix}" form`);
    }
  }
  for (const key of Object.keys(english)) {
    if (!(key in french)) problems.push(`${namespace}: English plural "${key}" has no French entry`);
  }
  // Every language has every key: French's keys are the reference (the web's `t` is typed by them).
  for (const locale of translatedLocales.filter((l) => l !== 'fr')) {
    const catalog = catalogsOf[locale][namespace];
    if (!catalog) continue;
    const theirs = baseKeys(catalog);
    for (const key of baseKeys(french)) if (!theirs.has(key)) problems.push(`${namespace}: "${key}" has no ${languageNames[locale]} entry`);
    for (const key of theirs) if (!baseKeys(french).has(key)) problems.push(`${namespace}: ${languageNames[locale]} has "${key}", which French has not (a key no screen uses, or a typo)`);
  }
}

problems.push(...usageProblems(catalogsOf.fr, readExtraction(extractionFolder), literals));
problems.push(...sameEnglishProblems(catalogsOf.fr));

if (problems.length > 0) {
  console.error(`Translations: ${problems.length} problem(s)\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `Translations: ${namespaces.length} namespaces in ${translatedLocales.map((l) => languageNames[l]).join(' and ')}, every key in every language with its plural forms, every key the code uses (extracted by i18next-cli) in a catalog and every entry used, and the same English reads the same everywhere in French`,
);
