import { investorTypeLabels } from './investors';

/**
 * The words of link previews and search results for public pages (docs/architecture.md, "Link previews and sitemap"): the
 * server puts them in the first HTML of /startups/:id and /investors/:id. Only fields the public
 * directory already shows go in.
 */
export const siteName = 'Baobab';

/** A public page's <title>, also og:title: "Ledgerline · Baobab". */
export const previewTitle = (name: string) => `${name} · ${siteName}`;

/** Search engines show about 160 characters; link previews a little more. */
export const PREVIEW_DESCRIPTION_MAX = 200;

/** Cut on a word boundary with an ellipsis, so a preview never ends mid-word. */
export function trimPreviewText(text: string, max = PREVIEW_DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export type StartupPreviewFields = { name: string; description: string; sector: string; fundingStage: string; country: string | null; city: string | null };

/** "FinTech · Seed · Lagos, Nigeria. Ledgerline keeps the books of…" */
export function startupPreviewDescription(startup: StartupPreviewFields): string {
  const place = [startup.city, startup.country].filter(Boolean).join(', ');
  const facts = [startup.sector, startup.fundingStage, place].filter(Boolean).join(' · ');
  return trimPreviewText(`${facts}. ${startup.description}`);
}

export type InvestorPreviewFields = { type: string; preferredSectors: string[] };

/** "Angel Investor on Baobab, investing in FinTech, AgriTech." */
export function investorPreviewDescription(investor: InvestorPreviewFields): string {
  const type = investorTypeLabels[investor.type as keyof typeof investorTypeLabels] ?? 'Investor';
  const sectors = investor.preferredSectors.length > 0 ? `, investing in ${investor.preferredSectors.join(', ')}` : '';
  return trimPreviewText(`${type} on ${siteName}${sectors}.`);
}
