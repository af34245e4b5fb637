/**
 * Factories of startups: a valid POST /api/startups body (buildStartupInput), a startup created
 * by its founder through that endpoint (createStartup), and a startup row inserted directly with
 * plausible figures for tests that check reads, not creation (buildStartup).
 * Each takes overrides for the fields a test checks.
 */
import type { StartupInput } from '@baobab/contracts/startups';
import { startups } from '../../db/schema/startups';
import { as, type TestApp, type TestUser } from '../test-app';

type NewStartup = typeof startups.$inferInsert;

/** A valid startup body for POST and PUT /api/startups; override any field. */
export const buildStartupInput = (overrides: Partial<StartupInput> = {}): StartupInput => ({
  name: 'Kobo Ledger',
  description: 'Bookkeeping over WhatsApp for informal retailers in Nigeria.',
  sector: 'FinTech',
  region: 'Africa',
  fundingStage: 'Seed',
  raisingAmount: '$500K',
  teamSize: 4,
  businessModel: 'B2B SaaS',
  logoUrl: '',
  website: '',
  ...overrides,
});

export async function createStartup(t: TestApp, founder: TestUser, overrides: Partial<StartupInput> = {}): Promise<number> {
  const response = await t.app.inject(as(founder, { method: 'POST', url: '/api/startups', payload: buildStartupInput(overrides) }));
  if (response.statusCode !== 201) throw new Error(`startup creation failed: ${response.body}`);
  return response.json().id;
}

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
