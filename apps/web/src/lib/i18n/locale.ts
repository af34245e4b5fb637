import { useSyncExternalStore } from 'react';
import { isLocale, localeCookie, localeDirections, type Locale } from '@baobab/i18n/locales';

/**
 * The language the screens are shown in: the signed-in person's saved choice, else the one chosen on
 * this device, else the browser's first language we write, else English. One value for the whole
 * app, kept outside React so formatters and toasts read it too.
 */
const STORAGE_KEY = 'baobab.locale';

/** The first of the browser's languages that Baobab is written in ('fr-SN' is French). */
export function browserLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}

function savedLocale(): Locale | null {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return isLocale(saved) ? saved : null;
  } catch {
    return null; // storage refused (private mode): the browser's language decides
  }
}

let current: Locale = typeof navigator === 'undefined' ? 'en' : (savedLocale() ?? browserLocale(navigator.languages ?? [navigator.language]));
const listeners = new Set<() => void>();

/** On the server, the language of the page being rendered (server-render/render-page.tsx); none in the browser. */
let renderedPageLocale: (() => Locale | undefined) | undefined;

/** Only server-render/render-page.tsx calls this, once: several pages in several languages render at a time there. */
export function readLocaleOfRenderedPage(source: () => Locale | undefined): void {
  renderedPageLocale = source;
}

export const getLocale = (): Locale => renderedPageLocale?.() ?? current;

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * The page's language and writing direction: Arabic lays every screen out right to left (decision 0062).
 * Also left in a cookie the server reads when it serves index.html, so the next page's first paint has
 * them already (no left-to-right flash). localStorage stays the device's choice; the cookie only mirrors
 * what the page is shown in, since the server cannot read localStorage.
 */
export function markDocument(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDirections[locale];
  document.cookie = `${localeCookie}=${locale}; path=/; max-age=${YEAR_IN_SECONDS}; samesite=lax`;
}

/** Switches every screen to `next` and remembers it on this device. */
export function applyLocale(next: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // not remembered on this device; the account's preference still is when signed in
  }
  if (next === current) return;
  current = next;
  markDocument(next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current language; the component re-renders when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, getLocale, getLocale);
}
