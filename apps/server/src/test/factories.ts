import type { FounderProfileInput, InvestorProfileInput } from '@baobab/contracts/onboarding';
import type { StartupInput } from '@baobab/contracts/startups';
import { as, signUpUser, type TestApp, type TestUser } from './test-app';

export const buildFounderProfile = (overrides: Partial<FounderProfileInput> = {}): FounderProfileInput => ({
  bio: 'Second-time founder building payments rails for market traders in Lagos.',
  location: 'Lagos, Nigeria',
  linkedinUrl: '',
  expertiseTags: ['Technology', 'Product'],
  lookingForCofounder: false,
  ...overrides,
});

export const buildInvestorProfile = (overrides: Partial<InvestorProfileInput> = {}): InvestorProfileInput => ({
  type: 'angel',
  investmentThesis: 'Backing fintech and logistics founders across West and East Africa.',
  minTicketSize: 10_000,
  averageTicketSize: 25_000,
  maxTicketSize: 100_000,
  sectors: ['FinTech', 'Logistics'],
  geographies: ['Nigeria', 'Kenya'],
  stages: ['Pre-Seed', 'Seed'],
  linkedinUrl: '',
  ...overrides,
});

export const buildStartup = (overrides: Partial<StartupInput> = {}): StartupInput => ({
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

/** A signed-up user who completed founder onboarding through the API. */
export async function signUpFounder(t: TestApp, overrides: Partial<FounderProfileInput> = {}): Promise<TestUser> {
  const user = await signUpUser(t.app);
  const response = await t.app.inject(as(user, { method: 'POST', url: '/api/founders', payload: buildFounderProfile(overrides) }));
  if (response.statusCode !== 201) throw new Error(`founder onboarding failed: ${response.body}`);
  return user;
}

export async function signUpInvestor(t: TestApp, overrides: Partial<InvestorProfileInput> = {}, names: { firstName?: string; lastName?: string } = {}): Promise<TestUser & { investorId: number }> {
  const user = await signUpUser(t.app, names);
  const response = await t.app.inject(as(user, { method: 'POST', url: '/api/investors', payload: buildInvestorProfile(overrides) }));
  if (response.statusCode !== 201) throw new Error(`investor onboarding failed: ${response.body}`);
  return { ...user, investorId: response.json().id };
}

export async function createStartup(t: TestApp, founder: TestUser, overrides: Partial<StartupInput> = {}): Promise<number> {
  const response = await t.app.inject(as(founder, { method: 'POST', url: '/api/startups', payload: buildStartup(overrides) }));
  if (response.statusCode !== 201) throw new Error(`startup creation failed: ${response.body}`);
  return response.json().id;
}
