import { use } from 'react';
import type { CatalogKey } from '@baobab/i18n/catalog';
import type { FrenchCatalogs } from '@baobab/i18n/catalogs';
import { englishPlurals } from '@baobab/i18n/en-plurals';
import { readingOrder, type Namespace } from '@baobab/i18n/namespaces';
import { englishTranslator, interpolate, type Values } from './english';
import { isolatedValues } from '@baobab/i18n/isolate';
import type { Locale, TranslatedLocale } from '@baobab/i18n/locales';
import type * as TranslatedModuleType from './translated';
import { getLocale, useLocale } from './locale';

/**
 * The keys a namespace's `t` accepts: English strings that have a French entry in its catalog or in a
 * shared one it also reads (`common`, `messages`: namespaces.ts), typed so a missing one fails typecheck.
 * Arabic has the same keys (scripts/check-i18n.ts refuses a catalog that lacks one).
 */
export type Key<NS extends Namespace> = CatalogKey<FrenchCatalogs[NS]> | CatalogKey<FrenchCatalogs['common']> | CatalogKey<FrenchCatalogs['messages']>;
export type Translate<NS extends Namespace> = (key: Key<NS>, values?: Values) => string;
type AnyTranslate = (key: string, values?: Values) => string;

const english = new Map<Namespace, AnyTranslate>();
function englishFor(namespace: Namespace): AnyTranslate {
  let t = english.get(namespace);
  // Counted keys of the shared catalogs too, the namespace's own forms first (as French reads them).
  if (!t) english.set(namespace, (t = englishTranslator(Object.assign({}, ...readingOrder(namespace).reverse().map((ns) => englishPlurals[ns])))));
  return t;
}

type TranslatedModule = typeof TranslatedModuleType;
let translatedChunk: Promise<TranslatedModule> | undefined;
const translatedModule = () => (translatedChunk ??= import('./translated'));

const translators = new Map<string, Promise<AnyTranslate>>();
/** The namespace's `t` in a translated language, one promise per language and namespace (React's `use` needs the same one each render). */
export function loadTranslator(locale: TranslatedLocale, namespace: Namespace): Promise<AnyTranslate> {
  const id = `${locale}:${namespace}`;
  let t = translators.get(id);
  if (!t) {
    t = translatedModule().then(({ loadTranslation }) => loadTranslation(locale, namespace));
    translators.set(id, t);
  }
  return t;
}

/**
 * A namespace's translator for the current language. In French or Arabic the first use suspends until the
 * catalog arrives (a Suspense boundary shows the spinner), and the component re-renders when the
 * language changes.
 */
export function useT<NS extends Namespace>(namespace: NS): Translate<NS> {
  const locale = useLocale();
  return (locale === 'en' ? englishFor(namespace) : use(loadTranslator(locale, namespace))) as Translate<NS>;
}

const asItCame = (message: string, values?: Values) => interpolate(message, isolatedValues('en', message, values));

/**
 * For text that arrives as a value (a validation message, a toast, a server error, an enumeration's
 * label): its translation from any catalog loaded so far (`messages` and the screen's own), else the text
 * as it came. Untyped on purpose: the text is only known at run time.
 */
export function useTranslateMessage(): (message: string, values?: Values) => string {
  const locale = useLocale();
  if (locale === 'en') return asItCame;
  use(loadTranslator(locale, 'messages'));
  const { translateLoaded } = use(translatedModule());
  return (message, values) => translateLoaded(locale, message, values);
}

/** Starts loading what every screen in the language needs (the shell's catalogs), before the first render asks for it. */
export function preloadLanguage(locale: Locale = getLocale()): Promise<unknown> {
  return locale === 'en' ? Promise.resolve() : Promise.all([loadTranslator(locale, 'common'), loadTranslator(locale, 'messages')]);
}
