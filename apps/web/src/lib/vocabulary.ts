/**
 * The one vocabulary (contracts enums.ts, geography.ts) as the screens show it: countries named
 * in the reader's language, Africa's first; an investor's regions and countries as one list.
 */
import { countryName } from '@baobab/contracts/countries';
import { regionLabels, type Region } from '@baobab/contracts/enums';
import { countriesAfricaFirst } from '@baobab/contracts/geography';
import { intlLocales } from '@baobab/i18n/locales';
import { useLocale } from '@/lib/i18n/locale';
import { useTranslateMessage } from '@/lib/i18n/use-t';

const countriesByTag = new Map<string, ReturnType<typeof countriesAfricaFirst>>();

/** Every country, African ones first, named in the reader's language (built once per language). */
export function useCountriesAfricaFirst() {
  const tag = intlLocales[useLocale()];
  let list = countriesByTag.get(tag);
  if (!list) countriesByTag.set(tag, (list = countriesAfricaFirst(tag)));
  return list;
}

/** An investor's countries (named, the stronger preference, first) then regions, in the reader's language. */
export function useGeographyNames(): (regions: readonly string[], countries: readonly string[]) => string[] {
  const tag = intlLocales[useLocale()];
  const translate = useTranslateMessage();
  return (regions, countries) => [...countries.map((code) => countryName(code, tag)), ...regions.map((r) => translate(regionLabels[r as Region] ?? r))];
}
