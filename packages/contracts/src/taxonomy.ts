/**
 * One place that says which form values, directory slugs and investor preferences
 * name the same concept. Everything that compares a sector,
 * region, stage or geography goes through these functions.
 */
import type { FundingStage, StartupRegion } from './enums';

/** Canonical sector slug for any spelling: 'FinTech', 'fintech', 'LogisticsTech', 'Logistics', 'E-commerce'. */
export function sectorSlug(value: string): string {
  const compact = value.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (compact === 'logisticstech') return 'logistics';
  return compact;
}

/** Canonical stage slug: 'Series A' → 'series-a', 'Pre-seed' → 'pre-seed', 'Series C+' → 'series-c'. */
export function stageSlug(value: string): string {
  return value.toLowerCase().replace(/\+/g, '').trim().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** Which startup regions a directory region slug covers (the spec's slugs). */
export const regionsBySlug: Record<string, readonly StartupRegion[]> = {
  africa: ['Africa'],
  asia: ['Asia-Pacific', 'Southeast Asia', 'East Asia'],
  latam: ['South America'],
  mena: ['Middle East'],
  'eastern-europe': ['Europe'],
  europe: ['Europe'],
  'north-america': ['North America'],
};

export function regionSlug(region: string): string {
  return region.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** Startup regions matching a filter given either as a slug ('latam') or a form value ('South America'). */
export function regionsForFilter(value: string): readonly StartupRegion[] {
  const slug = regionSlug(value);
  return regionsBySlug[slug] ?? (Object.values(regionsBySlug).flat().filter((r) => regionSlug(r) === slug) as StartupRegion[]);
}

/** Stage form values matching a filter given as a slug ('series-a') or a value ('Series A'). */
export function stagesForFilter(value: string, stages: readonly FundingStage[]): FundingStage[] {
  const slug = stageSlug(value);
  return stages.filter((s) => stageSlug(s) === slug);
}

/** North African countries count as MENA as well as Africa. */
const menaAfricanCountries = ['Egypt', 'Morocco', 'Tunisia', 'Algeria', 'Libya'];

/**
 * Whether an investor's preferred geography covers a startup's location.
 * Geographies are the onboarding list (Africa, Asia, Latin America, MENA, Eastern Europe,
 * Southeast Asia, India, Brazil, Nigeria, Kenya); a location is a form region plus a country.
 */
export function geographyCovers(geography: string, location: { region: string; country?: string | null }): boolean {
  const country = location.country ?? '';
  switch (geography) {
    case 'Africa':
      return location.region === 'Africa';
    case 'Asia':
      return ['Asia-Pacific', 'Southeast Asia', 'East Asia'].includes(location.region) || country === 'India';
    case 'Southeast Asia':
      return location.region === 'Southeast Asia';
    case 'Latin America':
      return location.region === 'South America' || country === 'Brazil' || country === 'Mexico';
    case 'MENA':
      return location.region === 'Middle East' || menaAfricanCountries.includes(country);
    case 'Eastern Europe':
      return location.region === 'Europe';
    default:
      // Country-level geographies (India, Brazil, Nigeria, Kenya) match the country itself.
      return country === geography;
  }
}

/** Whether an investor's preferred sectors (onboarding list) include a startup's sector (form list). */
export function sectorMatches(preferred: readonly string[], startupSector: string): boolean {
  const target = sectorSlug(startupSector);
  return preferred.some((s) => sectorSlug(s) === target);
}

export function stageMatches(preferred: readonly string[], startupStage: string): boolean {
  const target = stageSlug(startupStage);
  return preferred.some((s) => stageSlug(s) === target);
}
