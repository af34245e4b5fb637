/**
 * Revenue and cost figures written the way chats, slides and short notes write them, which the missing-financials
 * readers (missing-financials.ts) do not take for figures: 'rev ₦182m', '₦50.4m of ₦180m total rev', 'vs our GHS 780k
 * monthly rev'; a label then a colon far from its figure ('Revenue for the year per the financial statements: ZMW 61m');
 * an insurer's revenue said as premiums ('Primes collectées en 2025 : 486 M FCFA', 'gross written premiums of KES 40m');
 * and a table of amounts under a caption naming revenue with its currency after a dash ('Revenue by customer — Pwani
 * Cold Store Ltd — USD' over rows of '540,000'); a question naming revenue answered by an amount ('Q: Revenue?' then
 * 'A: EGP 4.8M in Q3'). A text with any of these is not empty of figures.
 */
import type { SentenceFacts } from './sentence-facts';

/** An amount: a number with a scale word, or grouped thousands. Starting only where a number starts keeps a long run of digits linear. */
const amount = String.raw`((?<![\d.,])\d+(?:[.,]\d+)?\s?(k|m|mn|bn|million|millions|billion|milliards?|md)\b|(?<![\d.,])\d{1,3}(?:[, \u00A0\u202F]\d{3})+(?!\d))`;
const revenueWord = String.raw`(rev|revenues?|sales|turnover|top line|chiffre d'affaires|ca|ventes|recettes|costs?|expenses|opex|burn|charges|depenses)`;

/** 'rev ₦182m', 'rev: 4.1m'. */
const abbreviatedRevenue = new RegExp(String.raw`\brev\b[^.;]{0,40}?${amount}`);
/** '₦180m total rev', 'GHS 780k monthly rev', '2.4m in rev'. */
const amountThenRevenue = new RegExp(String.raw`${amount}\s((total|monthly|annual|yearly|quarterly|net|gross|in|of|de|en)\s){0,2}${revenueWord}\b(?! (staff|teams?|agents|reps|people|force|managers|offices))`);
/** 'Revenue for the year per the financial statements: ZMW 61m'. */
const labelColonAmount = new RegExp(String.raw`\b${revenueWord}\b[^.;:]{0,70}:\s?([a-z$\u20AC\u00A3\u20A6\u20B5]{1,4}\.?\s?)?${amount}`);
/** 'Primes collectées en 2025 : 486 M FCFA', 'gross written premiums of KES 40m'. */
const premiums = new RegExp(String.raw`\b(primes?( d'assurance)? (collectees?|emises?|encaissees?|acquises?)|(gross )?(written |earned |collected )?premiums?( (collected|written|earned|income))?)\b[^.;]{0,40}?${amount}`);

/** A caption naming revenue, costs or customers with a currency code standing alone ('Revenue by customer — ... — USD'). */
const captionSubject = /\b(revenues?|sales|turnover|costs?|expenses|chiffre d'affaires|ventes|charges|customers?|clients?)\b/;
const bareCurrency = /(^|[\s\u2013\u2014|,-])(usd|eur|gbp|kes|ngn|ghs|zar|mad|egp|xof|xaf|fcfa|tzs|ugx|rwf|zmw|etb|tnd|mwk|bwp)\s*$/;
const groupedRow = /\d{1,3}(?:[, \u00A0\u202F]\d{3})+(?!\d)/;
function currencyCaptionTable(sentences: readonly SentenceFacts[]): boolean {
  const at = sentences.findIndex((s) => !s.derived && captionSubject.test(s.lower) && bareCurrency.test(s.lower.trim()));
  return at >= 0 && sentences.slice(at + 1, at + 12).filter((s) => !s.derived && groupedRow.test(s.lower)).length >= 2;
}

/** A question naming revenue or costs ('Q: Revenue?', 'Et le CA ?'), answered by an amount in the next sentence ('A: EGP 4.8M in Q3'). */
const revenueQuestion = new RegExp(String.raw`^\W*(q\d*\s?[:.)-]\s*)?([a-z]+\s){0,3}${revenueWord}\b[^.;?]{0,30}\?\W*$`);
const answerAmount = new RegExp(String.raw`^\W*(a\d*\s?[:.)-]\s*)?([a-z$\u20AC\u00A3\u20A6\u20B5]{1,4}\.?\s?)?${amount}`);
const answeredWithAmount = (s: SentenceFacts, next: SentenceFacts | undefined) => next !== undefined && revenueQuestion.test(s.lower) && answerAmount.test(next.lower);

/** Whether the text carries a revenue or cost figure written informally. */
export function informalFigures(sentences: readonly SentenceFacts[]): boolean {
  const written = sentences.filter((s) => !s.derived);
  if (written.some((s, i) => answeredWithAmount(s, written[i + 1]))) return true;
  return sentences.some((s) => abbreviatedRevenue.test(s.lower) || amountThenRevenue.test(s.lower) || labelColonAmount.test(s.lower) || premiums.test(s.lower)) || currencyCaptionTable(sentences);
}
