/**
 * The catalogs against the keys the code uses, as i18next-cli extracted them (`npm run i18n:extract`,
 * i18next.config.ts; decision 0073). The extraction is one JSON file per namespace, the namespace of the
 * `useT('<namespace>')` in scope, or `unscoped` for a `t` the code received and for `message('<key>')`.
 * - a key the code uses that no catalog it reads has is missing (an unscoped key: that no catalog has);
 * - a catalog key the extraction does not find is unused, unless its English is a string literal
 *   somewhere in the source: keys produced indirectly (an enumeration's label map, a `*-texts.ts`
 *   sentence filled elsewhere, a key passed as a value) are found only by that literal scan, the fallback.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalog } from '@baobab/i18n/catalog';
import { namespaces, readingOrder, type Namespace } from '@baobab/i18n/namespaces';
import { baseKey } from './same-english';

export const unscoped = 'unscoped';
const isNamespace = (name: string): name is Namespace => (namespaces as readonly string[]).includes(name);

/** Each extracted namespace's keys as code writes them (a counted key once, by its English). */
export function readExtraction(folder: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.json'))) {
    const keys = Object.keys(JSON.parse(readFileSync(join(folder, name), 'utf8')) as Record<string, string>);
    found.set(name.replace(/\.json$/, ''), new Set(keys.map(baseKey)));
  }
  return found;
}

/** Missing and unused keys: the catalogs (one language's, by namespace) against the extraction and, for unused, the literals. */
export function usageProblems(catalogs: Partial<Record<Namespace, Catalog>>, extracted: Map<string, Set<string>>, literals: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const keysOf = (namespace: Namespace) => new Set(Object.keys(catalogs[namespace] ?? {}).map(baseKey));
  const every = new Set(namespaces.flatMap((namespace) => [...keysOf(namespace)]));
  const used = new Set([...extracted.values()].flatMap((keys) => [...keys]));
  for (const [scope, keys] of extracted) {
    if (scope !== unscoped && !isNamespace(scope)) {
      problems.push(`the extraction has a namespace "${scope}" that namespaces.ts does not list`);
      continue;
    }
    const order = isNamespace(scope) ? readingOrder(scope) : null;
    const where = order ? `none of ${order.join(', ')}` : 'no catalog';
    for (const key of keys) {
      const found = order ? order.some((namespace) => keysOf(namespace).has(key)) : every.has(key);
      if (!found) problems.push(`${scope}: "${key}" is used in the code but ${where} has it`);
    }
  }
  for (const namespace of namespaces) {
    for (const key of keysOf(namespace)) {
      if (!used.has(key) && !literals.has(key)) problems.push(`${namespace}: "${key}" is used nowhere (not extracted from a t() or message() call, and no string literal in the source)`);
    }
  }
  return problems;
}
