/**
 * A country's ecosystem (the spec's entity) from the platform's own rows.
 *
 * totalInvestors  = investors whose preferred geographies cover the country, plus any investor
 *                   with a deal or investment in one of its startups.
 * networkDensity  = distinct startup–investor pairs linked by a deal or an investment, divided
 *                   by all possible pairs (startups × investors): the density of a bipartite
 *                   graph, 0–1, three decimals; 0 when either side is empty.
 * challenges and opportunities come from documented rules on these counts (below).
 */
import { message, type Text } from '@baobab/contracts/i18n/message';
import { sectorMatches, stageMatches } from '@baobab/contracts/taxonomy';
import { round } from '../scoring';
import { label } from '../text/values';
import { foldText } from '../text/tokenize';
import { growthPercent, inSector, investorsCovering, sameCountry, sectorNames, signed, windowTotals, type MarketData, type MarketEvidence } from './market-data';

export interface Ecosystem {
  country: string;
  totalStartups: number;
  totalInvestors: number;
  networkDensity: number;
  sectors: { name: string; count: number }[];
  trends: { growingSectors: string[]; challenges: Text[]; opportunities: Text[] };
  evidence: MarketEvidence[];
}

/**
 * The sentences with values, written once as translation keys (decision 0023; French in the analytics
 * catalog): a sentence counting two things has a key for each pair of forms.
 */
export const ecosystemTemplates = {
  noStartups: 'No startups listed for {{country}} yet',
  fewInvestors: {
    one: { one: 'Few investors per startup: {{investors}} investor for {{startups}} startup', other: 'Few investors per startup: {{investors}} investor for {{startups}} startups' },
    other: { one: 'Few investors per startup: {{investors}} investors for {{startups}} startup', other: 'Few investors per startup: {{investors}} investors for {{startups}} startups' },
  },
  lowDensity: 'Low network density ({{percent}}%): few startups have an investor deal yet',
  underserved: {
    one: {
      one: '{{investors}} investor covering {{country}} backs {{sector}}, which has {{startups}} startup here',
      other: '{{investors}} investor covering {{country}} backs {{sector}}, which has {{startups}} startups here',
    },
    other: {
      one: '{{investors}} investors covering {{country}} back {{sector}}, which has {{startups}} startup here',
      other: '{{investors}} investors covering {{country}} back {{sector}}, which has {{startups}} startups here',
    },
  },
  growing: '{{sector}} is growing: new startups {{growth}} year on year',
  roles: '{{count}} roles posted for {{country}} in the last 12 months',
  startupsListed: 'startups listed in {{country}}',
  investorsCovering: 'investors whose geographies cover {{country}}',
} as const;

const form = (count: number) => (count === 1 ? 'one' : 'other');

/** Fewer investors per startup than this is a challenge. */
export const thinInvestorRatio = 0.5;
/** A network density under this (5% of possible links) is a challenge. */
export const lowDensity = 0.05;
const laterStages = ['Series A', 'Series B', 'Series C+', 'Growth'];

export function ecosystem(country: string, data: MarketData): Ecosystem {
  const startups = data.startups.filter((s) => sameCountry(s.country, country));
  const ids = new Set(startups.map((s) => s.id));
  const links = [...data.deals.map((d) => ({ startupId: d.startupId, investorId: d.investorId })), ...data.investments.map((i) => ({ startupId: i.startupId, investorId: i.investorId }))]
    .filter((l): l is { startupId: number; investorId: number } => l.investorId !== null && ids.has(l.startupId));
  const covering = investorsCovering(country, data);
  const investorIds = new Set([...covering.map((i) => i.id), ...links.map((l) => l.investorId)]);
  const pairs = new Set(links.map((l) => `${l.startupId}:${l.investorId}`));
  const possible = startups.length * investorIds.size;
  const networkDensity = possible > 0 ? round(pairs.size / possible, 3) : 0;

  const sectors = sectorNames(startups)
    .map((name) => ({ name, startups: startups.filter((s) => inSector(s, name)) }))
    .map(({ name, startups: members }) => ({ name, count: members.length, growth: growthPercent(windowTotals(members, (s) => s.createdAt, data.now)) }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  const growing = sectors.filter((s) => s.growth > 0).sort((a, b) => b.growth - a.growth || a.name.localeCompare(b.name));

  const place = label(country);
  const challenges: Text[] = [];
  if (startups.length === 0) challenges.push(message(ecosystemTemplates.noStartups, { country: place }));
  else {
    const perStartup = investorIds.size / startups.length;
    if (perStartup < thinInvestorRatio) challenges.push(message(ecosystemTemplates.fewInvestors[form(investorIds.size)][form(startups.length)], { investors: investorIds.size, startups: startups.length }));
    if (networkDensity < lowDensity) challenges.push(message(ecosystemTemplates.lowDensity, { percent: round(networkDensity * 100, 1) }));
    if (!startups.some((s) => stageMatches(laterStages, s.fundingStage))) challenges.push(message('No startups past Seed: a Series A gap'));
  }

  const opportunities: Text[] = [];
  const preferred = new Map<string, number>();
  for (const investor of covering) for (const sector of investor.preferredSectors) preferred.set(sector, (preferred.get(sector) ?? 0) + 1);
  const underserved = [...preferred]
    .map(([sector, investors]) => ({ sector, investors, startups: startups.filter((s) => sectorMatches([sector], s.sector)).length }))
    .filter((s) => s.startups <= 1)
    .sort((a, b) => b.investors - a.investors || a.sector.localeCompare(b.sector))
    .slice(0, 3);
  for (const u of underserved) opportunities.push(message(ecosystemTemplates.underserved[form(u.investors)][form(u.startups)], { investors: u.investors, country: place, sector: label(u.sector), startups: u.startups }));
  for (const g of growing.slice(0, 2)) opportunities.push(message(ecosystemTemplates.growing, { sector: label(g.name), growth: signed(g.growth) }));
  // A job belongs to the country when its startup does or its location names the country.
  const jobs = data.jobs.filter((j) => (j.startupId !== null && ids.has(j.startupId)) || foldText(j.location).includes(foldText(country)));
  const recentJobs = windowTotals(jobs, (j) => j.createdAt, data.now).recent;
  if (recentJobs > 0) opportunities.push(message(ecosystemTemplates.roles, { count: recentJobs, country: place }));

  return {
    country,
    totalStartups: startups.length,
    totalInvestors: investorIds.size,
    networkDensity,
    sectors: sectors.map(({ name, count }) => ({ name, count })),
    trends: { growingSectors: growing.map((s) => s.name), challenges, opportunities },
    evidence: [
      { metric: 'startups', value: startups.length, detail: message(ecosystemTemplates.startupsListed, { country: place }) },
      { metric: 'coveringInvestors', value: covering.length, detail: message(ecosystemTemplates.investorsCovering, { country: place }) },
      { metric: 'linkedInvestors', value: investorIds.size - covering.length, detail: message('further investors with a deal or investment here') },
      { metric: 'links', value: pairs.size, detail: message('distinct startup–investor pairs with a deal or investment') },
      { metric: 'possiblePairs', value: possible, detail: message('startups × investors') },
    ],
  };
}
