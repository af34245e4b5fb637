/**
 * `npm run restore -- <folder> [--force]`: restores a backup into DATABASE_URL or DATA_DIR.
 * Stop the server first. Refuses to overwrite existing data without --force.
 */
import { ConfigError, loadConfig } from '../config';
import { restore } from './restore';

const args = process.argv.slice(2);
const from = args.find((a) => !a.startsWith('--'));
if (!from) {
  console.error('Usage: npm run restore -- <backup folder> [--force]');
  process.exit(2);
}
try {
  const config = loadConfig(process.env);
  const result = await restore(config, from, { force: args.includes('--force') });
  const rows = Object.values(result.rowCounts).reduce((a, b) => a + b, 0);
  console.log(`Restored the ${result.manifest.kind} backup of ${result.manifest.createdAt}: ${Object.keys(result.rowCounts).length} tables, ${rows} rows.`);
  // A PostgreSQL backup taken while the server ran may hold a few more rows than its counts.
  for (const line of result.differences) console.log(`  row count differs: ${line}`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof ConfigError ? `configuration: ${error.message}` : (error as Error).message}`);
  process.exit(1);
}
