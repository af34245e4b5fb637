/**
 * The currencies Baobab knows: ISO 4217 codes with their minor-unit digits, the one table every
 * package reads (metric values, raises, exchange rates). Zod-free, so the web app's first screens
 * can import it cheaply.
 */

/**
 * ISO 4217 minor-unit digits. None for the CFA francs (XOF, XAF), the Rwandan, Burundian, Guinean,
 * Djiboutian and Comorian francs, the Ugandan shilling, the yen and the won; three for the Tunisian and
 * Libyan dinars. Every currency of the African continent in use is here (but the two Sudanese pounds,
 * for which no reference rate could be defended), so no founder's own currency is refused.
 */
export const currencyExponents = {
  USD: 2, EUR: 2, GBP: 2,
  NGN: 2, KES: 2, GHS: 2, ZAR: 2, EGP: 2, MAD: 2, TND: 3, ETB: 2, TZS: 2,
  XOF: 0, XAF: 0, RWF: 0, UGX: 0,
  AOA: 2, BIF: 0, BWP: 2, CDF: 2, CVE: 2, DJF: 0, DZD: 2, ERN: 2, GMD: 2, GNF: 0, KMF: 0, LRD: 2, LSL: 2,
  LYD: 3, MGA: 2, MRU: 2, MUR: 2, MWK: 2, MZN: 2, NAD: 2, SCR: 2, SLE: 2, SOS: 2, STN: 2, SZL: 2, ZMW: 2,
  PLN: 2, BRL: 2, INR: 2, IDR: 2, SGD: 2, JPY: 0, KRW: 0, AED: 2,
} as const;
export type CurrencyCode = keyof typeof currencyExponents;
export const currencyCodes = Object.keys(currencyExponents) as [CurrencyCode, ...CurrencyCode[]];
export const isCurrencyCode = (code: string): code is CurrencyCode => Object.hasOwn(currencyExponents, code);

/**
 * The currencies a person can choose to see amounts in, besides each amount's own: every one Baobab
 * knows, since every currency offered anywhere is offered everywhere (one list: this file). A currency
 * without an exchange rate yet is still offered; its converted figures say they have no rate.
 */
export const displayCurrencies = currencyCodes;
export type DisplayCurrency = CurrencyCode;
