/** Each sentence of a document read once: its text, lower-case form, money and percentages. */
import { splitSentences } from '../text/sentences';
import { parseMoney, parsePercents, type MoneyMatch } from './money';

export interface SentenceFacts {
  text: string;
  lower: string;
  money: MoneyMatch[];
  percents: number[];
}

export function sentenceFacts(text: string): SentenceFacts[] {
  return splitSentences(text).map((sentence) => ({
    text: sentence,
    lower: sentence.toLowerCase(),
    money: parseMoney(sentence),
    percents: parsePercents(sentence),
  }));
}

/** Longest evidence quoted back to the user. */
export const maxExcerptLength = 280;

/** The sentence, or for a long one the part around position `at`, marked with ellipses. */
export function excerpt(sentence: string, at = 0): string {
  if (sentence.length <= maxExcerptLength) return sentence;
  const start = Math.max(0, Math.min(at - 120, sentence.length - maxExcerptLength));
  const end = start + maxExcerptLength;
  return `${start > 0 ? '…' : ''}${sentence.slice(start, end).trim()}${end < sentence.length ? '…' : ''}`;
}
