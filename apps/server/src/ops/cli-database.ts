import { ConfigError, loadConfig } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';
import { runMigrations } from '../db/migrate';

/**
 * What every command-line tool on the server's database does around its own work: read the
 * environment as the server does, open the database it names (migrated), and close it whatever
 * happens. A bad environment prints its one-line explanation and exits 2; the tool's own errors
 * are its to answer (`onError` returns an exit code, or rethrows).
 */
export async function runOnDatabase(work: (db: Db) => Promise<number>, onError: (error: unknown) => number): Promise<number> {
  let database: Database | undefined;
  try {
    database = await openDatabase(loadConfig(process.env));
    await runMigrations(database);
    return await work(database.db);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    return onError(error);
  } finally {
    await database?.close();
  }
}
