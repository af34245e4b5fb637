// Compares two OpenAPI documents (JSON files) and prints every place where they differ, key order aside:
// `npx tsx apps/server/src/ops/openapi-cli.ts /tmp/before.json` on the old code and on the new, then
// `node scripts/openapi-compare.mjs /tmp/before.json /tmp/after.json`. Exits 1 when they differ, so a change
// meant to leave the API document alone (a refactoring of where its metadata lives) can prove it did.
import { readFileSync } from 'node:fs';

/** Every difference as `/json/pointer: before -> after` (a missing side reads `undefined`). */
export function documentDifferences(before, after, at = '') {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
  if (isObject(before) && isObject(after)) {
    return [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((key) => documentDifferences(before[key], after[key], `${at}/${key}`));
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return before.flatMap((item, i) => documentDifferences(item, after[i], `${at}/${i}`));
  }
  return [`${at || '/'}: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [before, after] = process.argv.slice(2).map((file) => JSON.parse(readFileSync(file, 'utf8')));
  if (!before || !after) {
    console.error('usage: node scripts/openapi-compare.mjs <before.json> <after.json>');
    process.exit(2);
  }
  const differences = documentDifferences(before, after);
  console.log(differences.length ? differences.join('\n') : 'The two documents say the same (key order aside).');
  process.exit(differences.length ? 1 : 0);
}
