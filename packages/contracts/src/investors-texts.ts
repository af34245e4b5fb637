// The investors contract's strings, labels, limits and zod-free helpers. The screens import them from here, so the
// schemas in investors.ts (and zod) load only with the forms that validate (docs/architecture.md, "Pages").
import type { investorTypes } from './enums';
import { isoCountryCodes } from './countries';
import { regionOfCountry } from './geography';
import { canonicalSector, canonicalStage, readGeography } from './taxonomy';

export const investorMessages = {
  unknownSector: 'Unknown sector filter',
  unknownStage: 'Unknown stage filter',
  unknownGeography: 'Unknown region or country filter',
  portfolioUnknown: 'No confirmed investments on Baobab yet: a company appears here once its founder confirms the round.',
  portfolioConfirmedOnly: 'Companies whose founders confirmed this investor\'s round on Baobab.',
} as const;

export const investorTypeLabels: Record<(typeof investorTypes)[number], string> = {
  angel: 'Angel Investor',
  vc_partner: 'VC Partner',
  institutional: 'Institutional',
};

const listOf = <T>(value: T | null): T[] => (value === null ? [] : [value]);

/** The sector a filter names, as a slug ('ecommerce') or any spelling ('E-commerce', 'Logistics'); none when unknown. */
export const investorSectorsForFilter = (value: string) => listOf(canonicalSector(value));

export const investorStagesForFilter = (value: string) => listOf(canonicalStage(value));

/**
 * What a geography filter ('africa', 'Latin America', 'SN', 'Senegal') finds, as 'region:Africa'
 * and 'country:SN' keys: investors naming a country are found by it and by its region; investors
 * naming a region are found by it and by each of its countries.
 */
export const investorGeographiesForFilter = (value: string): string[] => {
  const read = readGeography(value);
  if (!read) return [];
  const regions = new Set([...read.regions, ...read.countries.map(regionOfCountry)]);
  const countries = new Set([...read.countries, ...isoCountryCodes.filter((c) => read.regions.includes(regionOfCountry(c)))]);
  return [...[...regions].map((r) => `region:${r}`), ...[...countries].map((c) => `country:${c}`)];
};
