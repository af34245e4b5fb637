// Measurements go to stdout and to reliability/results/<name>.json (the numbers in docs/reliability.md).
import { mkdirSync, writeFileSync } from 'node:fs';

export function report(name, values) {
  const entry = { date: new Date().toISOString(), ...values };
  console.log(`[${name}] ${JSON.stringify(entry)}`);
  const dir = new URL('../results/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL(`${name}.json`, dir), `${JSON.stringify(entry, null, 2)}\n`);
}
