/**
 * The data migration drizzle/0025_f40_vocab_canonical_values.sql: rows written before the one
 * vocabulary (with the spellings clients used to store) read the canonical values after it, on
 * PGlite and on PostgreSQL (TEST_DATABASE_URL). The rows are written and the migration's own SQL
 * file is applied to them, statement by statement in one transaction, as the migrator applies it to a
 * database that predates it. (Marking it not applied no longer works: drizzle only applies migrations
 * newer than the newest applied one, and later migrations exist.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../lib/paths';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { users } from './schema/auth';
import { investorProfiles } from './schema/profiles';
import { startups } from './schema/startups';

const journal = JSON.parse(readFileSync(join(migrationsDir(), 'meta', '_journal.json'), 'utf8')) as { entries: { when: number; tag: string }[] };
const vocabularyMigration = journal.entries.find((e) => e.tag.endsWith('f40_vocab_canonical_values'))!;
const statements = readFileSync(join(migrationsDir(), `${vocabularyMigration.tag}.sql`), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter(Boolean);

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
}, 120_000);
afterAll(() => test.destroy());

const startup = (ownerId: string, name: string, sector: string, region: string, fundingStage: string) => ({
  ownerId, name, description: `${name} is a startup written before the vocabulary.`, sector, region, fundingStage, raisingAmount: '$500K', teamSize: 3, businessModel: 'B2B SaaS',
});
const investor = (userId: string, preferredSectors: string[], preferredGeographies: string[], preferredStages: string[]) => ({
  userId, type: 'angel', investmentThesis: 'A thesis written before the one vocabulary existed.', minTicketSize: 1_000, maxTicketSize: 10_000, averageTicketSize: 5_000, preferredSectors, preferredGeographies, preferredStages,
});

describe('migrating existing rows to the one vocabulary', () => {
  it('rewrites old spellings, moves named countries to ISO codes, keeps unknown values, and changes nothing the second time', async () => {
    const db = test.database.db;
    const people = ['u1', 'u2', 'u3', 'u4'].map((id) => ({ id, name: id, email: `${id}@example.org` }));
    await db.insert(users).values(people);
    // Before: as the old contracts allowed (investor lists, the spec's geographies) and as older clients wrote.
    await db.insert(startups).values([
      startup('u1', 'Old Fintech', 'Fintech', 'Latin America', 'Pre-seed'),
      startup('u1', 'Old Logistics', 'logistics', 'Africa', 'Series C'),
      startup('u1', 'Canonical', 'FinTech', 'Africa', 'Seed'),
      startup('u1', 'Unknown sector', 'Biotech', 'Mars', 'Series Z'),
    ]);
    await db.insert(investorProfiles).values([
      investor('u1', ['Fintech', 'FinTech', 'Logistics'], ['Nigeria', 'Kenya', 'Africa'], ['Pre-seed', 'Seed']),
      investor('u2', ['SaaS', 'Gaming'], ['MENA', 'Asia', 'Eastern Europe'], ['Series C+']),
      investor('u3', ['Marketplace'], ['Latin America', 'Brazil', 'India'], ['Growth']),
      investor('u4', ['Biotech'], ['Mars', 'Africa'], ['Series Z']),
    ]);

    const applyMigration = () => db.transaction(async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement));
    });
    await applyMigration();

    const after = async () => ({
      startups: await db.select({ name: startups.name, sector: startups.sector, region: startups.region, stage: startups.fundingStage }).from(startups).orderBy(asc(startups.id)),
      investors: await db.select({ sectors: investorProfiles.preferredSectors, regions: investorProfiles.preferredGeographies, countries: investorProfiles.preferredCountries, stages: investorProfiles.preferredStages }).from(investorProfiles).orderBy(asc(investorProfiles.id)),
    });
    const expected = {
      startups: [
        { name: 'Old Fintech', sector: 'FinTech', region: 'South America', stage: 'Pre-Seed' },
        { name: 'Old Logistics', sector: 'LogisticsTech', region: 'Africa', stage: 'Series C+' },
        { name: 'Canonical', sector: 'FinTech', region: 'Africa', stage: 'Seed' },
        { name: 'Unknown sector', sector: 'Biotech', region: 'Mars', stage: 'Series Z' },
      ],
      investors: [
        { sectors: ['FinTech', 'LogisticsTech'], regions: ['Africa'], countries: ['KE', 'NG'], stages: ['Pre-Seed', 'Seed'] },
        { sectors: ['SaaS', 'Gaming'], regions: ['Middle East', 'Europe', 'Asia-Pacific', 'Southeast Asia', 'East Asia'], countries: ['DZ', 'EG', 'LY', 'MA', 'TN'], stages: ['Series C+'] },
        { sectors: ['Marketplace'], regions: ['South America'], countries: ['BR', 'IN'], stages: ['Growth'] },
        { sectors: ['Biotech'], regions: ['Africa', 'Mars'], countries: [], stages: ['Series Z'] },
      ],
    };
    expect(await after()).toEqual(expected);

    // Applied once more (a retried deploy), the rows stay as they are.
    await applyMigration();
    expect(await after()).toEqual(expected);
  }, 120_000);
});
