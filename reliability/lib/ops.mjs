// `npm run backup` and `npm run restore` as an operator runs them, from the repository root.
import { spawnSync } from 'node:child_process';
import { root } from './paths.mjs';

export function runScript(script, args, { databaseUrl, dataDir }) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...inherited, DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
