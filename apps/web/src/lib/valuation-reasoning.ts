import { valuationTemplates } from '@baobab/finance/valuation-texts';

type TranslateMessage = (message: string, values?: Record<string, string | number>) => string;

/** A method's explanation, joined by the engine, as its sentences (no sentence has ". " inside it). */
export const reasoningSentences = (text: string): string[] => text.split(/(?<=\.) (?=\S)/);

const usedLine = /^(.+?) \(confidence (\d+)%\): ([\s\S]*)$/;
const excludedLine = /^(.+?) is left out of the fair value and the range: its value (.+?)\. ([\s\S]*)$/;

/**
 * One line of a valuation's reasoning in the reader's language. A line joins a method's sentences after
 * its name (packages/finance, valuation-texts.ts), more than one template can read as a whole: the
 * method, its confidence and each sentence are translated on their own, then put back in the line's template.
 */
export function translateReasoning(line: string, tm: TranslateMessage): string {
  const sentences = (text: string) => reasoningSentences(text).map((sentence) => tm(sentence)).join(' ');
  const used = usedLine.exec(line);
  if (used) return tm(valuationTemplates.usedLine, { method: tm(used[1]!), percent: used[2]!, explanation: sentences(used[3]!) });
  const excluded = excludedLine.exec(line);
  if (excluded) return tm(valuationTemplates.excludedLine, { method: tm(excluded[1]!), reason: tm(excluded[2]!), explanation: sentences(excluded[3]!) });
  return sentences(line);
}
