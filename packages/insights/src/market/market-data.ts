/**
 * The rows market analytics aggregate, supplied by the caller, and the helpers the three
 * analyses share. Time is always relative to `now` passed in; the engine never reads the clock.
 *
 * Growth compares two windows: the 12 calendar months up to `now` (recent) and the 12 before
 * (previous): growth % = (recent − previous) / previous × 100, rounded. With nothing in the
 * previous window, any recent activity counts as +100% and none as 0%.
 */
import { geographyCovers, sectorMatches, sectorSlug } from '@baobab/contracts/taxonomy';
import { foldText } from '../text/tokenize';
import { message, type MessageValue, type Text } from '@baobab/contracts/i18n/message';

export interface MarketStartupRow {
  id: number;
  sector: string;
  region: string;
  country: string | null;
  fundingStage: string;
  raisingAmountUsd: number | null;
  createdAt: Date;
}

export interface MarketInvestorRow {
  id: number;
  preferredSectors: string[];
  preferredGeographies: string[];
  preferredStages: string[];
  averageTicketUsd: number;
}

export interface MarketDealRow {
  startupId: number;
  investorId: number | null;
  stage: string;
  createdAt: Date;
}

export interface MarketInvestmentRow {
  startupId: number;
  investorId: number | null;
  amountUsd: number;
  date: Date;
}

export interface MarketJobRow {
  startupId: number | null;
  category: string;
  location: string;
  createdAt: Date;
}

export interface MarketData {
  startups: readonly MarketStartupRow[];
  investors: readonly MarketInvestorRow[];
  deals: readonly MarketDealRow[];
  investments: readonly MarketInvestmentRow[];
  jobs: readonly MarketJobRow[];
  now: Date;
  /** Region of a country by name ('Ghana' → 'Africa'), for countries with no startup listed yet. */
  countryRegions?: Readonly<Record<string, string>>;
}

export interface MarketEvidence {
  metric: string;
  value: number;
  detail: Text;
}

export interface WindowCounts {
  recent: number;
  previous: number;
}

/** The two windows' bounds for `now`: recent is (recentStart, end], previous (previousStart, recentStart]. */
export function windowBounds(now: Date): { end: Date; recentStart: Date; previousStart: Date } {
  return { end: now, recentStart: new Date(monthsBefore(now, 12)), previousStart: new Date(monthsBefore(now, 24)) };
}

function monthsBefore(now: Date, months: number): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, now.getUTCDate(), now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds());
}

/** Whether a date falls in the recent window: the 12 months up to now (start exclusive, end inclusive). */
export function isRecent(date: Date, now: Date): boolean {
  const t = date.getTime();
  return t > monthsBefore(now, 12) && t <= now.getTime();
}

/** Totals of `valueOf` (by default a count) in the recent and previous 12-month windows. */
export function windowTotals<T>(rows: readonly T[], dateOf: (row: T) => Date, now: Date, valueOf: (row: T) => number = () => 1): WindowCounts {
  const end = now.getTime();
  const recentStart = monthsBefore(now, 12);
  const previousStart = monthsBefore(now, 24);
  let recent = 0;
  let previous = 0;
  for (const row of rows) {
    const t = dateOf(row).getTime();
    if (t > recentStart && t <= end) recent += valueOf(row);
    else if (t > previousStart && t <= recentStart) previous += valueOf(row);
  }
  return { recent, previous };
}

export function growthPercent({ recent, previous }: WindowCounts): number {
  if (previous === 0) return recent > 0 ? 100 : 0;
  return Math.round(((recent - previous) / previous) * 100);
}

export function sameCountry(a: string | null, b: string): boolean {
  return a !== null && foldedPlace(a) === foldedPlace(b);
}

/** A place name folded for comparison, once per spelling: a country's thousands of rows repeat a few spellings. */
const foldedPlaces = new Map<string, string>();
function foldedPlace(place: string): string {
  let folded = foldedPlaces.get(place);
  if (folded === undefined) {
    // Bounded, as names come from users; emptied when full.
    if (foldedPlaces.size >= 2_048) foldedPlaces.clear();
    foldedPlaces.set(place, (folded = foldText(place.trim())));
  }
  return folded;
}

export function inSector(row: { sector: string }, sector: string): boolean {
  return sectorMatches([row.sector], sector);
}

/**
 * The region most of a country's startups give (ties: alphabetical), else the caller's
 * countryRegions entry; null when neither knows the country.
 */
export function regionOf(country: string, data: Pick<MarketData, 'startups' | 'countryRegions'>): string | null {
  const counts = new Map<string, number>();
  for (const s of data.startups) if (sameCountry(s.country, country)) counts.set(s.region, (counts.get(s.region) ?? 0) + 1);
  return regionByCounts(counts, country, data.countryRegions);
}

/** regionOf from the country's startups already counted by region. */
export function regionByCounts(counts: ReadonlyMap<string, number>, country: string, countryRegions?: Readonly<Record<string, string>>): string | null {
  const listed = [...counts].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
  const named = Object.entries(countryRegions ?? {}).find(([name]) => sameCountry(name, country))?.[1];
  return listed ?? named ?? null;
}

/** Investors whose preferred geographies cover the country (its region inferred from its startups). */
export function investorsCovering(country: string, data: MarketData): MarketInvestorRow[] {
  // Each analysis of a country (one per sector asked) reads the same answer from the same rows.
  const ofData = coveringByData.get(data) ?? new Map<string, MarketInvestorRow[]>();
  coveringByData.set(data, ofData);
  let answer = ofData.get(country);
  if (answer === undefined) ofData.set(country, (answer = coveringInvestors(data.investors, { region: regionOf(country, data) ?? '', country })));
  return answer;
}

const coveringByData = new WeakMap<MarketData, Map<string, MarketInvestorRow[]>>();

/** The investors whose preferred geographies cover a place (a country and its region). */
export function coveringInvestors(investors: readonly MarketInvestorRow[], location: { region: string; country: string }): MarketInvestorRow[] {
  // Investors name few distinct geographies: each is read once per call, not once per investor
  // (reading 20,000 investors' geographies one by one took about 50 ms a call on the bench's data).
  const covers = new Map<string, boolean>();
  const covered = (geography: string) => {
    let answer = covers.get(geography);
    if (answer === undefined) covers.set(geography, (answer = geographyCovers(geography, location)));
    return answer;
  };
  return investors.filter((i) => i.preferredGeographies.some(covered));
}

/** Sectors under their most common spelling, so 'FinTech' and 'fintech' are one sector. */
export function sectorNames(startups: readonly { sector: string }[]): string[] {
  const groups = new Map<string, Map<string, number>>();
  for (const s of startups) {
    const slug = sectorSlug(s.sector);
    const counts = groups.get(slug) ?? new Map<string, number>();
    counts.set(s.sector, (counts.get(s.sector) ?? 0) + 1);
    groups.set(slug, counts);
  }
  return [...groups.values()].map((counts) => [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '').sort((a, b) => a.localeCompare(b));
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A change in percent with its sign ("+25%", "-10%", "0%"), written in the reader's language (decision 0046). */
export function signed(percent: number): MessageValue {
  return percent > 0 ? message('+{{percent}}', { percent: { percent } }) : { percent };
}
