import { displayCurrencies, type DisplayCurrency } from '@baobab/contracts/currencies';
import { isLocale } from '@baobab/i18n/locales';
import type { Preferences } from '@baobab/contracts/preferences';

const isDisplayCurrency = (value: unknown): value is DisplayCurrency => (displayCurrencies as readonly unknown[]).includes(value);

/** The stored columns as choices; a value no longer offered reads as not chosen. */
export function toPreferences(row: { locale?: string | null; displayCurrency?: string | null }): Preferences {
  return {
    locale: isLocale(row.locale) ? row.locale : null,
    displayCurrency: isDisplayCurrency(row.displayCurrency) ? row.displayCurrency : null,
  };
}
