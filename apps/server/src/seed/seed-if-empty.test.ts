import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { currencyCodes } from '@baobab/contracts/currencies';
import { verifyPassword } from 'better-auth/crypto';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { extractText, getDocumentProxy } from 'unpdf';
import { createLocalStorage } from '../integrations/storage';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { accounts, users } from '../db/schema/auth';
import { dataRoomDocumentVersions, dataRoomGrants } from '../db/schema/data-rooms';
import { deals } from '../db/schema/deals';
import { connections } from '../db/schema/network';
import { investments } from '../db/schema/portfolio';
import { jobs } from '../db/schema/jobs';
import { founderProfiles, investorProfiles } from '../db/schema/profiles';
import { startups } from '../db/schema/startups';
import { demoAccounts } from './demo';
import { generateDataset } from './generate';
import { wholeUsd } from '@baobab/finance/currency-conversion';
import { latestRates } from '../db/exchange-rates/import-rates';
import { writePublicScores } from './public-scores';
import { deleteSeededData, hasUsers, insertDataset } from './insert';
import { seedIfEmpty } from './seed-if-empty';
import { userProfiles } from '../db/schema/user-profiles';

type Target = { name: string; open(): Promise<Database>; dispose(): Promise<void> };

const pglite: Target = {
  name: 'PGlite',
  open: () => openDatabase({ databaseUrl: undefined, dataDir: ':memory:' }),
  dispose: async () => undefined,
};

