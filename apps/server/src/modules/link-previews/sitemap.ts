/**
 * sitemaps.org protocol 0.9: /sitemap.xml is an index of pages of at most 50,000 addresses. A
 * page holds one range of 50,000 ids, so its address is stable and it is read by primary key.
 */
export const SITEMAP_PAGE_SIZE = 50_000;

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => xmlEntities[c]!);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function sitemapIndexXml(sitemapUrls: string[]): string {
  const entries = sitemapUrls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`).join('\n');
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries}\n</sitemapindex>\n`;
}

export function urlSetXml(urls: string[]): string {
  const entries = urls.map((url) => `<url><loc>${escapeXml(url)}</loc></url>`).join('\n');
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${entries}\n</urlset>\n`;
}

/** Sitemap pages of one kind for ids 1..lastId: 'startups-1.xml' holds ids 1 to 50,000. */
export const pageCount = (lastId: number) => Math.ceil(lastId / SITEMAP_PAGE_SIZE);

/** The id range (after, upTo] of page `page` (1-based). */
export const pageRange = (page: number) => ({ after: (page - 1) * SITEMAP_PAGE_SIZE, upTo: page * SITEMAP_PAGE_SIZE });
