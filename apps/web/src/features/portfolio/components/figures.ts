import { getLocale } from '@/lib/i18n/locale';

/** A figure with fixed decimals in the current language: 2.50 (English), 2,50 (French). */
export const formatDecimal = (value: number, digits: number): string => {
  const text = value.toFixed(digits);
  return getLocale() === 'fr' ? text.replace('.', ',') : text;
};

/** A multiple of the amount invested, two decimals: 2.50x (English), 2,50x (French). */
export const formatMultiple = (value: number): string => `${formatDecimal(value, 2)}x`;

/** A figure as written, with a decimal comma in French: 1.5 → 1,5. */
export const formatFigure = (value: number): string => (getLocale() === 'fr' ? String(value).replace('.', ',') : String(value));
