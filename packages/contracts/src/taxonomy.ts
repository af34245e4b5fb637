/**
 * One place that says which spellings name the same sector, stage, region or country: the
 * vocabulary (enums.ts, geography.ts), the directory slugs of the spec and the values older
 * clients send. Everything that compares or stores a sector, region, stage or geography goes
 * through these functions; writes store the canonical value (docs/vocabulary.md).
 */
import { allRegions, allSectors, fundingStages, type FundingStage, type Region, type Sector } from './enums';
import { countryCodeOf, regionOfCountry } from './geography';
import type { IsoCountryCode } from './countries';

/** Sector slug for any spelling: 'FinTech', 'fintech', 'Fintech', 'LogisticsTech', 'Logistics', 'E-commerce'. */
export function sectorSlug(value: string): string {
  let slug = slugs.get(value);
  if (slug === undefined) {
    const compact = value.toLowerCase().replace(/[^a-z0-9]/g, '');
    slug = compact === 'logisticstech' ? 'logistics' : compact;
    if (slugs.size >= slugsKept) slugs.clear();
    slugs.set(value, slug);
  }
  return slug;
}

/**
 * Slugs already made, by spelling. Market analysis and matching compare a handful of sector spellings
 * across tens of thousands of rows (a country's startups, every investor's preferences): the regular
 * expression ran once per row and was a fifth of a cold market analysis's CPU (bench/README.md). Bounded,
 * as spellings come from users; emptied when full.
 */
const slugs = new Map<string, string>();
const slugsKept = 2_048;

/** Stage slug: 'Series A' → 'series-a', 'Pre-seed' → 'pre-seed', 'Series C+' → 'series-c'. */
export function stageSlug(value: string): string {
  return value.toLowerCase().replace(/\+/g, '').trim().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export function regionSlug(region: string): string {
  return region.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** The canonical sector for any spelling ('Fintech' → 'FinTech', 'logistics' → 'LogisticsTech'), or null. */
export const canonicalSector = (value: string): Sector | null => allSectors.find((s) => sectorSlug(s) === sectorSlug(value)) ?? null;

/** The canonical stage for any spelling ('Pre-seed' → 'Pre-Seed', 'series-c' → 'Series C+'), or null. */
export const canonicalStage = (value: string): FundingStage | null => fundingStages.find((s) => stageSlug(s) === stageSlug(value)) ?? null;

/** Directory slugs, one per sector and stage of the vocabulary ('fintech', 'series-a'). */
export const directorySectorSlugs = allSectors.map(sectorSlug);
export const directoryStageSlugs = fundingStages.map(stageSlug);

/**
 * Region names and slugs that name several regions or another word for one: the spec's directory
 * slugs (asia, latam, mena, eastern-europe) and its onboarding geographies (Asia, Latin America,
 * MENA, Eastern Europe). Every region is also found by its own name or slug ('middle-east').
 */
const regionAliases: Record<string, readonly Region[]> = {
  asia: ['Asia-Pacific', 'Southeast Asia', 'East Asia'],
  latam: ['South America'],
  'latin-america': ['South America'],
  mena: ['Middle East'],
  'eastern-europe': ['Europe'],
};

/** The canonical region for a region's own name, slug or label ('south-america', 'Latin America' → 'South America'). */
export const canonicalRegion = (value: string): Region | null => {
  const slug = regionSlug(value);
  const aliased = regionAliases[slug];
  if (aliased?.length === 1) return aliased[0]!;
  return allRegions.find((r) => regionSlug(r) === slug) ?? null;
};

/** Regions matching a directory filter given as a slug ('latam', 'asia') or a value ('South America'). */
export function regionsForFilter(value: string): readonly Region[] {
  const slug = regionSlug(value);
  const region = canonicalRegion(value);
  return regionAliases[slug] ?? (region ? [region] : []);
}

/** The directory's region filter: the vocabulary's regions, Africa first. */
export const directoryRegionSlugs = allRegions.map(regionSlug);

/** Stage form values matching a filter given as a slug ('series-a') or a value ('Series A'). */
export function stagesForFilter(value: string, stages: readonly FundingStage[]): FundingStage[] {
  const slug = stageSlug(value);
  return stages.filter((s) => stageSlug(s) === slug);
}

/** North African countries: the spec's 'MENA' geography covered them as well as the Middle East. */
const menaAfricanCountries: readonly IsoCountryCode[] = ['DZ', 'EG', 'LY', 'MA', 'TN'];

/**
 * What a geography an investor names stands for: regions and countries. Reads the vocabulary's
 * regions, the spec's onboarding values ('Asia' is three regions, 'MENA' the Middle East and North
 * Africa's five countries, 'Nigeria' a country), and any country by ISO code or name. Null when
 * it names nothing known.
 */
export function readGeography(value: string): { regions: Region[]; countries: IsoCountryCode[] } | null {
  const slug = regionSlug(value);
  if (slug === 'mena') return { regions: ['Middle East'], countries: [...menaAfricanCountries] };
  const regions = regionsForFilter(value);
  if (regions.length > 0) return { regions: [...regions], countries: [] };
  const country = countryCodeOf(value);
  return country ? { regions: [], countries: [country] } : null;
}

/** Where a startup is: its region (form value) and, when known, its country (a name or an ISO code). */
export type StartupLocation = { region: string; country?: string | null };

/**
 * How an investor's geography covers a startup's location: 'country' when the investor names the
 * startup's country (the stronger match), 'region' when a region they name includes it (by the
 * startup's region or its country's region), else null.
 */
export function geographyLevel(geography: string, location: StartupLocation): 'country' | 'region' | null {
  const read = readGeography(geography);
  if (!read) return null;
  const country = location.country ? countryCodeOf(location.country) : null;
  if (country && read.countries.includes(country)) return 'country';
  const region = canonicalRegion(location.region);
  if (region && read.regions.includes(region)) return 'region';
  if (country && read.regions.includes(regionOfCountry(country))) return 'region';
  return null;
}

/** Whether an investor's preferred geography (a region or a country) covers a startup's location. */
export const geographyCovers = (geography: string, location: StartupLocation): boolean => geographyLevel(geography, location) !== null;

/** Whether an investor's preferred sectors include a startup's sector, whatever the spelling. */
export function sectorMatches(preferred: readonly string[], startupSector: string): boolean {
  const target = sectorSlug(startupSector);
  return preferred.some((s) => sectorSlug(s) === target);
}

export function stageMatches(preferred: readonly string[], startupStage: string): boolean {
  const target = stageSlug(startupStage);
  return preferred.some((s) => stageSlug(s) === target);
}
