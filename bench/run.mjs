// `npm run bench`: every benchmark in bench/, each printing what it measured (never pass/fail).
// - engines/*.bench.ts: the pure engines (waterfall, matching, document analysis);
// - http/api.bench.mjs: the API on a large seeded PostgreSQL database (needs `npm run build`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const here = new URL('.', import.meta.url).pathname;
let failed = false;
function run(label, command, args) {
  console.log(`\n=== ${label} ===`);
  if (spawnSync(command, args, { stdio: 'inherit', cwd: here }).status !== 0) failed = true;
}

for (const name of readdirSync(new URL('./engines', import.meta.url)).filter((n) => n.endsWith('.bench.ts')).sort()) {
  run(`engines/${name}`, 'npx', ['tsx', `engines/${name}`]);
}
if (!existsSync(new URL('../apps/server/dist/server.js', import.meta.url))) run('build', 'npm', ['run', 'build', '--prefix', '..']);
run('http/api.bench.mjs', 'node', ['http/api.bench.mjs']);
process.exit(failed ? 1 : 0);
