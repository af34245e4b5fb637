/** The languages the product is written in; English is the spec's and the default. Zod-free: every page reads it. */
export const locales = ['en', 'fr', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const isLocale = (value: unknown): value is Locale => (locales as readonly unknown[]).includes(value);

/** The languages with a translated catalog (packages/i18n/src/<locale>/); English is its own keys. */
export type TranslatedLocale = Exclude<Locale, 'en'>;
export const translatedLocales = ['fr', 'ar'] as const satisfies readonly TranslatedLocale[];

/** Each language's own name, as its speakers write it (the language switch shows these untranslated). */
export const localeNames: Record<Locale, string> = { en: 'English', fr: 'Français', ar: 'العربية' };

/**
 * BCP 47 tags for Intl (numbers, dates and money formatted per language). Arabic asks for Western digits
 * (`-u-nu-latn`, decision 0062): business readers across North Africa write figures with them, and without the
 * extension an engine whose CLDR still defaults `ar` to Arabic-Indic digits would write ١٬٢٣٤; the separators
 * and month names stay Arabic.
 */
export const intlLocales: Record<Locale, string> = { en: 'en-US', fr: 'fr-FR', ar: 'ar-u-nu-latn' };

/** The writing direction of each language: the page's `dir`, an e-mail's, the PDF's alignment. */
export const localeDirections: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', fr: 'ltr', ar: 'rtl' };

/**
 * The cookie the web writes with the language a page is shown in, read by the server when it serves index.html
 * so that the first paint already has the right `lang` and `dir` (decision 0062, amendment).
 */
export const localeCookie = 'baobab.locale';
