/**
 * `npm run backup [-- <folder>]`: backs up DATABASE_URL (pg_dump) or the embedded database in
 * DATA_DIR (the server must be stopped), plus data-room files, into a new folder
 * (default backups/baobab-<time>). See docs/reliability.md.
 */
import { ConfigError, loadConfig } from '../config';
import { backup } from './backup';

try {
  const config = loadConfig(process.env);
  const out = process.argv[2] ?? `backups/baobab-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  const manifest = await backup(config, out);
  const rows = Object.values(manifest.rowCounts).reduce((a, b) => a + b, 0);
  console.log(`Backed up the ${manifest.kind} database (${Object.keys(manifest.rowCounts).length} tables, ${rows} rows)${manifest.files ? ' and data-room files' : ''} to ${out}`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof ConfigError ? `configuration: ${error.message}` : (error as Error).message}`);
  process.exit(1);
}
