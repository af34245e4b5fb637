import type { Investor, InvestorDetail } from '@baobab/contracts/investors';
import type { InvestorPreviewFields } from '@baobab/contracts/link-previews';
import type { listInvestorsQuerySchema } from '@baobab/contracts/investors';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { defineCache, type CachedDb } from '../../lib/cache-registry';
import { encodedJson, type EncodedJson } from '../../lib/encoded-body';
import type { SessionUser } from '../../lib/session-user';
import { investorPolicy } from './investors.policy';
import { findInvestorPreviewRow, findInvestorRow, hasVerifiedInvestorProfile, investorIdsInRange, investorStatsRow, lastInvestorId, listInvestorRows, type InvestorListRow } from './investors.repository';

type ListQuery = z.output<typeof listInvestorsQuerySchema>;

function toInvestor(row: InvestorListRow): Investor {
  return {
    id: row.id,
    type: row.type as Investor['type'],
    investmentThesis: row.investmentThesis,
    minTicketSize: row.minTicketSize,
    maxTicketSize: row.maxTicketSize,
    averageTicketSize: row.averageTicketSize,
    preferredSectors: row.preferredSectors,
    preferredGeographies: row.preferredGeographies,
    preferredCountries: row.preferredCountries,
    preferredStages: row.preferredStages,
    user: { firstName: row.firstName, lastName: row.lastName, profileImageUrl: row.profileImageUrl },
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
  };
}

const keysOf = (keys: string[], kind: 'region' | 'country') => keys.filter((k) => k.startsWith(`${kind}:`)).map((k) => k.slice(kind.length + 1));

const filtersOf = (query: Omit<ListQuery, 'limit' | 'offset'>) => ({
  type: query.type,
  sectors: query.sectors,
  stages: query.stages,
  regions: keysOf(query.geographies, 'region'),
  countries: keysOf(query.geographies, 'country'),
  q: query.q || undefined,
  verified: query.verified || undefined,
});

/**
 * A directory page as ready-to-send JSON, by filters and window. Every profile is public and the page
 * holds nothing of the viewer, so one answer serves everyone until the next `investors` change
 * (profile edits, onboarding, verification badges, names and pictures, suspensions and bans), like the
 * startup directory's pages (decision 0010); the time to live only bounds a missed signal.
 */
const directoryPages = defineCache<EncodedJson>({ name: 'investor-pages', ttlMs: 30_000, maxEntries: 1000, forgetOn: ['investors'] });

/** Every investor profile is public, so the list needs no per-row check. */
export async function listInvestors(db: Db, query: ListQuery): Promise<Investor[]> {
  if (!investorPolicy.canView()) return [];
  return (await listInvestorRows(db, filtersOf(query), query.limit, query.offset)).map(toInvestor);
}

/** listInvestors' answer as JSON, cached (the route sends it as it is), and whether it is still the one kept. */
export async function listInvestorPage({ db, caches }: CachedDb, query: ListQuery): Promise<{ body: EncodedJson; fresh: () => boolean }> {
  const key = JSON.stringify([filtersOf(query), query.limit, query.offset]);
  const { value: body, fresh } = await caches.use(directoryPages).getWithFreshness(key, async () => encodedJson(JSON.stringify(await listInvestors(db, query))));
  return { body, fresh };
}

type InvestorStats = Awaited<ReturnType<typeof investorStatsRow>>;

/**
 * Stat tiles count every match, which for a common search word means reading half the theses;
 * they are public and change only with the investor set, so they are cached until the next
 * `investors` change, like the startup directory's.
 */
const investorStats = defineCache<InvestorStats>({ name: 'investor-directory', ttlMs: 30_000, maxEntries: 500, forgetOn: ['investors'] });

export async function getInvestorStats({ db, caches }: CachedDb, query: Omit<ListQuery, 'limit' | 'offset'>) {
  const filters = filtersOf(query);
  return caches.use(investorStats).get(JSON.stringify(filters), () => investorStatsRow(db, filters));
}

export async function getInvestor(db: Db, viewer: SessionUser | null, id: number): Promise<InvestorDetail> {
  const row = await findInvestorRow(db, id);
  if (!row || !investorPolicy.canView()) throw notFound('Investor');
  return { ...toInvestor(row), linkedinUrl: row.linkedinUrl, isSelf: viewer?.id === row.userId, memberSince: row.createdAt.toISOString() };
}

export type InvestorPreview = InvestorPreviewFields & { name: string };

/** Link-preview fields by id (null: no such investor), read on every load of /investors/:id. */
const investorPreviews = defineCache<InvestorPreview | null>({ name: 'investor-previews', ttlMs: 30_000, maxEntries: 5000, forgetOn: ['investors'] });

/** The public fields a link preview of /investors/:id shows (never contact details), or null. */
export async function getInvestorPreview({ db, caches }: CachedDb, id: number): Promise<InvestorPreview | null> {
  return caches.use(investorPreviews).get(String(id), async () => {
    const row = await findInvestorPreviewRow(db, id);
    if (!row || !investorPolicy.canView()) return null;
    return { name: `${row.firstName} ${row.lastName}`.trim(), type: row.type, preferredSectors: row.preferredSectors };
  });
}

/** Sitemap pages: every investor profile id in (after, upTo], ascending. */
export async function listInvestorIdsInRange(db: Db, after: number, upTo: number): Promise<number[]> {
  return investorIdsInRange(db, after, upTo);
}

/** The highest investor profile id, 0 with none: how many sitemap pages there are. */
export async function getLastInvestorId(db: Db): Promise<number> {
  return lastInvestorId(db);
}

/** The person behind an investor profile, so an intro request to an investor reaches them. */
export async function getInvestorUserId(db: Db, id: number): Promise<string> {
  const row = await findInvestorRow(db, id);
  if (!row || !investorPolicy.canView()) throw notFound('Investor');
  return row.userId;
}

/**
 * A verified investor: an investor profile whose verification an admin approved, or that matched
 * its verified e-mail domain (investor_profile.verified_at, the badge). Read fresh on every call,
 * so a withdrawn verification applies to the very next request.
 */
export async function isVerifiedInvestor(db: Db, userId: string): Promise<boolean> {
  return hasVerifiedInvestorProfile(db, userId);
}
