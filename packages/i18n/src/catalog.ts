/**
 * Translations are keyed by their English text (decision 0023): the English a screen shows stays
 * where it is (the spec's strings unchanged, in this package or beside the screen), and each language's
 * catalog maps each English string to its translation. A key with `{{name}}` placeholders keeps them in
 * its translation; a key counted with `count` has one form per plural category of the language
 * (i18next's suffixes, from Intl.PluralRules): `_one` and `_other` in English and French, all six in
 * Arabic (decision 0062). Zod-free and import-free: catalogs are plain objects.
 */
export type Catalog = Readonly<Record<string, string>>;

/** i18next's plural suffixes, every category a language may have (CLDR's). */
export const pluralSuffixes = ['_zero', '_one', '_two', '_few', '_many', '_other'] as const;
export type PluralSuffix = (typeof pluralSuffixes)[number];

/** The forms a counted key must have in each language: Intl.PluralRules' categories for it (checked in catalog.test.ts). */
export const pluralFormsOf = {
  en: ['_one', '_other'],
  fr: ['_one', '_other'],
  ar: ['_zero', '_one', '_two', '_few', '_many', '_other'],
} as const satisfies Record<'en' | 'fr' | 'ar', readonly PluralSuffix[]>;

/** A catalog's keys as code writes them: plural forms collapse to the key they were counted from. */
export type CatalogKey<C extends Catalog> = keyof C extends infer K
  ? K extends `${infer Base}_zero` | `${infer Base}_one` | `${infer Base}_two` | `${infer Base}_few` | `${infer Base}_many` | `${infer Base}_other`
    ? Base
    : K & string
  : never;
