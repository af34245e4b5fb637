import { isLocale, localeCookie, localeDirections, type Locale } from '@baobab/i18n/locales';
import { localeFromAcceptLanguage } from './i18n';

const COOKIE = new RegExp(`(?:^|;\\s*)${localeCookie.replace('.', '\\.')}=([^;]*)`);

/**
 * The language a served page opens in: the one the web last showed on this browser (its cookie, written
 * by markDocument), else the browser's Accept-Language as the web itself would follow navigator.languages
 * on a first visit, else English. The web still decides once it runs (an account's saved language wins);
 * this only spares the first paint a flash in the wrong direction (decision 0062, amendment).
 */
export function pageLocale(headers: { cookie?: string; 'accept-language'?: string }): Locale {
  const saved = COOKIE.exec(headers.cookie ?? '')?.[1];
  if (isLocale(saved)) return saved;
  return localeFromAcceptLanguage(headers['accept-language']) ?? 'en';
}

/** index.html's `<html>` tag with the page's language and direction. */
export function withPageLocale(html: string, locale: Locale): string {
  return html.replace(/<html\b[^>]*>/, `<html lang="${locale}" dir="${localeDirections[locale]}">`);
}
