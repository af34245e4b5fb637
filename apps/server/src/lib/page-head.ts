/**
 * The per-page part of the app's <head>: title, description, Open Graph and Twitter card tags and
 * the canonical URL, in the first HTML so that link-preview crawlers and search engines, which
 * run no JavaScript, read them (docs/architecture.md, "Link previews and sitemap").
 */
export type PageHead = {
  title: string;
  description: string;
  /** og:type: 'profile' for a startup's or investor's page, 'website' otherwise. */
  type: 'website' | 'profile';
  /** Absolute, without query string: the page's one address for search engines. */
  url: string;
  siteName: string;
};

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an element's content or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c]!);
}

function unescapeHtml(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => Object.keys(entities).find((c) => entities[c] === entity)!);
}

export function renderPageHead(head: PageHead): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const url = escapeHtml(head.url);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${url}">`,
    `<meta property="og:type" content="${head.type}">`,
    `<meta property="og:site_name" content="${escapeHtml(head.siteName)}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
    // No og:image: the app has no raster brand image, and crawlers ignore SVG ones.
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
  ].join('');
}

/** index.html cut where its own title and description were, and what they said (the defaults). */
export type SplitIndex = { before: string; after: string; title: string; description: string };

const TITLE = /<title>([^<]*)<\/title>\s*/;
const DESCRIPTION = /<meta name="description" content="([^"]*)"\s*\/?>\s*/;

/**
 * Done once per built page: each answer is then `before + its head + after`, a splice instead of
 * a parse. Without a title the head goes at the end of <head>.
 */
export function splitIndexHtml(html: string): SplitIndex {
  const description = DESCRIPTION.exec(html);
  const withoutDescription = description ? html.replace(DESCRIPTION, '') : html;
  const title = TITLE.exec(withoutDescription);
  const at = title ? title.index : withoutDescription.indexOf('</head>');
  const rest = title ? withoutDescription.slice(at + title[0].length) : withoutDescription.slice(at);
  return {
    before: withoutDescription.slice(0, at),
    after: rest,
    title: unescapeHtml(title?.[1] ?? ''),
    description: unescapeHtml(description?.[1] ?? ''),
  };
}
