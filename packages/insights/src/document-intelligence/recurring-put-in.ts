/**
 * One-off revenue that the writer says was put into the recurring figure, in words other than 'includes' and across
 * a few lines, as chats, interviews and reviewers' notes say it (the sentence rule in red-flag-rules-metrics.ts reads
 * one sentence, recurring-parts.ts needs the one-off's amount beside it):
 * - an act of putting it there, the recurring line named: 'keep it in the ARR line', 'it sits in MRR', 'on l'a mise
 *   dans le MRR', 'que nous avons intégrée à l'ARR', 'ce montant figure dans la ligne « revenus récurrents »', 'la
 *   société présente ce montant dans l'ARR'. The one-off is said in that sentence or one of the two before it, or the
 *   two just after ('it's a single job', a speaker's name between);
 * - a line that goes on from a recurring figure stated up to three lines above by what it holds: 'It includes the
 *   $280k ... one-time integration', 'Ils intègrent la prestation ... facturée en une seule fois', 'Là-dedans il y a
 *   ... la subvention'. The one-off is said in that line.
 * - a footnote to a recurring row's figure, the mark after the figure ('| Revenus récurrents | 8,1 | 10,4* |'), that opens
 *   by what the figure holds ('* dont 1,9 million ... prestation facturée en une seule fois'; the mark itself is gone
 *   from the footnote's sentence). The row is looked for in the eight lines above.
 * A recurring figure must be stated somewhere in the text; a negation before the act ('don't keep it in the ARR'),
 * a condition ('if we put it in MRR') or an exclusion ('hors', 'not in ARR') raises nothing.
 */
import { exclusionWords, oneOffWords, recurringWords } from './red-flag-rules-metrics';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const recurringLine = /(?:the |our |le |la |l'|notre |la ligne ["\u201c\u00ab]?\s?|the ["\u201c]?)?(?:arr|mrr|recurring revenue|revenus? recurrents?)\b/;
const putIn = new RegExp(
  String.raw`\b(?:(?:keep|kept|keeps|leave|left|put|puts|stays?|stayed|sits?|sat|went|goes|booked|counted|(?:l'|les? |la )?(?:a|ont|avons|avez) (?:mise?s?|integree?s?|compte(?:e|s|es)?|inclu(?:e|s|es)?))\b(?: (?:it|this|that|them|all))?|(?:que nous avons|qu'on a|on l'a) (?:mise?s?|integree?s?|inclu(?:e|s|es)?)|(?:ce|cet|le) montant figure(?: pourtant| bien| quand meme)?|presente ce montant) (?:in|into|inside|dans|a) ${recurringLine.source}`,
);
/** A line going on from the figure above, by what it holds: 'It includes', 'Ils intègrent', 'Là-dedans il y a'. */
const holds = /^\W*(?:[a-z]{1,4}:\s*)?(?:(?:it|they|this|ils|elles) (?:includes?|contains?|integrent|incluent|comprennent|contiennent)\b|(?:la-)?dedans,? il y a\b)/;
/** A footnote's opening: what the marked figure holds. */
const footnoteOpens = /^\W*(?:dont|of which|incl(?:\.|udes?|uding)|y compris)\b/;
const markedFigure = /\d\s?(?:\*{1,3}|\u2020)(?![\d*])/;
const negationBefore = /n't\b|\b(not|never|pas|jamais|ne|plus|no longer|if|si|whether|should we|could|would|might)\b/;
/** A one-off said in passing in a chat: 'a single job', 'une seule prestation'. */
const singleJob = /\ba single (job|assignment|engagement)\b|\bune seule (prestation|mission)\b/;
const oneOff = (s: SentenceFacts | undefined) => s !== undefined && (oneOffWords.test(s.lower) || singleJob.test(s.lower)) && !exclusionWords.test(s.lower);
const statesRecurringFigure = (s: SentenceFacts) => recurringWords.test(s.lower) && /\d/.test(s.lower.replace(/(?<!\d)20\d\d(?!\d)/g, ''));

const flag = (evidence: string): RiskFlag => ({
  ruleId: 'non-recurring-revenue', category: 'financial-health', title: 'One-off revenue is presented as recurring', severity: 'medium',
  evidence: excerpt(evidence), occurrences: 1,
  recommendation: 'Split revenue into recurring and one-off lines, and compute ARR from contracted recurring revenue only.',
});

export function oneOffPutInRecurring(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  if (!sentences.some(statesRecurringFigure)) return null;
  for (const [i, s] of written.entries()) {
    if (exclusionWords.test(s.lower)) continue;
    const put = putIn.exec(s.lower);
    // The words just before the act, a word cut at the start dropped ('une' cut to 'ne' is no negation).
    const before = put ? s.lower.slice(Math.max(0, put.index - 30), put.index + put[0].length).replace(put.index > 30 ? /^\S*\s/ : /^/, '') : '';
    if (put && !negationBefore.test(before)) {
      // A chat's speaker line may stand between the act and the one-off said after it.
      const told = [s, written[i - 1], written[i - 2], written[i + 1], written[i + 2]].find(oneOff);
      if (told) return flag(told === s ? s.text : `${told.text} ${s.text}`);
    }
    const marked = footnoteOpens.test(s.lower) && oneOff(s) ? written.slice(Math.max(0, i - 8), i).reverse().find((r) => recurringWords.test(r.lower) && markedFigure.test(r.lower)) : undefined;
    if (marked) return flag(`${marked.text.replace(/\s+/g, ' ')} ${s.text}`);
    // The recurring figure that a holding line goes on from, and the one-off part it names (smaller, in the same currency).
    const above = holds.test(s.lower) && oneOff(s) ? written.slice(Math.max(0, i - 3), i).reverse().find(statesRecurringFigure) : undefined;
    const [part] = s.money;
    const whole = above?.money[0];
    if (above && (!part || !whole || (part.currency === whole.currency && part.amount < whole.amount))) return flag(`${above.text} ${s.text}`);
  }
  return null;
}
