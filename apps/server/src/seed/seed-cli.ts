/** `npm run seed -- [--startups N] [--investors N] [--jobs N] [--messages N] [--deals N] [--seed S] [--reset]`: see seedUsage. */
import { ConfigError, loadConfig } from '../config';
import { createStorage } from '../integrations/storage';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { refreshTableStatistics } from '../db/table-statistics';
import { generateDataset } from './generate';
import { deleteSeededData, hasUsers, insertDataset } from './insert';
import { parseSeedArgs, seedUsage } from './seed-args';
import { demoAccountLines } from './seed-if-empty';

const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(2)} s`;

async function main(): Promise<number> {
  let args;
  try {
    args = parseSeedArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${seedUsage}`);
    return 2;
  }
  if (args.help) {
    console.log(seedUsage);
    return 0;
  }

  let database: Database | undefined;
  try {
    const config = loadConfig(process.env);
    database = await openDatabase(config);
    await runMigrations(database);
    const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
    if (args.reset) {
      await deleteSeededData(database.db);
      console.log(`Deleted all users and their data from ${where}.`);
    } else if (await hasUsers(database.db)) {
      console.error(
        `Refusing to seed: ${where} already has users. Run again with --reset to delete all users, ` +
          'startups, profiles and jobs first (this cannot be undone).',
      );
      return 1;
    }

    const started = performance.now();
    const { seed, startups, investors, jobs, messages, deals } = args;
    const dataset = generateDataset({ seed, startups, investors, jobs, messages, deals });
    console.log(`Generated in ${seconds(started)} (seed ${seed}).`);
    const inserting = performance.now();
    await insertDataset(database.db, dataset, { storage: createStorage(config) });
    console.log(`Inserted, with every startup's public score, in ${seconds(inserting)} into ${where}:`);
    console.log(
      `  ${dataset.users.length} users, ${dataset.founderProfiles.length} founder profiles, ` +
        `${dataset.investorProfiles.length} investor profiles, ${dataset.startups.length} startups, ${dataset.jobs.length} jobs, ` +
        `${dataset.connections.length} threads with ${dataset.messages.length} messages, ${dataset.deals.length} deals, ` +
        `${dataset.investments.length} investments`,
    );
    // A database ready to serve: the planner's statistics for what was just inserted, and no
    // autovacuum pass over the fresh rows later (PGlite has none at all: db/table-statistics.ts).
    const analysing = performance.now();
    const analysed = await refreshTableStatistics(database.db);
    console.log(`Analysed ${analysed.length} tables in ${seconds(analysing)}.`);
    console.log(`Total ${seconds(started)}.`);
    for (const line of demoAccountLines()) console.log(line);
    return 0;
  } catch (error) {
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
    return 1;
  } finally {
    await database?.close().catch(() => undefined);
  }
}

process.exitCode = await main();
