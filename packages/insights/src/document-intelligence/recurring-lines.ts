/**
 * One-off revenue counted in recurring revenue, said across lines rather than in one sentence (the rule in
 * red-flag-rules-metrics.ts reads one sentence):
 * - a line that goes on from the recurring figure above it: 'MRR (October): KES 14.5m' then 'Of which: KES 2.1m
 *   integration fee invoiced once'; 'MRR: $48.2k' then 'That includes the $9k set-up fee'; 'MRR annoncé : 46 M FCFA'
 *   then 'Retraitement : 11 M FCFA correspondent à une mission ponctuelle'. The one-off amount must be part of the
 *   recurring one (same currency, smaller), which a line that merely follows never is by chance;
 * - a bridge or breakdown of ARR or MRR whose items add a one-off: 'ARR bridge for the quarter:' then 'once-off
 *   implementation fees +R 6.0m'.
 * A line that says the one-off is left out ('excluded', 'hors', 'not in ARR') raises nothing.
 */
import { exclusionWords, oneOffWords, recurringWords } from './red-flag-rules-metrics';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

/** The line refers back to the figure above: 'Of which:', 'That includes', 'dont', 'y compris', 'ce montant inclut'. */
const goesOn = /^\W*(?:[a-z' ]{1,24}:\s*)?(of which|that includes|this includes|it includes|which includes|this (figure|number|amount|total) includes|including|includes|dont|y compris|ce (montant|chiffre|total) (inclut|comprend))\b/;
/** Or names an amount and says what it was: '11 M FCFA correspondent à', '$9k of it came from', 'KES 2m represents'. */
const amountIs = /^\s*(?:[a-z]{1,5}\s*)?(of (it|this|that) )?(correspond\w* a|represent\w*|came from|comes from|relates? to|proviennent de|provient de|relev\w* de)\b/;
/** Or says, anywhere in it, that the month or the figure includes the amount: 'il précise que juillet inclut 18 M FCFA', 'he adds that March included $9k'. */
const includedJustBefore = /\b(includes?|included|inclut|incluait|comprend|comprenait|integre|integrait|contains|contient)\s(the |les |a |an |un |une )?$/;
/** A heading that breaks recurring revenue into movements or parts: 'ARR bridge for the quarter:', 'Composition du MRR :'. */
const breakdownHeading = /\b(bridge|breakdown|walk|movements?|composition|ventilation|decomposition|passage|evolution)\b|:\s*$/;

const nonRecurringFlag = (evidence: string): RiskFlag => ({
  ruleId: 'non-recurring-revenue', category: 'financial-health', title: 'One-off revenue is presented as recurring', severity: 'medium',
  evidence: excerpt(evidence), occurrences: 1,
  recommendation: 'Split revenue into recurring and one-off lines, and compute ARR from contracted recurring revenue only.',
});

/**
 * A figure referred back to anywhere in the line, by a reviewer's words: 'Our review shows that this figure annualises
 * ... including the one-time fees', 'Nous signalons que ce montant inclut la cession exceptionnelle', 'Après revue des
 * factures, ce montant intègre 85 000 TND ...' (its one-off nature said in the next line: 'Il s'agit d'une facturation
 * unique'). The recurring figure is the line above's.
 */
// Or by the writer saying what they put into it, its amount just after: 'We added the RWF 118m teacher-training contract'
// (under 'How is the RWF 412m ARR built?'), 'Nous y avons intégré les 40 M FCFA du contrat'.
const refersBack = /\b(this|that) (figure|number|amount|total) (includes|included|annuali[sz]es|contains|counts)\b|\bce (montant|chiffre|total) (inclut|comprend|integre|contient)\b|\b(we|nous) (also |aussi )?(added|included|counted|y avons (ajoute|inclus|integre|compte)|avons (ajoute|inclus|integre|compte))( in| to| dans)?( the| a| an| le| la| les| un| une)?(?= ?[^.;\d]{0,6}\d)/;
function referredBack(previous: SentenceFacts, s: SentenceFacts, next: SentenceFacts | undefined): boolean {
  if (!refersBack.test(s.lower) || !recurringWords.test(previous.lower) || exclusionWords.test(s.lower)) return false;
  if (!oneOffWords.test(s.lower) && !(next && oneOffWords.test(next.lower) && !exclusionWords.test(next.lower))) return false;
  const [part] = s.money;
  const whole = previous.money[0];
  return !part || !whole || (part.currency === whole.currency && part.amount < whole.amount);
}

function partOfFigureAbove(previous: SentenceFacts, s: SentenceFacts): boolean {
  const [part] = s.money;
  const whole = previous.money[0];
  if (!part || !whole || part.currency !== whole.currency || part.amount >= whole.amount) return false;
  if (!recurringWords.test(previous.lower) || !oneOffWords.test(s.lower) || exclusionWords.test(s.lower)) return false;
  return goesOn.test(s.lower) || (part.start <= 30 && amountIs.test(s.lower.slice(part.end))) || includedJustBefore.test(s.lower.slice(Math.max(0, part.start - 25), part.start)) || listedPart(previous, s);
}

/**
 * Or the figure above opens a list of its parts ('ARR, FY2024 actual: MK 150m, made up of' / 'Subscriptions: MK 90m',
 * 'se compose de :') and this line is one of them, a label then its amount and nothing after ('... one-time
 * implementation fee: MK 60m'): a sentence told after the list would not end on its amount.
 */
const opensList = /\b(made up of|consist(s|ing)? of|comprising|broken down as|split as|se compose de|se decompose (en|comme suit)|compose de|soit\s?:)\s*:?\s*(?=[^.;]*$)/;
function listedPart(previous: SentenceFacts, s: SentenceFacts): boolean {
  const part = s.money[s.money.length - 1];
  return part !== undefined && opensList.test(previous.lower) && /:\s*$/.test(s.lower.slice(0, part.start)) && /^[\s.]*$/.test(s.lower.slice(part.end));
}

function oneOffInBreakdown(written: readonly SentenceFacts[], at: number): SentenceFacts | null {
  const heading = written[at] as SentenceFacts;
  if (heading.money.length > 0 || !recurringWords.test(heading.lower) || !breakdownHeading.test(heading.lower)) return null;
  for (let j = at + 1; j < written.length; j += 1) {
    const item = written[j] as SentenceFacts;
    // An item whose leader dots ('... 2,4 M MAD') cut its amount off into the next sentence keeps that amount.
    const cut = item.money.length === 0 ? written[j + 1] : undefined;
    const carrier = cut && cut.money[0] && cut.money[0].start <= 2 && /\.\.\s*$/.test(item.lower) ? cut : item;
    const [amount] = carrier.money;
    if (!amount) return null;
    const sign = carrier.lower.slice(Math.max(0, amount.start - 2), amount.start + 1);
    if (oneOffWords.test(item.lower) && !exclusionWords.test(item.lower) && !/[-\u2212\u2013]/.test(sign)) return item;
    if (carrier !== item) j += 1;
  }
  return null;
}

export function oneOffAcrossLines(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  for (let i = 0; i < written.length; i += 1) {
    const s = written[i] as SentenceFacts;
    const previous = written[i - 1];
    if (previous && (partOfFigureAbove(previous, s) || referredBack(previous, s, written[i + 1]))) return nonRecurringFlag(`${previous.text} ${s.text}`);
    // The recurring figure asked about two lines up, its build's first part between ('How is the ARR built?' / 'Subscriptions ...
    // RWF 294m annualised.' / 'We added the RWF 118m contract ...').
    const asked = written[i - 2];
    if (asked && /\?\s*$/.test(asked.lower) && referredBack(asked, s, written[i + 1])) return nonRecurringFlag(`${asked.text} ${s.text}`);
    const item = oneOffInBreakdown(written, i);
    if (item) return nonRecurringFlag(`${s.text} ${item.text}`);
  }
  return null;
}
