import { englishPlurals } from './en-plurals';
import { fillText } from './fill';
import type { Namespace } from './namespaces';

/**
 * A counted template ('{{count}} new startups', a translation key with `_one` and `_other` forms) filled
 * for English: the form for `count` comes from the namespace's English plurals (en/<namespace>.ts), so
 * the singular is written once, beside the key's French.
 */
export function fillCount(namespace: Namespace, key: string, values: Readonly<Record<string, string | number>> & { count: number }): string {
  const form = englishPlurals[namespace][`${key}_${values.count === 1 ? 'one' : 'other'}`] ?? key;
  return fillText(form, values);
}
