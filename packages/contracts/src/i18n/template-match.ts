import { pluralSuffixes, type Catalog } from './catalog';

/**
 * Sentences with values arrive already filled in English ("Line 4: "abc" is not a number"): the server
 * and the engines write them from `{{placeholder}}` templates that are catalog keys (decision 0023).
 * This finds the template a filled sentence came from and reads its values back, so the sentence can be
 * shown in French. A template is tried with its English plural forms too ("Saved 1 value" came from
 * "Saved {{count}} values").
 */
export interface TemplateMatch {
  key: string;
  values: Record<string, string | number>;
  /** Values the sentence quotes ("{{text}}" is not a number): a figure among them is what a person typed, kept as typed. */
  quoted: readonly string[];
}

interface Pattern {
  key: string;
  regex: RegExp;
  names: string[];
  quoted: string[];
  /** Characters of fixed text: the more a template fixes, the sooner it is tried. */
  fixed: number;
}

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternFor(key: string, english: string): Pattern {
  const names: string[] = [];
  const quoted: string[] = [];
  let source = '';
  let fixed = 0;
  let last = 0;
  for (const match of english.matchAll(placeholder)) {
    const literal = english.slice(last, match.index);
    source += escapeRegex(literal) + '([\\s\\S]+?)';
    fixed += literal.length;
    names.push(match[1]!);
    if (/["'\u201c\u2018\u00ab]\s?$/.test(literal)) quoted.push(match[1]!); // a straight or curly quote, or a guillemet
    last = match.index + match[0].length;
  }
  const tail = english.slice(last);
  return { key, regex: new RegExp(`^${source}${escapeRegex(tail)}$`), names, quoted, fixed: fixed + tail.length };
}

/**
 * A template that fixes fewer characters than this ('${{amount}}', '{{a}}: {{b}}') would claim sentences
 * it never wrote ("$300K" read as an amount), so it is traced only in a value read out of a sentence
 * already traced, which vouches for it: the place 'Nigeria (Africa)' of '{{place}} is covered by
 * {{covering}}' is '{{country}} ({{region}})'. Its key works for a screen's `t` either way.
 */
const MIN_FIXED_TEXT = 4;

const baseKey = (key: string) => pluralSuffixes.reduce((k, suffix) => (k.endsWith(suffix) ? k.slice(0, -suffix.length) : k), key);

/** The patterns of a catalog's templated keys, most specific first; `englishPlurals` holds its `_one`/`_other` English forms. */
export function templatePatterns(catalog: Catalog, englishPlurals: Catalog = {}): Pattern[] {
  const patterns = new Map<string, Pattern>();
  const add = (key: string, english: string) => {
    if (!english.includes('{{') || patterns.has(english)) return;
    const pattern = patternFor(key, english);
    // A template of placeholders alone ('{{a}}{{b}}') would claim any text at all.
    if (pattern.fixed > 0) patterns.set(english, pattern);
  };
  for (const key of Object.keys(catalog)) add(baseKey(key), baseKey(key));
  for (const [pluralKey, english] of Object.entries(englishPlurals)) add(baseKey(pluralKey), english);
  return [...patterns.values()].sort((a, b) => b.fixed - a.fixed);
}

/** `count` goes back to a number (written "1,500" in English) so the French plural is chosen from it. */
function valueOf(name: string, text: string): string | number {
  if (name !== 'count') return text;
  const number = Number(text.replace(/,/g, ''));
  return Number.isFinite(number) ? number : text;
}

/**
 * The template `text` was filled from, with its values, or undefined when none fits. `isValue`: the text
 * is an unquoted value of a traced sentence, so short templates are tried too (after every longer one).
 */
export function matchTemplate(text: string, patterns: readonly Pattern[], { isValue = false } = {}): TemplateMatch | undefined {
  for (const pattern of patterns) {
    if (pattern.fixed < MIN_FIXED_TEXT && !isValue) continue;
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const values: Record<string, string | number> = {};
    pattern.names.forEach((name, index) => (values[name] = valueOf(name, match[index + 1]!)));
    return { key: pattern.key, values, quoted: pattern.quoted };
  }
  return undefined;
}
