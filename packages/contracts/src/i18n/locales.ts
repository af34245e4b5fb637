/** The languages the product is written in; English is the spec's and the default. Zod-free: every page reads it. */
export const locales = ['en', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const isLocale = (value: unknown): value is Locale => (locales as readonly unknown[]).includes(value);

/** Each language's own name, as its speakers write it (the language switch shows these untranslated). */
export const localeNames: Record<Locale, string> = { en: 'English', fr: 'Français' };

/** BCP 47 tags for Intl (numbers, dates and money formatted per language). */
export const intlLocales: Record<Locale, string> = { en: 'en-US', fr: 'fr-FR' };
