import { use } from 'react';
import type { CatalogKey } from '@baobab/contracts/i18n/catalog';
import type { FrenchCatalogs } from '@baobab/contracts/i18n/catalogs';
import { englishPlurals } from '@baobab/contracts/i18n/en-plurals';
import { readingOrder, type Namespace } from '@baobab/contracts/i18n/namespaces';
import { englishTranslator, interpolate, type Values } from './english';
import type * as FrenchModuleType from './french';
import { getLocale, useLocale } from './locale';

/**
 * The keys a namespace's `t` accepts: English strings that have a French entry in its catalog or in a
 * shared one it also reads (`common`, `messages`: namespaces.ts), typed so a missing one fails typecheck.
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

type FrenchModule = typeof FrenchModuleType;
let frenchChunk: Promise<FrenchModule> | undefined;
const frenchModule = () => (frenchChunk ??= import('./french'));

const french = new Map<Namespace, Promise<AnyTranslate>>();
/** The namespace's French `t`, one promise per namespace (React's `use` needs the same one each render). */
export function loadFrenchTranslator(namespace: Namespace): Promise<AnyTranslate> {
  let t = french.get(namespace);
  if (!t) {
    t = frenchModule().then(({ loadFrench }) => loadFrench(namespace));
    french.set(namespace, t);
  }
  return t;
}

/**
 * A namespace's translator for the current language. In French the first use suspends until the
 * catalog arrives (a Suspense boundary shows the spinner), and the component re-renders when the
 * language changes.
 */
export function useT<NS extends Namespace>(namespace: NS): Translate<NS> {
  const locale = useLocale();
  return (locale === 'fr' ? use(loadFrenchTranslator(namespace)) : englishFor(namespace)) as Translate<NS>;
}

const asItCame = (message: string, values?: Values) => interpolate(message, values);

/**
 * For text that arrives as a value (a validation message, a toast, a server error, an enumeration's
 * label): its French from any catalog loaded so far (`messages` and the screen's own), else the text
 * as it came. Untyped on purpose: the text is only known at run time.
 */
export function useTranslateMessage(): (message: string, values?: Values) => string {
  const locale = useLocale();
  if (locale !== 'fr') return asItCame;
  use(loadFrenchTranslator('messages'));
  return use(frenchModule()).translateLoaded;
}

/** Starts loading what every French screen needs, before the first render asks for it. */
export function preloadLanguage(): Promise<unknown> {
  return getLocale() === 'fr' ? Promise.all([loadFrenchTranslator('common'), loadFrenchTranslator('messages')]) : Promise.resolve();
}
