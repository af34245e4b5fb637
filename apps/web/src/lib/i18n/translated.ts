import { createInstance } from 'i18next';
import { intlLocales, isLocale, type TranslatedLocale } from '@baobab/i18n/locales';
import { readingOrder, type Namespace } from '@baobab/i18n/namespaces';
import { fillFrench } from '@baobab/i18n/french-elision';
import { isolatedValues } from '@baobab/i18n/isolate';
import { renderMessage } from '@baobab/contracts/i18n/message-render';
import { catalogLoaders } from './catalog-loaders';
import { messageFor } from './glossary';

/**
 * French and Arabic through i18next, loaded only when a screen is shown in one of them: this module and
 * each namespace's catalog are chunks of their own. Keys are English text, so the separators are off,
 * and a key without an entry falls back to its English. i18next picks a counted key's form with
 * Intl.PluralRules: `_one`/`_other` in French, `_zero` to `_many` and `_other` in Arabic (decision 0062).
 */

const i18n = createInstance();
const ready = i18n.init({
  lng: 'en',
  fallbackLng: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false }, // React escapes what it renders
  returnEmptyString: false,
  resources: {},
});
// `{{count, number}}` written with the language's Intl tag: Arabic's asks for Western digits (ar-u-nu-latn, decision 0062).
i18n.services.formatter?.addCached('number', (lng, options) => {
  const format = new Intl.NumberFormat(isLocale(lng) ? intlLocales[lng] : lng, options);
  return (value) => format.format(value);
});

/**
 * Fills a sentence in the language, each text value isolated where its direction could mix with the words around
 * it (isolate.ts); French elides « de » before a vowel where a value starts (french-elision.ts).
 */
function fill(locale: TranslatedLocale, key: string, values: Record<string, string | number> | undefined, translate: (values?: Record<string, string | number>) => string): string {
  const isolated = isolatedValues(locale, key, values);
  return locale === 'fr' ? fillFrench(isolated, translate) : translate(isolated);
}

/**
 * Text that arrived as a value (a validation message, a toast, a server error, an engine's finding) in
 * the language. A message the server sent with its key and values, or a schema's own check, is rendered from
 * them; text that is a catalog's key (a label) is looked up in every catalog loaded so far; anything else
 * (a name, a person's words, a line saved in English before messages) is shown exactly as it came: filled
 * English is never read back into a template (decision 0046), so nobody's words are rewritten.
 */
export function translateLoaded(locale: TranslatedLocale, text: string, values?: Record<string, string | number>): string {
  // Sent by the server, or written by the browser from a key (a form's check: english-remembered.ts).
  const sent = values ? undefined : messageFor(text);
  const ns = loadedNamespaces(locale);
  const t = i18n.getFixedT(locale, ns);
  if (sent) return renderMessage(sent, locale, (key, filled) => fill(locale, key, filled, (marked) => t(key, marked)));
  if (values || i18n.exists(text, { lng: locale, ns })) return fill(locale, text, values, (marked) => t(text, marked));
  return text;
}

function loadedNamespaces(locale: TranslatedLocale): string[] {
  const loaded = Object.keys(i18n.store.data[locale] ?? {});
  return loaded.length === 0 ? ['messages'] : loaded;
}

/**
 * The namespace's `t` in the language, once its catalog and the shared ones it also reads (`common`,
 * `messages`) have arrived: a key is looked up in its own catalog first, then in the shared ones (namespaces.ts).
 */
export async function loadTranslation(locale: TranslatedLocale, namespace: Namespace): Promise<(key: string, values?: Record<string, string | number>) => string> {
  const order = readingOrder(namespace);
  const [loaded] = await Promise.all([Promise.all(order.map((ns) => catalogLoaders[locale][ns]())), ready]);
  order.forEach((ns, i) => {
    if (!i18n.hasResourceBundle(locale, ns)) i18n.addResourceBundle(locale, ns, loaded[i]!.default);
  });
  const fixed = i18n.getFixedT(locale, order);
  return (key, values) => fill(locale, key, values, (marked) => fixed(key, marked));
}
