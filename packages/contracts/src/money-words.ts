/**
 * The words, symbols and abbreviations people write around an amount: currencies ('₦', 'FCFA',
 * 'KShs', 'dirhams') and multipliers ('K', 'mn', 'millions de', 'Mds'). Read by money-reader.ts.
 */
import { currencyExponents, isCurrencyCode, type CurrencyCode } from './currencies';

/**
 * The CFA franc as written without saying which: 'FCFA', 'F CFA', 'francs CFA'. It names two
 * currencies at parity (XOF of the BCEAO, XAF of the BEAC), so it is resolved by country.
 */
export const CFA = 'CFA';
export type CurrencyToken = CurrencyCode | typeof CFA;

/** The BEAC (Central African) members; every other country, and no country, reads the CFA franc as XOF. */
const centralAfricanCfaCountries = new Set(['CM', 'GA', 'CG', 'TD', 'CF', 'GQ']);

export function cfaFrancOf(country: string | undefined): 'XOF' | 'XAF' {
  return country !== undefined && centralAfricanCfaCountries.has(country.trim().toUpperCase()) ? 'XAF' : 'XOF';
}

/**
 * Symbols and words for a currency, lower-case, spaces single, no trailing dot. ISO codes from
 * contracts/currencies.ts are recognised besides these. 'DH' is the Moroccan dirham (the UAE's
 * is written AED); 'shillings' alone is the Kenyan shilling, the one founders here quote.
 */
const currencyAliases: Readonly<Record<string, CurrencyToken>> = {
  $: 'USD', us$: 'USD', '$us': 'USD', dollar: 'USD', dollars: 'USD', 'us dollars': 'USD',
  '€': 'EUR', euro: 'EUR', euros: 'EUR',
  '£': 'GBP', '£gb': 'GBP', pound: 'GBP', pounds: 'GBP',
  '₦': 'NGN', naira: 'NGN', nairas: 'NGN',
  '₵': 'GHS', 'gh₵': 'GHS', 'gh¢': 'GHS', ghc: 'GHS', cedi: 'GHS', cedis: 'GHS',
  ksh: 'KES', kshs: 'KES', shilling: 'KES', shillings: 'KES',
  r: 'ZAR', rand: 'ZAR', rands: 'ZAR',
  'e£': 'EGP', le: 'EGP', 'l.e': 'EGP',
  dh: 'MAD', dhs: 'MAD', dirham: 'MAD', dirhams: 'MAD',
  dt: 'TND',
  frw: 'RWF',
  birr: 'ETB', br: 'ETB',
  cfa: CFA, fcfa: CFA, 'f cfa': CFA, 'f.cfa': CFA, 'franc cfa': CFA, 'francs cfa': CFA,
  // The rest of the continent's currencies, by the sign or word written beside amounts there ('Kz 500 000',
  // '25 000 FC', '1 500 000 FG', '10 000 Ar', '5 000 DA', 'USh 500,000', 'Nfk 610k'). 'Kwacha' alone names two (Zambia's and
  // Malawi's) and is not read, while their signs are ('ZK 20,000', 'MK 1m'); 'Rs' stays the Indian rupee.
  kz: 'AOA', kwanza: 'AOA', kwanzas: 'AOA',
  fbu: 'BIF', 'franc burundais': 'BIF', 'francs burundais': 'BIF',
  pula: 'BWP',
  fc: 'CDF', 'franc congolais': 'CDF', 'francs congolais': 'CDF',
  fdj: 'DJF',
  da: 'DZD', 'dinar algérien': 'DZD', 'dinars algériens': 'DZD',
  nakfa: 'ERN', nfk: 'ERN',
  dalasi: 'GMD', dalasis: 'GMD',
  fg: 'GNF', 'franc guinéen': 'GNF', 'francs guinéens': 'GNF',
  'l$': 'LRD',
  loti: 'LSL', maloti: 'LSL',
  ld: 'LYD',
  ar: 'MGA', ariary: 'MGA',
  um: 'MRU', ouguiya: 'MRU',
  metical: 'MZN', meticais: 'MZN',
  mk: 'MWK',
  'n$': 'NAD',
  leone: 'SLE', leones: 'SLE',
  lilangeni: 'SZL', emalangeni: 'SZL',
  ush: 'UGX', tsh: 'TZS', tshs: 'TZS',
  zk: 'ZMW',
  'zł': 'PLN', zl: 'PLN',
  r$: 'BRL', reais: 'BRL',
  '₹': 'INR', rs: 'INR', rupees: 'INR',
  rp: 'IDR',
  s$: 'SGD',
  '¥': 'JPY', yen: 'JPY',
  '₩': 'KRW',
};

