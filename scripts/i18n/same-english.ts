/**
 * Same English, same French (decision 0023): one English text reads the same on every screen. A
 * screen's `t` also reads the shared catalogs (`common`, then `messages`), so a label used on several
 * screens is written there once. What this module finds, for check-i18n.ts and same-english-report.ts:
 * - differences: an English key that two namespaces translate differently;
 * - shadows: a screen's own entry for a key a shared catalog already has (a copy, or a different word);
 * - copies: every key written in two or more namespaces, with the namespaces that write it.
 * Keys in `allowedDifferences` may differ and shadow, each for the reason written there.
 */
import { pluralSuffixes, type Catalog } from '@baobab/i18n/catalog';
import { namespaces, readingOrder, sharedNamespaces, type Namespace } from '@baobab/i18n/namespaces';
import type { TranslatedLocale } from '@baobab/i18n/locales';
import { allowedDifferences } from './allowed-differences';

export type Catalogs = Record<Namespace, Catalog>;

/** A counted key's English as code writes it ('{{count}} unread_one' is '{{count}} unread'). */
export const baseKey = (key: string) => pluralSuffixes.reduce((k, suffix) => (k.endsWith(suffix) ? k.slice(0, -suffix.length) : k), key);
const isAllowed = (key: string) => Object.hasOwn(allowedDifferences, baseKey(key));

/** Every namespace's catalog in a language, as its file exports it (the import fails for a missing one). */
export async function loadCatalogs(folder: string, locale: TranslatedLocale): Promise<{ catalogs: Partial<Catalogs>; missing: Namespace[] }> {
  const catalogs: Partial<Catalogs> = {};
  const missing: Namespace[] = [];
  for (const namespace of namespaces) {
    try {
      catalogs[namespace] = (await import(`../../${folder}/${locale}/${namespace}.ts`)).default as Catalog;
    } catch {
      missing.push(namespace);
    }
  }
  return { catalogs, missing };
}

/** Each English key written in two or more namespaces, with each namespace's French. */
export function copies(catalogs: Partial<Catalogs>): Map<string, [Namespace, string][]> {
  const byKey = new Map<string, [Namespace, string][]>();
  for (const namespace of namespaces) {
    for (const [key, french] of Object.entries(catalogs[namespace] ?? {})) byKey.set(key, [...(byKey.get(key) ?? []), [namespace, french]]);
  }
  return new Map([...byKey].filter(([, entries]) => entries.length > 1));
}

/** The copies whose French is not the same everywhere. */
export function differences(catalogs: Partial<Catalogs>): Map<string, [Namespace, string][]> {
  return new Map([...copies(catalogs)].filter(([, entries]) => new Set(entries.map(([, french]) => french)).size > 1));
}

/** A namespace's entries that a shared catalog it reads also has: [namespace, key, shared namespace]. */
export function shadows(catalogs: Partial<Catalogs>): [Namespace, string, Namespace][] {
  const found: [Namespace, string, Namespace][] = [];
  for (const namespace of namespaces) {
    // Between the shared catalogs themselves, a key lives in one: `common` gives way to `messages`.
    const rank = (ns: Namespace) => (sharedNamespaces as readonly Namespace[]).indexOf(ns);
    const shared = readingOrder(namespace).slice(1).filter((s) => rank(s) > rank(namespace));
    for (const key of Object.keys(catalogs[namespace] ?? {})) {
      const also = shared.find((s) => key in (catalogs[s] ?? {}));
      if (also) found.push([namespace, key, also]);
    }
  }
  return found;
}

/**
 * The problems check-i18n.ts reports: a difference the allow-list does not explain, and a shadow that
 * is a plain copy (same French as the shared catalog) or a different word the allow-list does not explain.
 */
export function sameEnglishProblems(catalogs: Partial<Catalogs>): string[] {
  const problems: string[] = [];
  const differing = differences(catalogs);
  for (const [key, entries] of differing) {
    if (isAllowed(key)) continue;
    problems.push(`"${key}" reads differently: ${entries.map(([ns, french]) => `${ns} "${french}"`).join(', ')} (one French for all, or a reason in scripts/i18n/allowed-differences.ts)`);
  }
  for (const [namespace, key, shared] of shadows(catalogs)) {
    const isCopy = catalogs[namespace]?.[key] === catalogs[shared]?.[key];
    if (isCopy) problems.push(`${namespace}: "${key}" is a copy of ${shared}'s entry, which its t reads already: remove it`);
    else if (!isAllowed(key)) problems.push(`${namespace}: "${key}" says differently what ${shared} says`);
  }
  for (const key of Object.keys(allowedDifferences)) {
    if (![...differing.keys()].some((k) => baseKey(k) === key)) problems.push(`allowed-differences.ts: "${key}" no longer reads differently anywhere: take it off the list`);
  }
  return problems;
}
