import type { FounderProfileInput, InvestorProfileValues, OnboardingStatus } from '@baobab/contracts/onboarding';
import { onboardingMessages } from '@baobab/contracts/onboarding';
import type { Db } from '../../db/client';
import type { Arg } from '../../db/figures';
import type { CachedDb } from '../../lib/cache-registry';
import { conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { recordSecurityEvent } from '../audit/audit.service';
import { onboardingPolicy } from './onboarding.policy';
import {
  fillEmptyProfileFields,
  findFounderProfile,
  findInvestorProfile,
  insertFounderProfile,
  insertInvestorProfile,
  setUserTypeIfUnset,
  updateFounderProfileRow,
  updateInvestorProfileRow,
  type FounderProfileRow,
  type InvestorProfileRow,
  founderReadinessFigure as readinessFigure,
} from './onboarding.repository';

const founderValues = (input: FounderProfileInput) => ({
  bio: input.bio,
  location: input.location,
  linkedinUrl: input.linkedinUrl || null,
  previousExits: input.previousExits ?? 0,
  expertiseTags: input.expertiseTags,
  lookingForCofounder: input.lookingForCofounder ?? false,
});

const investorValues = (input: InvestorProfileValues) => ({
  type: input.type,
  investmentThesis: input.investmentThesis,
  averageTicketSize: input.averageTicketSize,
  minTicketSize: input.minTicketSize,
  maxTicketSize: input.maxTicketSize,
  preferredSectors: input.sectors,
  preferredGeographies: input.geographies,
  preferredCountries: input.countries,
  preferredStages: input.stages,
  linkedinUrl: input.linkedinUrl || null,
});

export const toFounderProfile = (row: FounderProfileRow) => ({
  id: row.id,
  bio: row.bio,
  location: row.location,
  linkedinUrl: row.linkedinUrl,
  previousExits: row.previousExits,
  expertiseTags: row.expertiseTags,
  lookingForCofounder: row.lookingForCofounder,
});

export const toInvestorProfile = (row: InvestorProfileRow) => ({
  id: row.id,
  type: row.type as InvestorProfileValues['type'],
  investmentThesis: row.investmentThesis,
  averageTicketSize: row.averageTicketSize,
  minTicketSize: row.minTicketSize,
  maxTicketSize: row.maxTicketSize,
  sectors: row.preferredSectors,
  geographies: row.preferredGeographies,
  countries: row.preferredCountries,
  stages: row.preferredStages,
  linkedinUrl: row.linkedinUrl,
});

export async function getOnboardingStatus(db: Db, user: SessionUser): Promise<OnboardingStatus> {
  const [founder, investor] = await Promise.all([findFounderProfile(db, user.id), findInvestorProfile(db, user.id)]);
  return {
    userType: user.userType,
    founder: founder ? toFounderProfile(founder) : null,
    investor: investor ? toInvestorProfile(investor) : null,
  };
}

/** The founder profile as the dashboard's readiness reads it, as a figure (db/figures.ts). */
export const founderReadinessFigure = (userId: Arg<string>) => readinessFigure(userId);

/** Whether the user may act as a founder (create startups): they completed founder onboarding. */
export async function hasFounderProfile(db: Db, userId: string): Promise<boolean> {
  return (await findFounderProfile(db, userId)) !== undefined;
}

/**
 * Founder profile and role in one transaction: either both exist afterwards or neither. After the
 * commit, cached sessions forget the role they held (plugins/session-cache.ts).
 */
export async function createFounderProfile({ db, caches }: CachedDb, user: SessionUser, input: FounderProfileInput) {
  if (!onboardingPolicy.canOnboard(user, await hasFounderProfile(db, user.id))) throw conflict(onboardingMessages.alreadyFounder);
  const row = await db.transaction(async (tx) => {
    const inserted = await insertFounderProfile(tx, user.id, founderValues(input));
    if (!inserted) throw conflict(onboardingMessages.alreadyFounder);
    await fillEmptyProfileFields(tx, user.id, input);
    if (await setUserTypeIfUnset(tx, user.id, 'founder')) await recordSecurityEvent(tx, { kind: 'role_set', userId: user.id, email: user.email, detail: { role: 'founder' } });
    return inserted;
  });
  await caches.changed('investors');
  return toFounderProfile(row);
}

export async function updateFounderProfile(db: Db, user: SessionUser, input: FounderProfileInput) {
  if (!onboardingPolicy.canEditOwn(user, await hasFounderProfile(db, user.id))) throw notFound('Founder profile');
  const row = await db.transaction(async (tx) => {
    const updated = await updateFounderProfileRow(tx, user.id, founderValues(input));
    if (updated) await fillEmptyProfileFields(tx, user.id, input);
    return updated;
  });
  if (!row) throw notFound('Founder profile');
  return toFounderProfile(row);
}

/** After the commit, the investor set has changed: the directory and matching's index forget it everywhere. */
export async function createInvestorProfile({ db, caches }: CachedDb, user: SessionUser, input: InvestorProfileValues) {
  if (!onboardingPolicy.canOnboard(user, (await findInvestorProfile(db, user.id)) !== undefined)) throw conflict(onboardingMessages.alreadyInvestor);
  const row = await db.transaction(async (tx) => {
    const inserted = await insertInvestorProfile(tx, user.id, investorValues(input));
    if (!inserted) throw conflict(onboardingMessages.alreadyInvestor);
    await fillEmptyProfileFields(tx, user.id, { linkedinUrl: input.linkedinUrl });
    if (await setUserTypeIfUnset(tx, user.id, 'investor')) await recordSecurityEvent(tx, { kind: 'role_set', userId: user.id, email: user.email, detail: { role: 'investor' } });
    return inserted;
  });
  await caches.changed('investors');
  return toInvestorProfile(row);
}

export async function updateInvestorProfile({ db, caches }: CachedDb, user: SessionUser, input: InvestorProfileValues) {
  if (!onboardingPolicy.canEditOwn(user, (await findInvestorProfile(db, user.id)) !== undefined)) throw notFound('Investor profile');
  const row = await updateInvestorProfileRow(db, user.id, investorValues(input));
  if (!row) throw notFound('Investor profile');
  await caches.changed('investors');
  return toInvestorProfile(row);
}