/**
 * Currency names written after an amount ('38 millions d'ariary', '600 pula', '12 000 dalasis'): the aliases above
 * that are words of three letters or more, for readers that find amounts in running text (the document reader's span
 * finder) and must not keep a shorter list of their own. Signs and short abbreviations ('Ar', 'FC', 'LE') are left
 * out because after a number they are as often an ordinary word ('le', 'da'), and 'pound' because a pound of produce
 * is a weight.
 */
export const currencyNamesAfterAmounts: readonly string[] = Object.keys(currencyAliases)
  .filter((alias) => /^[a-z\u00E0-\u00FF ]{3,}$/.test(alias) && !alias.startsWith('pound'))
  .sort((a, b) => b.length - a.length);

/**
 * Signs and abbreviations written before a figure in running text ('ZK 20,000', 'Br 5 000', 'USh 500,000', 'N$ 1.2m'):
 * the aliases above that hold a symbol (without dots or spaces), and the letter abbreviations that are no ordinary
 * word before a number in English or French ('Rs 48,6 millions', as Mauritius and the Seychelles write the rupee). Left
 * out: 'le', 'da', 'ar', 'um', 'fc', 'fg', 'ld', 'rp', 'dt', 'dh' ('le 15 mars'), and the one-letter signs, which a span finder takes only against a figure ('R5m', 'P600').
 * For the document reader's span finder, which must not keep a shorter list of its own.
 */
export const currencySignsBeforeAmounts: readonly string[] = [
  ...Object.keys(currencyAliases).filter((alias) => /[^a-z\u00E0-\u00FF ]/.test(alias) && !/[.\s]/.test(alias)),
  ...['ksh', 'kshs', 'ush', 'tsh', 'tshs', 'ghc', 'kz', 'zk', 'mk', 'br', 'fbu', 'fdj', 'frw', 'rs', 'nfk'],
].sort((a, b) => b.length - a.length);

/**
 * Signs read only before a figure: Botswana writes the pula 'P600', where '50p' after a figure is fifty pence and
 * must be refused as an unknown currency rather than read as fifty pula; Eswatini writes the lilangeni 'E1.1m'.
 */
const signsBeforeOnly: Readonly<Record<string, CurrencyToken>> = { p: 'BWP', e: 'SZL' };

const tokenKey = (token: string) => token.trim().replace(/\s+/g, ' ').replace(/\.$/, '').toLowerCase();

/** The currency a token names, or undefined. Case, inner spacing and a trailing dot ('Ksh.') do not matter. */
export function currencyOfToken(token: string): CurrencyToken | undefined {
  const t = tokenKey(token);
  if (t === '') return undefined;
  const code = t.toUpperCase();
  if (isCurrencyCode(code)) return code;
  return Object.hasOwn(currencyAliases, t) ? currencyAliases[t] : undefined;
}

/**
 * Signs that name a currency only in a known country, read before a figure: 'K 20,000' is the kwacha of Zambia in
 * Zambia and of Malawi in Malawi; 'Le 450,000' the leone in Sierra Leone ('LE' is Egypt's pound elsewhere, and 'Le 3
 * juillet' a French date); 'M 148k' the loti in Lesotho; 'P 18,000' the pula in Botswana and 'E 48,000' the lilangeni in
 * Eswatini. Anywhere else they stay unknown and are refused, not guessed.
 */
