/**
 * Tokenizer for English business text: lower case, accents folded, split on anything
 * that is not a letter or digit, stop words and bare numbers dropped, light suffix
 * stemming so 'payments' meets 'payment' and 'investing' meets 'invested'.
 */
import { stopWords } from './stop-words';

const wordPattern = /[a-z0-9]+/g;
const letterPattern = /[a-z]/;

/** Lower case with diacritics removed ('São Tomé' → 'sao tome'). */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Every word of the text in order, stop words included. */
export function words(text: string): string[] {
  return foldText(text).match(wordPattern) ?? [];
}

/**
 * A light English stemmer (in the spirit of Harman's S-stemmer, extended to -ing and -ed):
 * enough to conflate the inflections that appear in theses and descriptions, predictable
 * enough to show stems as evidence. Words of three letters or fewer are left alone.
 */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4 && !/[ae]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word)) return word;
  if (/(sses|xes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  if (word.endsWith('ing') && word.length >= 7) return undouble(word.slice(0, -3));
  if (word.endsWith('ed') && word.length >= 6) return undouble(word.slice(0, -2));
  return word;
}

function undouble(base: string): string {
  return /([^aeioulsz])\1$/.test(base) ? base.slice(0, -1) : base;
}

/** Index terms: stemmed words with stop words, one-letter words and bare numbers removed. */
export function terms(text: string): string[] {
  const result: string[] = [];
  for (const word of words(text)) {
    if (word.length < 2 || stopWords.has(word) || !letterPattern.test(word)) continue;
    result.push(stem(word));
  }
  return result;
}
