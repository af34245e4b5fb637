import { ConfigError, loadConfig } from '../config';
import { openDatabase } from './client';
import { runMigrations } from './migrate';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded database. */
try {
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  await runMigrations(database);
  await database.close();
  console.log(`Migrations applied (${database.kind}).`);
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
}
