// `npm run test:reliability [-- <name> ...]`: the slow checks against the production build, one
// file at a time (they start servers on fixed ports and load the machine). Builds first unless
// RELIABILITY_SKIP_BUILD=1 (CI sets it: `npm test` has just built).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { root } from './lib/paths.mjs';

const here = new URL('.', import.meta.url).pathname;
if (process.env.RELIABILITY_SKIP_BUILD !== '1') {
  console.log('=== build ===');
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}
const wanted = process.argv.slice(2);
const files = readdirSync(new URL('./tests', import.meta.url))
  .filter((name) => name.endsWith('.test.mjs'))
  .filter((name) => wanted.length === 0 || wanted.some((w) => name.includes(w)))
  .sort()
  .map((name) => `tests/${name}`);
const result = spawnSync('node', ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files], { cwd: here, stdio: 'inherit' });
process.exit(result.status ?? 1);
