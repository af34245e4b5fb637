/**
 * A template's `{{name}}` placeholders filled, as i18next fills them: the English of a sentence with
 * values, written once as a translation key (decision 0023) and filled here for English.
 */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder));
}
