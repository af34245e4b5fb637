import { X } from 'lucide-react';
import { countryName } from '@baobab/contracts/countries';
import { intlLocales } from '@baobab/i18n/locales';
import { Select } from '@/components/ui/select';
import { useLocale } from '@/lib/i18n/locale';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useCountriesAfricaFirst } from '@/lib/vocabulary';

/**
 * Countries a profile names (an investor's, stronger in matching than a region; a fund's): a list to add
 * from (Africa's countries first) and the chosen ones as removable chips. Values are ISO codes. Each
 * screen gives its own legend and hint.
 */
export function CountryPicker({
  id,
  value,
  onChange,
  error,
  legend,
  hint,
}: {
  id: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
  /** The screen's own words, already in the reader's language. */
  legend: string;
  hint: string;
}) {
  const t = useT('common');
  const translate = useTranslateMessage();
  const tag = intlLocales[useLocale()];
  const countries = useCountriesAfricaFirst().filter((c) => !value.includes(c.code));
  const groups = [
    ['African countries', countries.filter((c) => c.region === 'Africa')],
    ['Other countries', countries.filter((c) => c.region !== 'Africa')],
  ] as const;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="mb-1 text-sm font-medium text-stone-800">{legend}</legend>
      <p id={`${id}-hint`} className="text-sm text-stone-600">
        {hint}
      </p>
      {value.length ? (
        <ul aria-label={t('Chosen countries')} className="flex flex-wrap gap-2">
          {value.map((code) => (
            <li key={code}>
              <button
                type="button"
                onClick={() => onChange(value.filter((v) => v !== code))}
                className="inline-flex min-h-10 items-center gap-1 rounded-full border border-brand-600 bg-brand-50 px-3 text-sm"
                aria-label={t('Remove {{country}}', { country: countryName(code, tag) })}
              >
                {countryName(code, tag)} <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={id} className="text-sm text-stone-800">
        {t('Add a country')}
      </label>
      <Select id={id} value="" onChange={(e) => e.target.value && onChange([...value, e.target.value])}>
        <option value="">{t('Choose a country…')}</option>
        {groups.map(([label, list]) => (
          <optgroup key={label} label={t(label)}>
            {list.map((c) => (
              <option dir="auto" key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {translate(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
