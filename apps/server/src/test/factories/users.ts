/**
 * Factories of users beyond a bare sign-up (which is the harness's signUpUser, in ../test-app):
 * founder and investor onboarding profiles (buildFounderProfile, buildInvestorProfile), users
 * onboarded through the real endpoints (signUpFounder, signUpInvestor), and users given a role
 * directly in the database (signUpWithRole).
 */
import type { FounderProfileInput, InvestorProfileInput } from '@baobab/contracts/onboarding';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { forgetSessions, as, signUpUser, type TestApp, type TestUser } from '../test-app';

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

/** Signs up a user and gives them a role directly (the onboarding endpoints set it in the product). */
export async function signUpWithRole(t: TestApp, userType: 'founder' | 'investor', overrides = {}): Promise<TestUser> {
  const user = await signUpUser(t.app, overrides);
  await t.db.update(users).set({ userType }).where(eq(users.id, user.id));
  forgetSessions(t);
  return user;
}

/** Makes a signed-up user a platform admin, as `npm run admin:create` does. */
export async function makeAdmin(t: TestApp, user: TestUser): Promise<void> {
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
  forgetSessions(t);
}

/**
 * Makes an account older than NEW_ACCOUNT_DAYS, as most accounts in a test stand for people who have used
 * Baobab for a while: the daily limits of new accounts then do not decide what a test sees (account-limits
 * tests cover those).
 */
export async function makeEstablished(t: TestApp, ...people: TestUser[]): Promise<void> {
  for (const user of people) await t.db.update(users).set({ createdAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000) }).where(eq(users.id, user.id));
}
