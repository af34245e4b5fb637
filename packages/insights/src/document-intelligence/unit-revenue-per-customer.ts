/**
 * What a customer pays a month when the text states no ARPU but gives the month's revenue and the customers paying it:
 * 'Monthly revenue: GMD 2.87 million' beside '8,200 paying members' is GMD 350 a member. A deck that claims an LTV/CAC
 * or a payback often leaves its ARPU to that division; without it the claim cannot be checked against its own figures.
 * Only a month's revenue (its amount dated monthly) and a base said to be paying or active: a count of sign-ups or a
 * target is no base. Written sentences only, projections left out.
 */
import { statedNumber } from './layout-cells';
import type { MoneyMatch } from './money';
import type { SentenceFacts } from './sentence-facts';

const revenueLabel = /\b(monthly revenues?|revenues?|mrr|chiffre d'affaires( mensuel)?|revenus?( mensuels?)?)\s?(\([^()]{0,30}\)\s?)?(:|of|de|was|is|est|etait|at|a)?\s?$/;
const people = String.raw`(customers|clients|members|membres|subscribers|abonnes|users|utilisateurs|merchants|commercants|households|menages|foyers|pharmacies|schools|ecoles|shops|boutiques|stores|patients|farmers|agriculteurs|families|familles|adherents|assures)`;
/** '8,200 paying members', '3 400 commerçants actifs', 'Paying members: 8,200'. */
const payingBase = new RegExp(String.raw`(?<![\d.,])(?<a>\d{1,3}(?:[, \u00A0\u202F]\d{3})+|\d+) (?:(?:paying|active) ${people}|${people} (?:payants|actifs|actives))\b|\b(?:paying|active) ${people}\s?:\s?(?<b>\d{1,3}(?:[, \u00A0\u202F]\d{3})+|\d+)(?![\d%.,])`);
const target = /\b(target|goal|plan|by end|by the end|objectif|vis(e|ons)|d'ici)\b/;

const written = (sentences: readonly SentenceFacts[]) => sentences.filter((s) => !s.derived && !s.projected && !target.test(s.lower));

/** The month's revenue over the paying customers, as a monthly payment in the revenue's currency; null unless both are stated. */
export function revenueOverPayingCustomers(sentences: readonly SentenceFacts[]): { value: MoneyMatch; sentence: string } | null {
  const facts = written(sentences);
  let revenue: { value: MoneyMatch; sentence: string } | null = null;
  for (const s of facts) {
    const m = s.money.find((x) => x.period === 'month' && revenueLabel.test(s.lower.slice(Math.max(0, x.start - 40), x.start)));
    if (m) { revenue = { value: m, sentence: s.text }; break; }
  }
  if (!revenue) return null;
  for (const s of facts) {
    const m = payingBase.exec(s.lower);
    const count = m ? statedNumber((m.groups?.a ?? m.groups?.b ?? '').replace(/[ \u00A0\u202F]/g, ',')) : 0;
    if (count > 1) return { value: { ...revenue.value, amount: revenue.value.amount / count }, sentence: `${s.text} ${revenue.sentence}` };
  }
  return null;
}

/**
 * What a customer pays asked and answered, as an interview or a call tells it: 'And what does a farmer bring in?' then
 * 'On average about USD 4 a month in fees'; 'Combien vous rapporte une boutique ?' then 'Environ 15 000 FCFA par mois'.
 * The question names one customer and what it brings or pays; the answer's first amount dated monthly is what it pays.
 * A question about what a customer costs to acquire is no such question.
 */
const asksWhatOnePays = /\b(what|how much)\b[^?]{0,20}\b(does|do|will)\b[^?]{0,12}\b(a|an|one|each|the average|your average|every)\s[a-z]+\s(bring in|bring you|bring|pay|pay you|spend|generate|earn you)\b[^?]{0,20}\?\s*$|\bcombien\b[^?]{0,25}\b(rapporte|paie|paye|depense|genere)\b[^?]{0,10}\b(un|une|chaque)\s[a-z]+\b[^?]{0,20}\?\s*$/;
const acquisitionAsked = /\b(acqui\w*|acquer\w*|recrut\w*|cost|coute)\b/;
export function answeredRevenuePerCustomer(sentences: readonly SentenceFacts[]): { value: MoneyMatch; sentence: string } | null {
  const facts = sentences.filter((s) => !s.derived);
  for (let i = 0; i + 1 < facts.length; i += 1) {
    const question = (facts[i] as SentenceFacts).lower;
    if (!asksWhatOnePays.test(question) || acquisitionAsked.test(question)) continue;
    const answer = facts[i + 1] as SentenceFacts;
    const paid = answer.money.find((m) => m.period === 'month');
    if (paid) return { value: paid, sentence: answer.text };
  }
  return null;
}
