import type { Catalog } from './catalog';
import { formatUsNumber } from './us-number';

/**
 * A template's `{{name}}` placeholders filled, as i18next fills them: the English of a sentence with
 * values, written once as a translation key (decision 0023) and filled here for English.
 */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder));
}

/**
 * A counted template (`{{count}}`) filled in English: its `_one` or `_other` form from the namespace's
 * English plurals (i18n/en), so the English of a counted sentence is written once, where French finds it
 * too. `count` is written as English writes numbers ("1,500"), which is how the web reads it back to
 * choose the French plural.
 */
export function fillCounted(englishForms: Catalog, template: string, values: Readonly<Record<string, string | number>> & { count: number }): string {
  const form = englishForms[`${template}${values.count === 1 ? '_one' : '_other'}`];
  if (form === undefined) throw new Error(`No English plural forms for "${template}"`);
  return fillText(form, { ...values, count: formatUsNumber(values.count) });
}