const signsOfCountry: Readonly<Record<string, Readonly<Record<string, CurrencyCode>>>> = {
  k: { ZM: 'ZMW', MW: 'MWK' },
  le: { SL: 'SLE' },
  m: { LS: 'LSL' },
  // Read everywhere when glued to the figure ('P600', 'E1.1m'; signsBeforeOnly); with a space ('P 18,000', 'E 48,000')
  // only where the country settles it, as a single capital before a spaced figure is a label anywhere else.
  p: { BW: 'BWP' },
  e: { SZ: 'SZL' },
};

/** The countries in which a sign of signsOfCountry names a currency, for readers that find a document's country. */
export const countriesWithOwnSigns: readonly string[] = [...new Set(Object.values(signsOfCountry).flatMap((byCountry) => Object.keys(byCountry)))];

/** The currency a sign names in that country only ('K' in Zambia), or undefined where the country does not settle it. */
export function currencyOfCountrySign(token: string, country: string): CurrencyCode | undefined {
  const t = tokenKey(token);
  return Object.hasOwn(signsOfCountry, t) ? signsOfCountry[t]![country.trim().toUpperCase()] : undefined;
}

/**
 * The currency a token written before the figure names: the country's own sign first (so 'LE' in Sierra Leone is the
 * leone), then any token, then the signs read only there.
 */
export function currencyOfTokenBefore(token: string, country?: string): CurrencyToken | undefined {
  const t = tokenKey(token);
  const ofCountry = country === undefined ? undefined : currencyOfCountrySign(t, country);
  return ofCountry ?? currencyOfToken(t) ?? (Object.hasOwn(signsBeforeOnly, t) ? signsBeforeOnly[t] : undefined);
}

/**
 * Multipliers as powers of ten, English and French. 'billion' is read in its English sense
 * (10^9); the French 'billion' (10^12) is not a raise anyone types, and 'milliard' is the word.
 * Longest spellings first, so 'millions' wins over 'mil' and 'mille' over 'mil'.
 */
export const multiplierSpellings: readonly (readonly [string, number])[] = ([
  ['thousands', 3], ['thousand', 3], ['mille', 3], ['k', 3],
  ['millions', 6], ['million', 6], ['mln', 6], ['mil', 6], ['mn', 6], ['mm', 6], ['m', 6],
  ['milliards', 9], ['milliard', 9], ['billions', 9], ['billion', 9], ['mrds', 9], ['mrd', 9], ['mds', 9], ['md', 9], ['bln', 9], ['bn', 9], ['b', 9],
] as [string, number][]).sort((a, b) => b[0].length - a[0].length);

/**
 * Currencies almost always written with English grouping ('1,500.50') where Baobab's founders
 * are, so a lone comma before three digits is a thousands separator and a lone dot a decimal
 * point. Left out on purpose: the euro (France 1 500,50, Ireland 1,500.50), the CFA francs,
 * the Moroccan dirham and the Tunisian dinar (French usage), the rand (South African standard
 * usage is 1 500,50 though 1,500.50 is common, and with it the loti, lilangeni and Namibian dollar),
 * the francophone and lusophone currencies, and the others written both ways (the Mauritian and
 * Seychellois rupees).
 */
export const englishGroupingCurrencies: ReadonlySet<CurrencyCode> = new Set<CurrencyCode>([
  'USD', 'GBP', 'NGN', 'KES', 'GHS', 'EGP', 'ETB', 'UGX', 'TZS', 'INR', 'SGD', 'AED', 'JPY', 'KRW',
  'BWP', 'ERN', 'GMD', 'LRD', 'MWK', 'SLE', 'SOS', 'ZMW',
]);

export const hasMinorUnits = (currency: CurrencyCode) => currencyExponents[currency] > 0;
