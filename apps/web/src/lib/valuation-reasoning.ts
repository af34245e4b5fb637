import { valuationTemplates } from '@baobab/finance/valuation-texts';
import { messageFor } from './i18n/glossary';

type TranslateMessage = (message: string, values?: Record<string, string | number>) => string;

/** A method's explanation, joined by the engine, as its sentences (no sentence has ". " inside it). */
export const reasoningSentences = (text: string): string[] => text.split(/(?<=\.) (?=\S)/);

const usedLine = /^(.+?) \(confidence (\d+)%\): ([\s\S]*)$/;
const excludedLine = /^(.+?) is left out of the fair value and the range: its value (.+?)\. ([\s\S]*)$/;

/**
 * One line of a valuation's reasoning in the reader's language. The server sends each line's message
 * (decision 0046): the line is rendered from its key and values, amounts in the company's currency written
 * as the language writes them. A valuation saved before messages has English only: a line joins a method's
 * sentences after its name (packages/finance, valuation-texts.ts), more than one template can read as a
 * whole, so the method, its confidence and each sentence are translated on their own, then put back in
 * the line's template.
 */
export function translateReasoning(line: string, tm: TranslateMessage): string {
  if (messageFor(line)) return tm(line);
  const sentences = (text: string) => reasoningSentences(text).map((sentence) => tm(sentence)).join(' ');
  const used = usedLine.exec(line);
  if (used) return tm(valuationTemplates.usedLine, { method: tm(used[1]!), percent: used[2]!, explanation: sentences(used[3]!) });
  const excluded = excludedLine.exec(line);
  if (excluded) return tm(valuationTemplates.excludedLine, { method: tm(excluded[1]!), reason: tm(excluded[2]!), explanation: sentences(excluded[3]!) });
  return sentences(line);
}
