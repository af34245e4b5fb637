/**
 * Translations are keyed by their English text (decision 0023): the English a screen shows stays
 * where it is (the spec's strings unchanged, in this package or beside the screen), and a French
 * catalog maps each English string to its French. A key with `{{name}}` placeholders keeps them in
 * its translation; a key counted with `count` has `_one` and `_other` forms (i18next's plural suffixes).
 * Zod-free and import-free: catalogs are plain objects.
 */
export type Catalog = Readonly<Record<string, string>>;

/** i18next's plural suffixes used by English and French. */
export const pluralSuffixes = ['_one', '_other'] as const;

/** A catalog's keys as code writes them: plural forms collapse to the key they were counted from. */
export type CatalogKey<C extends Catalog> = keyof C extends infer K ? (K extends `${infer Base}_one` | `${infer Base}_other` ? Base : K & string) : never;
