/**
 * The country a document's bare currency signs belong to. 'K 20,000', 'Le 450,000', 'M 148k', 'P 18,000' and 'E 48,000' name a currency only in
 * a known country (contracts/money-words.ts, signs of a country): a Lusaka deck's 'K 1.2m' is Zambian kwacha, a Blantyre
 * one's Malawian. A document rarely says its country in a field, so it is read from what the text names: the country,
 * its people, its main cities or its currency's own name. Only the countries whose signs need it are looked for, and a
 * document naming two of them (a Zambian company's Malawi branch) settles none: the signs stay unread, never guessed.
 */
import { countriesWithOwnSigns } from '@baobab/contracts/money-words';

const namesOfCountry: Readonly<Record<string, RegExp>> = {
  ZM: /\b(zambi(a|an|ans|e|en|enne|ens|ennes)|lusaka|ndola|kitwe)\b/i,
  MW: /\b(malawi(an|ans|en|enne|ens|ennes)?|lilongwe|blantyre|mzuzu)\b/i,
  SL: /\b(sierra[\s-]l[eé]on(e|ean|eans|ais|aise|ais)|freetown|leones?)\b/i,
  LS: /\b(lesotho|basotho|maseru|maloti|loti)\b/i,
  BW: /\b(botswana|batswana|motswana|gaborone|francistown|maun|pula)\b/i,
  SZ: /\b(eswatini|swaziland|swazi|emaswati|mbabane|manzini|lilangeni|emalangeni)\b/i,
};

/** The one country of countriesWithOwnSigns that the text names, or undefined when it names none or several. */
export function signCountryOf(text: string): string | undefined {
  const named = countriesWithOwnSigns.filter((country) => namesOfCountry[country]?.test(text));
  return named.length === 1 ? named[0] : undefined;
}
