import { localeDirections, type Locale } from './locales';

type Values = Readonly<Record<string, string | number>>;

/**
 * A value laid out in its own direction inside a sentence: Unicode's first strong isolate (U+2068 … U+2069),
 * the plain-text form of `<bdi>` and of `<UserText>`. The text between the marks is not changed.
 */
export const firstStrongIsolate = (text: string): string => '\u2068' + text + '\u2069';

/**
 * Stands for a part the app does not translate (a person's name) in a translated sentence, until the web's
 * `WordsAround` puts the part there in its own `<UserText>`. Private-use characters: no catalog and no name holds
 * them. The fill leaves a part mark as it is: its element isolates the part.
 */
export const partMark = (name: string): string => `\u{E000}${name}\u{E001}`;
const isPartMark = (value: string) => /^\u{E000}\w+\u{E001}$/u.test(value);

const rightToLeftScripts = '\\p{Script=Arabic}\\p{Script=Hebrew}\\p{Script=Syriac}\\p{Script=Thaana}\\p{Script=Nko}';
const rightToLeftLetter = new RegExp(`[${rightToLeftScripts}]`, 'u');
/** Any other letter is written left to right (Latin, Greek, Cyrillic…): Unicode's strong L. */
const leftToRightLetter = new RegExp(`(?![${rightToLeftScripts}])\\p{L}`, 'u');

/** The placeholders that are a whole line of a sentence (`{{text}}`, `{{first}}\n{{second}}`): a paragraph of their own. */
function placeholdersAlone(sentence: string): Set<string> {
  return new Set([...sentence.matchAll(/^[ \t]*\{\{\s*(\w+)\s*\}\}[ \t]*$/gm)].map((match) => match[1]!));
}

/**
 * The values of a sentence with each text value isolated where the bidi algorithm could otherwise mix it with the
 * words around it (decision 0062, amendment of 2026-11-28): a text holding letters written the other way from the
 * language (a Latin name, "Acme Ltd.", "$1.2M" in an Arabic sentence; an Arabic name in a French one). Done once
 * here, for the web's and the server's fill alike, as Fluent does for its placeables, rather than left to each
 * call that passes a name. `sentence` is the key (the English): a value that is a whole line of it (a person's
 * note as a notification's body) has no words around it and is left as it is, and so is a part mark. Numbers stay numbers: i18next
 * picks a plural form and formats `{{count, number}}` from them.
 */
export function isolatedValues<V extends Values | undefined>(locale: Locale, sentence: string, values: V): V {
  if (!values) return values;
  const otherWay = localeDirections[locale] === 'rtl' ? leftToRightLetter : rightToLeftLetter;
  let isolated: Record<string, string | number> | undefined;
  let alone: Set<string> | undefined;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'string' || !otherWay.test(value) || isPartMark(value) || (alone ??= placeholdersAlone(sentence)).has(name)) continue;
    (isolated ??= { ...values })[name] = firstStrongIsolate(value);
  }
  return (isolated ?? values) as V;
}
