/**
 * Lists what scripts/i18n/same-english.ts measures: every English key written in two or more French
 * catalogs (with each namespace's French), the ones that read differently, and the counts.
 * `npx tsx scripts/i18n/same-english-report.ts` (add `--differing` to list only those).
 */
import { baseKey, copies, differences, loadCatalogs, shadows } from './same-english';
import { allowedDifferences } from './allowed-differences';

const { catalogs } = await loadCatalogs('packages/i18n/src', 'fr');
const copied = copies(catalogs);
const differing = differences(catalogs);
const onlyDiffering = process.argv.includes('--differing');

for (const [key, entries] of onlyDiffering ? differing : copied) {
  const mark = differing.has(key) ? (Object.hasOwn(allowedDifferences, baseKey(key)) ? ' [differs, allowed]' : ' [DIFFERS]') : '';
  console.log(`${JSON.stringify(key)}${mark}`);
  for (const [namespace, french] of entries) console.log(`    ${namespace}: ${french}`);
}
const extra = [...copied.values()].reduce((sum, entries) => sum + entries.length - 1, 0);
console.log(
  `\n${copied.size} English keys written in two or more namespaces (${extra} extra copies); ${differing.size} read differently ` +
    `(${[...differing.keys()].filter((k) => Object.hasOwn(allowedDifferences, baseKey(k))).length} on the allow-list of ${Object.keys(allowedDifferences).length}); ` +
    `${shadows(catalogs).length} screen entries repeat a shared catalog.`,
);
