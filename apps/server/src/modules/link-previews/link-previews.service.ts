import { investorPreviewDescription, previewTitle, startupPreviewDescription } from '@baobab/contracts/link-previews';
import { defineCache, type CachedDb } from '../../lib/cache-registry';
import { getInvestorPreview, getLastInvestorId, listInvestorIdsInRange } from '../investors/investors.service';
import { getLastStartupId, getStartupPreview, listStartupIdsInRange } from '../startups/startups.service';
import { pageCount, pageRange, sitemapIndexXml, urlSetXml } from './sitemap';

export type Preview = { title: string; description: string };

/** A path segment that can be a database id (the range of idParamsSchema). */
function idOf(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * The head of a public profile's page: `/startups/:id` and `/investors/:id` (a trailing slash
 * allowed, as the web router does). Null when no such profile exists, undefined for any other
 * path. Reads only public fields, through each module's cached preview read.
 */
export async function previewForPath(cached: CachedDb, pathname: string): Promise<Preview | null | undefined> {
  const match = /^\/(startups|investors)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return undefined;
  const id = idOf(match[2]!);
  if (id === null) return null;
  if (match[1] === 'startups') {
    const startup = await getStartupPreview(cached, id);
    return startup && { title: previewTitle(startup.name), description: startupPreviewDescription(startup) };
  }
  const investor = await getInvestorPreview(cached, id);
  return investor && { title: previewTitle(investor.name), description: investorPreviewDescription(investor) };
}

/** The public pages that are not profiles. */
const PUBLIC_PATHS = ['/', '/startups', '/investors', '/jobs'];

/**
 * Sitemaps are read by crawlers, seldom but in bursts, and a page can list 50,000 addresses:
 * cached for a few minutes, emptied by every startup or investor change.
 */
const sitemaps = defineCache<string | null>({ name: 'sitemaps', ttlMs: 5 * 60_000, maxEntries: 16, forgetOn: ['startups', 'investors'] });

/** /sitemap.xml: the index naming the page of public paths and one page per 50,000 ids. */
export async function getSitemapIndex({ db, caches }: CachedDb, publicUrl: string): Promise<string> {
  const xml = await caches.use(sitemaps).get('index', async () => {
    const [lastStartup, lastInvestor] = await Promise.all([getLastStartupId(db), getLastInvestorId(db)]);
    const pages = (kind: string, lastId: number) => Array.from({ length: pageCount(lastId) }, (_, i) => `${publicUrl}/sitemaps/${kind}-${i + 1}.xml`);
    return sitemapIndexXml([`${publicUrl}/sitemaps/pages.xml`, ...pages('startups', lastStartup), ...pages('investors', lastInvestor)]);
  });
  return xml!;
}

/** One sitemap page by its file name ('pages.xml', 'startups-2.xml'), or null for no such page. */
export async function getSitemapPage({ db, caches }: CachedDb, publicUrl: string, name: string): Promise<string | null> {
  if (name === 'pages.xml') return urlSetXml(PUBLIC_PATHS.map((path) => `${publicUrl}${path}`));
  const match = /^(startups|investors)-([1-9]\d{0,4})\.xml$/.exec(name);
  if (!match) return null;
  const kind = match[1] as 'startups' | 'investors';
  const page = Number(match[2]);
  return caches.use(sitemaps).get(name, async () => {
    const lastId = await (kind === 'startups' ? getLastStartupId(db) : getLastInvestorId(db));
    if (page > pageCount(lastId)) return null;
    const { after, upTo } = pageRange(page);
    const ids = await (kind === 'startups' ? listStartupIdsInRange(db, after, upTo) : listInvestorIdsInRange(db, after, upTo));
    return urlSetXml(ids.map((id) => `${publicUrl}/${kind}/${id}`));
  });
}
