import { fillText } from '@baobab/contracts/i18n/fill';

/**
 * A sentence that ends in a list ('Developed, quantified sections: problem, team'), written as one
 * `{{placeholder}}` template per length (`templates[n - 1]` holds `{{item1}}` to `{{itemN}}`, joined by
 * `separator`), so every item is a value of its own and is translated on its own where the sentence is shown
 * in French (decision 0023). Past the longest template, the items left over are joined into its last
 * value; the English is the same either way. `others` fills the template's other placeholders.
 */
export function listText(templates: readonly string[], items: readonly string[], separator = ', ', others: Readonly<Record<string, string | number>> = {}): string {
  const slots = Math.min(items.length, templates.length);
  const values: Record<string, string | number> = { ...others };
  for (let i = 0; i < slots; i += 1) values[`item${i + 1}`] = i === slots - 1 ? items.slice(i).join(separator) : (items[i] ?? '');
  return fillText(templates[slots - 1] ?? '', values);
}
