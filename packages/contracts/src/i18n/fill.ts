/**
 * A template's `{{name}}` placeholders filled, as i18next fills them: the English of a sentence with
 * values, written once as a translation key (decision 0023) and filled here for English.
 */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder));
}

/**
 * A counted template (`{{count}}`) filled for English: its `_one` or `_other` form from the namespace's
 * English plurals (i18n/en), `count` written as English writes numbers ("1,500"), which is how the web
 * reads it back to choose the French plural.
 */
export function fillCount(plurals: Readonly<Record<string, string>>, template: string, count: number, values: Readonly<Record<string, string | number>> = {}): string {
  const form = plurals[`${template}${count === 1 ? '_one' : '_other'}`];
  if (form === undefined) throw new Error(`No English plural forms for '${template}'`);
  return fillText(form, { ...values, count: count.toLocaleString('en-US') });
}