/** A throw-away database on the PostgreSQL server of TEST_DATABASE_URL, dropped afterwards. */
function postgresTarget(adminUrl: string): Target {
  const name = `baobab_seed_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    name: 'PostgreSQL',
    async open() {
      await admin(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return openDatabase({ databaseUrl: url.toString(), dataDir: ':memory:' });
    },
    dispose: () => admin(`drop database if exists ${name} with (force)`),
  };
}

const targets = [pglite, ...(process.env.TEST_DATABASE_URL ? [postgresTarget(process.env.TEST_DATABASE_URL)] : [])];

const countOf = async (database: Database, table: PgTable) => {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row!.n;
};

describe.each(targets)('seeding on $name', (target) => {
  let database: Database;
  const storage = createLocalStorage(mkdtempSync(join(tmpdir(), 'baobab-seed-')));

  beforeAll(async () => {
    database = await target.open();
    await runMigrations(database);
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    await target.dispose();
  });

  it('seeds an empty database with the default dataset and logs the demo accounts', async () => {
    const lines: string[] = [];
    expect(await seedIfEmpty(database.db, storage, (line) => lines.push(line))).toBe(true);

    expect(await countOf(database, startups)).toBe(500);
    expect(await countOf(database, investorProfiles)).toBe(150);
    expect(await countOf(database, jobs)).toBe(200);
    // Every founder and investor, and the demo admin (who has neither role).
    expect(await countOf(database, users)).toBe((await countOf(database, founderProfiles)) + 150 + 1);
    expect(await countOf(database, accounts)).toBe(3);
    const admins = await database.db.select({ email: users.email }).from(users).where(eq(users.isAdmin, true));
    expect(admins).toEqual([{ email: demoAccounts.admin.email }]);
    expect(lines.join('\n')).toContain(`${demoAccounts.founder.email} / ${demoAccounts.founder.password}`);
    expect(lines.join('\n')).toContain(`${demoAccounts.investor.email} / ${demoAccounts.investor.password}`);
    expect(lines.join('\n')).toContain(`${demoAccounts.admin.email} / ${demoAccounts.admin.password}`);
  });

  it('gives startups 1 and 2 to the demo founder', async () => {
    const [founder] = await database.db.select().from(users).where(eq(users.email, demoAccounts.founder.email));
    expect(founder?.userType).toBe('founder');
    const owned = await database.db.select({ id: startups.id }).from(startups).where(eq(startups.ownerId, founder!.id));
    expect(owned.map((s) => s.id).sort()).toEqual([1, 2]);
    const [investor] = await database.db.select().from(investorProfiles).where(eq(investorProfiles.userId, demoAccounts.investor.userId));
    expect(investor?.type).toBe('vc_partner');
  });

  it('gives both demo accounts a professional profile, as onboarding would', async () => {
    const profiles = await database.db.select().from(userProfiles);
    expect(profiles.map((p) => p.userId).sort()).toEqual([demoAccounts.founder.userId, demoAccounts.investor.userId].sort());
    const founder = profiles.find((p) => p.userId === demoAccounts.founder.userId)!;
    const [onboarding] = await database.db.select().from(founderProfiles).where(eq(founderProfiles.userId, demoAccounts.founder.userId));
    expect(founder.bio).toBe(onboarding!.bio);
    expect(founder.isOpenToCofounder).toBe(true);
    expect(profiles.find((p) => p.userId === demoAccounts.investor.userId)?.isOpenToInvest).toBe(true);
  });

  it('gives the demo investor a deal in every stage, rounds, a thread with the demo founder and a shared room', async () => {
    const { founder, investor } = demoAccounts;
    const pipeline = await database.db.select().from(deals).where(eq(deals.investorId, investor.userId));
    expect(new Set(pipeline.map((d) => d.stage))).toEqual(new Set(['sourced', 'reviewed', 'due-diligence', 'term-sheet', 'closed', 'passed']));
    expect(pipeline.find((d) => d.startupId === 1)?.stage).toBe('due-diligence');
    const rounds = await database.db.select().from(investments).where(eq(investments.investorId, investor.userId));
    expect(rounds.length).toBe(pipeline.filter((d) => d.stage === 'closed').length);
    expect(rounds.every((r) => r.confirmationStatus === 'confirmed')).toBe(true);
    const threads = await database.db.select().from(connections).where(eq(connections.addresseeId, investor.userId));
    const asked = await database.db.select().from(connections).where(eq(connections.requesterId, investor.userId));
    expect([...threads, ...asked].some((c) => [c.requesterId, c.addresseeId].includes(founder.userId) && c.status === 'accepted')).toBe(true);

    const [grant] = await database.db.select().from(dataRoomGrants).where(eq(dataRoomGrants.granteeId, investor.userId));
    expect(grant).toMatchObject({ roomId: 1, permission: 'view', createdBy: founder.userId, revokedAt: null });
    const versions = await database.db.select().from(dataRoomDocumentVersions);
    expect(versions).toHaveLength(3);
    const deck = await buffer(await storage.read(versions[0]!.storageKey));
    expect(deck.byteLength).toBe(versions[0]!.sizeBytes);
    expect((await extractText(await getDocumentProxy(new Uint8Array(deck)), { mergePages: true })).text).toContain('12,400 active traders');
  });

  it('stores demo passwords as Better Auth hashes of the published passwords', async () => {
    const rows = await database.db.select().from(accounts);
    for (const { email, password, userId } of [demoAccounts.founder, demoAccounts.investor]) {
      const row = rows.find((r) => r.userId === userId);
      expect(row, email).toMatchObject({ providerId: 'credential', accountId: userId });
      expect(row!.password).not.toBe(password);
      expect(await verifyPassword({ hash: row!.password!, password })).toBe(true);
    }
  });

  it('lets the next startup created take the id after the seeded ones', async () => {
    const [created] = await database.db
      .insert(startups)
      .values({
        ownerId: demoAccounts.founder.userId, name: 'Next', description: 'Created after seeding.', sector: 'FinTech',
        region: 'Africa', fundingStage: 'Seed', raisingAmount: '$1M', teamSize: 1, businessModel: 'Enterprise',
      })
      .returning({ id: startups.id });
    expect(created!.id).toBe(501);
    await database.db.delete(startups).where(eq(startups.id, 501));
  });

  it('does nothing when called again', async () => {
    const lines: string[] = [];
    expect(await seedIfEmpty(database.db, storage, (line) => lines.push(line))).toBe(false);
    expect(lines).toEqual([]);
    expect(await countOf(database, startups)).toBe(500);
  });

  it('refuses to insert over existing users when asked to insert only into an empty database', async () => {
    const small = generateDataset({ seed: 7, startups: 5, investors: 2, jobs: 3 });
    expect(await insertDataset(database.db, small, { storage, onlyIfEmpty: true })).toBe(false);
    expect(await countOf(database, startups)).toBe(500);
  });

  it('deletes everything seeded and seeds again from id 1, every value read back as generated', async () => {
    await deleteSeededData(database.db);
    expect(await hasUsers(database.db)).toBe(false);
    expect(await countOf(database, jobs)).toBe(0);

    const small = generateDataset({ seed: 7, startups: 30, investors: 10, jobs: 20 });
    expect(await insertDataset(database.db, small, { storage: null })).toBe(true);
    const startupRows = await database.db.select().from(startups).orderBy(startups.id);
    // searchVector, score, tractionTier and the raise in dollars are derived from the generated values, not
    // generated themselves; the trust-and-safety columns start at their defaults (no registration, open to all, not hidden);
    // the facts version counts the seeded facts' writes (triggers, migration 0048).
    const derived = ({ searchVector: _v, score: _s, tractionTier: _t, registrationNumber: _n, registrationCountry: _c, verifiedInvestorsOnly: _o, hiddenAt: _h, raisingAmountUsd: _u, factsVersion: _f, publicScoreBasis: _p, ...row }: typeof startupRows[number]) => row;
    expect(startupRows.map(derived)).toEqual(small.startups.map(({ raisingAmountUsd: _u, ...row }) => row));
    expect(startupRows.every((row) => row.score !== null && row.tractionTier !== null)).toBe(true);
    // Each score is the public assessment the server's sweep stores, with its basis: a first start's sweep recomputes none.
    expect(await writePublicScores(database.db)).toMatchObject({ recomputed: 0, changed: 0 });
    // The seed imports the reference rates (one per currency) first and converts each raise at them, as the API converts a raise it saves.
    const rates = await latestRates(database.db);
    expect(rates.size).toBe(currencyCodes.length);
    for (const row of startupRows) {
      const usd = row.raisingAmountMinor === null ? null : wholeUsd(BigInt(row.raisingAmountMinor), row.raisingCurrency!, rates);
      expect(row.raisingAmountUsd).toBe(usd === null ? null : Number(usd));
    }
    expect(startupRows.filter((row) => row.raisingCurrency !== 'USD' && row.raisingAmountUsd !== null).length).toBeGreaterThan(3);
    const jobRows = await database.db.select().from(jobs).orderBy(jobs.id);
    expect(jobRows.map(({ id: _, hiddenAt: _h, ...row }) => row)).toEqual(small.jobs.map((j) => ({ ...j, startupId: j.startupId })));
    const investorRows = await database.db.select().from(investorProfiles).orderBy(investorProfiles.id);
    expect(investorRows.map(({ id: _, verifiedAt: _v, ...row }) => row)).toEqual(small.investorProfiles);
  });
});
