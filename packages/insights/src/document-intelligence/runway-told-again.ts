/**
 * A runway named in one sentence and its length now told of it by a pronoun in the next ('In September our runway was
 * 15 months. It is now under 7.', 'Notre autonomie était de 14 mois en janvier. Elle n'est plus que de 5 mois.'): the
 * later count is the runway now, and the stated runway before it no longer stands. Only a count said as a fact ('it
 * is', 'elle est'); 'it could fall to 6' and a count of weeks, days or per cent are none. Reads folded text.
 */
import type { SentenceFacts } from './sentence-facts';

const runwayNamed = /\b(runway|autonomie( financiere)?)\b/;
const toldAgain = /^\W*(it|this|that|elle|celle-ci)( is|'s| stands at| has (fallen|dropped|come down) to| est| n'est plus que| est (passee|tombee|descendue) a)( now| today| down to| desormais| maintenant| aujourd'hui)*( de| at| to| a)?( under| below| less than| about| around| only| just| moins de| environ| a peine| plus que)? (?<count>\d{1,2}(?:[.,]\d)?)(?![\d.,]?\d)( (months?|mois))?(?!\s?(%|weeks?|semaines|days?|jours|years?|ans?|quarters?|trimestres?)\b)\b/;

/** The runway told again by a pronoun right after the sentence that names it: its months and the sentence, or null. */
export function runwayToldAgain(sentences: readonly SentenceFacts[]): { months: number; sentence: SentenceFacts } | null {
  for (let i = 1; i < sentences.length; i += 1) {
    const later = sentences[i];
    const told = later ? toldAgain.exec(later.lower) : null;
    if (later && told && runwayNamed.test(sentences[i - 1]?.lower ?? '')) return { months: Number((told.groups?.count ?? '').replace(',', '.')), sentence: later };
  }
  return null;
}
