import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { dealStages } from '@baobab/contracts/enums';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { dealStageChanges, deals } from '../db/schema/deals';
import { messages } from '../db/schema/messaging';
import { connections } from '../db/schema/network';
import { investments } from '../db/schema/portfolio';
import { demoAccounts } from './demo';
import { defaultSeedOptions, generateDataset } from './generate';
import { insertDataset } from './insert';

const options = { seed: 11, startups: 400, investors: 120, jobs: 10, messages: 2_000, deals: 1_500 };
const dataset = generateDataset(options);

describe('generateDataset: messages and deals', () => {
  it('adds no activity unless asked', () => {
    const plain = generateDataset({ ...defaultSeedOptions, messages: 0, deals: 0 });
    expect([plain.connections, plain.messages, plain.deals, plain.investments].map((rows) => rows.length)).toEqual([0, 0, 0, 0]);
  });

  it("gives the default demo its activity: the demo investor's whole pipeline, 30 threads", () => {
    const demo = generateDataset({ ...defaultSeedOptions });
    expect(demo.deals).toHaveLength(40);
    expect(demo.deals.every((d) => d.investorId === demoAccounts.investor.userId)).toBe(true);
    expect(demo.connections).toHaveLength(30);
  });

  it('makes exactly the requested messages and deals, and the same ones for the same seed', () => {
    expect(dataset.messages).toHaveLength(2_000);
    expect(dataset.deals).toHaveLength(1_500);
    expect(dataset.connections).toHaveLength(250);
    expect(generateDataset(options)).toEqual(dataset);
  });

  it('keeps the messages when only the number of deals changes', () => {
    const more = generateDataset({ ...options, deals: 3_000 });
    expect(more.messages).toEqual(dataset.messages);
    expect(more.deals.slice(0, 200)).toEqual(dataset.deals.slice(0, 200));
  });

  it('threads are accepted founder–investor pairs, one per pair, with every message between the pair and in time order', () => {
    const founders = new Set(dataset.founderProfiles.map((p) => p.userId));
    const investors = new Set(dataset.investorProfiles.map((p) => p.userId));
    const pairs = new Set<string>();
    for (const c of dataset.connections) {
      expect(c.status).toBe('accepted');
      const [a, b] = [c.requesterId, c.addresseeId].sort();
      pairs.add(`${a}|${b}`);
      expect(founders.has(c.requesterId) ? investors.has(c.addresseeId) : founders.has(c.addresseeId) && investors.has(c.requesterId)).toBe(true);
    }
    expect(pairs.size).toBe(dataset.connections.length);
    const byId = new Map(dataset.connections.map((c) => [c.id, c]));
    let previous = { connectionId: 0, at: 0 };
    for (const m of dataset.messages) {
      const thread = byId.get(m.connectionId)!;
      expect([thread.requesterId, thread.addresseeId].sort()).toEqual([m.senderId, m.recipientId].sort());
      expect(m.createdAt!.getTime()).toBeGreaterThan(thread.respondedAt!.getTime());
      if (m.connectionId === previous.connectionId) expect(m.createdAt!.getTime()).toBeGreaterThanOrEqual(previous.at);
      previous = { connectionId: m.connectionId, at: m.createdAt!.getTime() };
    }
    expect(dataset.messages.some((m) => m.readAt === null)).toBe(true);
  });

  it('gives the demo accounts a thread together and a busy pipeline', () => {
    const { founder, investor } = demoAccounts;
    expect(dataset.connections[0]).toMatchObject({ id: 1 });
    expect([dataset.connections[0]!.requesterId, dataset.connections[0]!.addresseeId].sort()).toEqual([founder.userId, investor.userId].sort());
    expect(dataset.deals.filter((d) => d.investorId === investor.userId)).toHaveLength(200);
  });

  it('deals are unique per investor and startup, in every stage, with a round for each closed one', () => {
    expect(new Set(dataset.deals.map((d) => `${d.investorId}|${d.startupId}`)).size).toBe(dataset.deals.length);
    expect(new Set(dataset.deals.map((d) => d.stage))).toEqual(new Set(dealStages));
    const investors = new Set(dataset.investorProfiles.map((p) => p.userId));
    expect(dataset.deals.every((d) => investors.has(d.investorId!))).toBe(true);
    const closed = dataset.deals.filter((d) => d.stage === 'closed');
    expect(dataset.investments.map((i) => `${i.investorId}|${i.startupId}`)).toEqual(closed.map((d) => `${d.investorId}|${d.startupId}`));
    for (const d of dataset.deals) {
      expect(d.stageEnteredAt!.getTime()).toBeGreaterThanOrEqual(d.createdAt!.getTime());
      expect(d.lastActivityAt!.getTime()).toBeGreaterThanOrEqual(d.stageEnteredAt!.getTime());
    }
  });

  it('refuses more deals than there are investor and startup pairs', () => {
    expect(() => generateDataset({ seed: 1, startups: 3, investors: 2, jobs: 0, deals: 7 })).toThrow(/deals: at most 6/);
  });
});

describe('insertDataset: messages and deals', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.destroy());

  const countOf = async (table: PgTable) => (await test.database.db.select({ n: count() }).from(table))[0]!.n;

  it('writes every thread, message, deal, stage change and round, and new rows take the next ids', async () => {
    expect(await insertDataset(test.database.db, dataset, { storage: null })).toBe(true);
    expect(await countOf(connections)).toBe(250);
    expect(await countOf(messages)).toBe(2_000);
    expect(await countOf(deals)).toBe(1_500);
    expect(await countOf(dealStageChanges)).toBe(dataset.dealStageChanges.length);
    expect(await countOf(investments)).toBe(dataset.investments.length);
    const [first] = await test.database.db.select().from(deals).where(eq(deals.id, 1));
    expect(first).toEqual({ ...dataset.deals[0], sourceChannel: dataset.deals[0]!.sourceChannel ?? null, nextAction: dataset.deals[0]!.nextAction ?? null, organisationId: null, ownerUserId: null });
    const investorId = demoAccounts.investor.userId;
    const free = dataset.startups.find((s) => !dataset.deals.some((d) => d.investorId === investorId && d.startupId === s.id))!;
    const [next] = await test.database.db
      .insert(deals)
      .values({ investorId, startupId: free.id, stage: 'sourced', priority: 'low', interestLevel: 1 })
      .returning({ id: deals.id });
    expect(next!.id).toBe(1_501);
  });
});
