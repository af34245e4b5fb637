import type { Catalog } from '@baobab/i18n/catalog';
import { isolatedValues } from '@baobab/i18n/isolate';

export type Values = Record<string, string | number>;

/** `{{name}}` placeholders filled from `values`, as i18next does (one spelling, checked by english.test.ts). */
export function interpolate(text: string, values?: Values): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder));
}

/**
 * English without i18next: each key is its own English text, so only counted sentences need a
 * catalog (`_one` for a count of 1, `_other` otherwise, English's plural rule). Keeps i18next off
 * the first download of every English page (decision 0023); english.test.ts checks it answers as
 * i18next would.
 */
export function englishTranslator(plurals: Catalog | undefined) {
  return (key: string, values?: Values): string => {
    const count = values?.count;
    const form = typeof count === 'number' ? plurals?.[`${key}_${count === 1 ? 'one' : 'other'}`] : undefined;
    return interpolate(form ?? key, isolatedValues('en', key, values));
  };
}
