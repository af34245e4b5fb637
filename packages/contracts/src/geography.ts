/**
 * Which region of the vocabulary (enums.ts: allRegions) each country belongs to, and how a
 * geography an investor names (a region, a country, or a spelling clients sent before such as
 * 'MENA' or 'Nigeria') is read. Countries are ISO 3166-1 alpha-2 codes (countries.ts); names come
 * from the runtime's CLDR data, so no list of names is kept here.
 */
import type { Region } from './enums';
import { countryName, isIsoCountryCode, isoCountryCodes, type IsoCountryCode } from './countries';

/** The 54 African Union member states' countries plus Western Sahara and the African islands that are territories (RE, YT, SH). */
export const africanCountryCodes = [
  'DZ', 'AO', 'BJ', 'BW', 'BF', 'BI', 'CV', 'CM', 'CF', 'TD', 'KM', 'CG', 'CD', 'CI', 'DJ', 'EG', 'GQ', 'ER', 'SZ', 'ET',
  'GA', 'GM', 'GH', 'GN', 'GW', 'KE', 'LS', 'LR', 'LY', 'MG', 'MW', 'ML', 'MR', 'MU', 'MA', 'MZ', 'NA', 'NE', 'NG', 'RW',
  'ST', 'SN', 'SC', 'SL', 'SO', 'ZA', 'SS', 'SD', 'TZ', 'TG', 'TN', 'UG', 'ZM', 'ZW', 'EH', 'RE', 'YT', 'SH',
] as const satisfies readonly IsoCountryCode[];

const middleEast = ['AE', 'BH', 'CY', 'IL', 'IQ', 'IR', 'JO', 'KW', 'LB', 'OM', 'PS', 'QA', 'SA', 'SY', 'TR', 'YE'] as const;
const southeastAsia = ['BN', 'KH', 'ID', 'LA', 'MY', 'MM', 'PH', 'SG', 'TH', 'TL', 'VN'] as const;
const eastAsia = ['CN', 'HK', 'JP', 'KP', 'KR', 'MN', 'MO', 'TW'] as const;
const northAmerica = ['US', 'CA', 'BM', 'GL', 'PM', 'UM'] as const;
/** The spec's 'South America', read as Latin America: Mexico, Central America and the Caribbean too. */
const latinAmerica = [
  'AR', 'BO', 'BR', 'CL', 'CO', 'EC', 'FK', 'GF', 'GY', 'PE', 'PY', 'SR', 'UY', 'VE', 'MX', 'BZ', 'CR', 'SV', 'GT', 'HN',
  'NI', 'PA', 'AG', 'AI', 'AW', 'BB', 'BL', 'BQ', 'BS', 'CU', 'CW', 'DM', 'DO', 'GD', 'GP', 'HT', 'JM', 'KN', 'KY', 'LC',
  'MF', 'MQ', 'MS', 'PR', 'SX', 'TC', 'TT', 'VC', 'VG', 'VI', 'GS',
] as const;
const europe = [
  'AD', 'AL', 'AT', 'AX', 'BA', 'BE', 'BG', 'BY', 'CH', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FO', 'FR', 'GB', 'GG', 'GI',
  'GR', 'HR', 'HU', 'IE', 'IM', 'IS', 'IT', 'JE', 'LI', 'LT', 'LU', 'LV', 'MC', 'MD', 'ME', 'MK', 'MT', 'NL', 'NO', 'PL',
  'PT', 'RO', 'RS', 'RU', 'SE', 'SI', 'SJ', 'SK', 'SM', 'UA', 'VA',
] as const;

const regionByCountry = new Map<string, Region>([
  ...africanCountryCodes.map((c) => [c, 'Africa'] as const),
  ...middleEast.map((c) => [c, 'Middle East'] as const),
  ...southeastAsia.map((c) => [c, 'Southeast Asia'] as const),
  ...eastAsia.map((c) => [c, 'East Asia'] as const),
  ...northAmerica.map((c) => [c, 'North America'] as const),
  ...latinAmerica.map((c) => [c, 'South America'] as const),
  ...europe.map((c) => [c, 'Europe'] as const),
]);

/** The region a country belongs to; South and Central Asia, Oceania and the remaining territories are Asia-Pacific. */
export const regionOfCountry = (code: IsoCountryCode): Region => regionByCountry.get(code) ?? 'Asia-Pacific';

/** Every country, African ones first then the rest, each group by name in the reader's language: the investor's country picker. */
export function countriesAfricaFirst(tag = 'en'): { code: IsoCountryCode; name: string; region: Region }[] {
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, tag);
  const all = isoCountryCodes.map((code) => ({ code, name: countryName(code, tag), region: regionOfCountry(code) }));
  return [...all.filter((c) => c.region === 'Africa').sort(byName), ...all.filter((c) => c.region !== 'Africa').sort(byName)];
}

/** 'Côte d’Ivoire', "Cote d'Ivoire" and 'COTE DIVOIRE' read alike. */
const nameKey = (name: string) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '');
let codeByName: Map<string, IsoCountryCode> | undefined;

/**
 * The ISO code of a country given as a code ('SN') or a name in English or French ('Senegal',
 * 'Sénégal', "Côte d'Ivoire"), as startups store their country and as older clients sent it; null
 * when it names no country.
 */
export function countryCodeOf(value: string): IsoCountryCode | null {
  const text = value.trim();
  if (isIsoCountryCode(text.toUpperCase()) && text.length === 2) return text.toUpperCase() as IsoCountryCode;
  if (!codeByName) {
    codeByName = new Map();
    for (const code of isoCountryCodes) for (const tag of ['fr', 'en']) codeByName.set(nameKey(countryName(code, tag)), code);
    codeByName.set('ivorycoast', 'CI');
  }
  return codeByName.get(nameKey(text)) ?? null;
}
