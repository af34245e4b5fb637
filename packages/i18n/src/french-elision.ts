/**
 * French elides de, le, la, que, ne, je, me, te and se before a vowel: « d'Acme », « l'Orange Money »,
 * never « de Acme ». Translators write it into a catalog's fixed text, but a value is only known when its
 * sentence is filled (« de {{holder}} »), so every French fill of the web and the server goes through
 * `fillFrench`. It marks where each value starts, lets i18next fill, and elides only at those marks:
 * fixed text stays as its translator wrote it (« le onze », « la une »).
 */

type Values = Readonly<Record<string, string | number>>;

/**
 * The mark where a value starts: a private-use character (i18next passes it through, escaping is off) that
 * occurs in none of the values, chosen per fill. A fixed mark would be taken out of a person's words that
 * happened to contain it; catalogs are checked to contain none (french-elision.test.ts).
 */
function markFor(values: Values): string {
  const texts = Object.values(values).filter((value): value is string => typeof value === 'string');
  for (let code = 0xe000; code <= 0xf8ff; code += 1) {
    const mark = String.fromCharCode(code);
    if (!texts.some((text) => text.includes(mark))) return mark;
  }
  // 6,400 private-use characters all in the values: elision is skipped rather than a value altered.
  return '';
}

/**
 * A word French elides, as a whole word (not the end of « lorsque »), then one plain space and a value's start.
 * The letters are ASCII, so case-insensitive matching keeps « De » at a sentence's start.
 */
const elidable = (mark: string) => new RegExp(`(^|[^\\p{L}\\p{N}])(de|le|la|que|ne|je|me|te|se) ${mark}`, 'giu');

/**
 * Whether a value starts with a vowel sound: a vowel, accented or not (« Île », « Écobank »), or œ and æ.
 * An h is not elided before: h muet or aspiré (« l'hôtel », « le Hilton ») cannot be told from spelling.
 * A y is a vowel only before a consonant (« d'Yves »), a consonant before a vowel (« de Yaoundé »).
 */
function startsWithVowelSound(text: string): boolean {
  const [first = '', second = ''] = text.slice(0, 2).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (first === 'y') return second !== '' && !/[aeiouy\u00e6\u0153]/.test(second);
  return /[aeiou\u00e6\u0153]/.test(first);
}

/** `values` with the start of each text marked; `count` stays as given, since i18next picks the plural form from it. */
function marked(values: Values, mark: string): Record<string, string | number> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' && value !== '' && name !== 'count' ? mark + value : value]));
}

/** Text filled from values marked with `mark`, elided where a value starts with a vowel sound, with the marks taken out. */
function elideMarked(text: string, mark: string): string {
  return text
    .replace(elidable(mark), (whole, before: string, word: string, offset: number) => {
      const valueAt = offset + whole.length;
      return startsWithVowelSound(text.slice(valueAt, valueAt + 2)) ? `${before}${word.slice(0, -1)}'` : whole;
    })
    .replaceAll(mark, '');
}

/**
 * A French sentence filled from `values` by `fill` (i18next's `t`, which finds the French and its plural
 * form), with the elisions its values call for. The apostrophe is the catalogs' own straight one.
 */
export function fillFrench(values: Values | undefined, fill: (values: Record<string, string | number>) => string): string {
  if (!values) return fill({});
  const mark = markFor(values);
  return mark ? elideMarked(fill(marked(values, mark)), mark) : fill({ ...values });
}
