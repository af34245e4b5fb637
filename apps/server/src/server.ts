import { ConfigError, loadConfig } from './config';
import { beginOpeningDatabase, type Database } from './db/client';
import { DatabaseUnreachableError } from './db/connect-with-retry';
import { PendingMigrationsError, prepareSchema } from './db/migrate';
import { demoAccountLines, seedIfEmpty } from './seed/seed-if-empty';
import { keepTableStatisticsFresh } from './db/table-statistics';
import { createStorage } from './integrations/storage';
import { gracefulShutdown } from './lib/graceful-shutdown';
import { createReadiness } from './lib/readiness';
import { defaultWebDistDir } from './lib/paths';

/** Requests still running get this long to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/** The first words of the one line a failed start prints: what kind of problem to look for. */
function startFailureTitle(error: ConfigError | PendingMigrationsError | DatabaseUnreachableError): string {
  if (error instanceof DatabaseUnreachableError) return 'Database unreachable';
  return error instanceof ConfigError ? 'Configuration error' : 'Database schema';
}

async function main() {
  let database: Database | undefined;
  try {
    const config = loadConfig(process.env, { webDistDir: defaultWebDistDir() });
    // PGlite reads and compiles its WebAssembly mostly off the main thread, then boots
    // PostgreSQL: start it first, and load the application's modules (Fastify, Better Auth, every
    // route) and build the app meanwhile, instead of one after the other. Building the app runs
    // no query. On PostgreSQL this overlaps the first connection instead.
    const opening = beginOpeningDatabase(config, (message) => console.warn(message));
    const loadingApp = import('./app');
    // Settle both before acting on either, so a failed open is reported as such (and closed).
    const [opened, appModule] = await Promise.allSettled([opening, loadingApp]);
    if (opened.status === 'rejected') throw opened.reason;
    database = opened.value.database;
    const { ready } = opened.value;
    // Awaited below; a failure while the app is being built must not count as unhandled.
    ready.catch(() => undefined);
    if (appModule.status === 'rejected') throw appModule.reason;
    const { buildApp } = appModule.value;
    const readiness = createReadiness();
    const app = await buildApp({ config, database, readiness });
    await ready;
    await prepareSchema(database, config.migrateOnStart);
    // A fresh embedded database gets demo data; a real PostgreSQL server is seeded explicitly (npm run seed).
    const printsDemoAccounts = config.seedOnStart && database.kind === 'pglite';
    const seededNow = printsDemoAccounts && (await seedIfEmpty(database.db, createStorage(config), (line) => console.log(line)));
    const drain = gracefulShutdown(app);
    // PostgreSQL runs autovacuum itself; the embedded database has nothing else to do it.
    const stopStatistics = database.kind === 'pglite' ? keepTableStatisticsFresh(database.db, app.log) : () => undefined;

    const shutdown = (signal: string) => {
      app.log.info({ signal }, 'shutting down');
      readiness.stop();
      stopStatistics();
      setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
      drain
        .close()
        .then(() => database?.close())
        .then(() => process.exit(0), () => process.exit(1));
    };
    process.once('SIGTERM', () => shutdown('SIGTERM'));
    process.once('SIGINT', () => shutdown('SIGINT'));

    await app.listen({ host: config.host, port: config.port });
    console.log(`Baobab is running on ${config.publicUrl} (${database.kind} database)`);
    // After listening: the queue's start (about half a second on PGlite) does not delay the first
    // answer. Tasks left by a previous run, or queued while the mail server was down, resume here.
    app.queue.start().catch((error: unknown) => app.log.error({ err: error }, 'task queue did not start'));
    if (printsDemoAccounts && !seededNow) demoAccountLines().forEach((line) => console.log(line));
  } catch (error) {
    await database?.close().catch(() => undefined);
    if (error instanceof ConfigError || error instanceof PendingMigrationsError || error instanceof DatabaseUnreachableError) {
      console.error(`${startFailureTitle(error)}: ${error.message}`);
    } else {
      console.error(error);
    }
    process.exit(1);
  }
}

void main();
