import type { FileStorage } from '../integrations/storage';
import type { Db } from '../db/client';
import { refreshTableStatistics } from '../db/table-statistics';
import { demoAccounts } from './demo';
import { defaultSeedOptions, generateDataset } from './generate';
import { hasUsers, insertDataset } from './insert';

/** The lines that tell a person how to sign in to the demo. */
export function demoAccountLines(): string[] {
  const { founder, investor, admin } = demoAccounts;
  return [
    `Demo founder:  ${founder.email} / ${founder.password}`,
    `Demo investor: ${investor.email} / ${investor.password}`,
    `Demo admin:    ${admin.email} / ${admin.password}`,
  ];
}

/**
 * Fills an empty database with the default demo dataset (seed 42) and logs the demo
 * accounts. Does nothing when any user exists, so it is safe to call at every start, from
 * several instances at once. The demo data room's documents go to `storage`. Returns whether it seeded.
 */
export async function seedIfEmpty(db: Db, storage: FileStorage, log: (line: string) => void): Promise<boolean> {
  if (await hasUsers(db)) return false;
  const dataset = generateDataset({ ...defaultSeedOptions });
  const seeded = await insertDataset(db, dataset, { storage, onlyIfEmpty: true });
  if (!seeded) return false;
  // Before the first request, so the planner knows the demo data (db/table-statistics.ts).
  await refreshTableStatistics(db);
  log(
    `Seeded demo data: ${dataset.startups.length} startups, ${dataset.investorProfiles.length} investors, ` +
      `${dataset.jobs.length} jobs, ${dataset.users.length} users.`,
  );
  for (const line of demoAccountLines()) log(line);
  return true;
}
