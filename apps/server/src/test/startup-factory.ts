import { startups } from '../db/schema/startups';
import type { TestApp } from './test-app';

type NewStartup = typeof startups.$inferInsert;

/** Inserts a startup owned by `ownerId` with plausible defaults; tests override what they check. */
export async function buildStartup(t: TestApp, ownerId: string, overrides: Partial<NewStartup> = {}) {
  const [row] = await t.db
    .insert(startups)
    .values({
      ownerId,
      name: 'Kilimo Pay',
      description: 'Mobile payments for smallholder farmers across East Africa.',
      sector: 'FinTech',
      region: 'Africa',
      country: 'Kenya',
      city: 'Nairobi',
      fundingStage: 'Seed',
      raisingAmount: '$750K',
      raisingAmountMinor: 75_000_000,
      raisingCurrency: 'USD',
      raisingAmountUsd: 750_000,
      teamSize: 12,
      businessModel: 'Transaction-based',
      tractionUsers: 48_000,
      monthlyRevenueUsd: 36_000,
      foundedYear: 2021,
      ...overrides,
    })
    .returning();
  return row!;
}
