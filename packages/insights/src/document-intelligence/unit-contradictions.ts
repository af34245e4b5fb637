/**
 * Stated unit economics that the text's own figures contradict, in the shapes unit-economics.ts does not read:
 * - a customer lifetime longer than the observed monthly churn allows ('expected customer life 36 months' beside
 *   'monthly churn 6.2%': a customer stays about 1 / 6.2% = 16 months), or with no lifetime stated, an LTV above what
 *   the monthly ARPU comes to over those months;
 * - an LTV/CAC ratio set against what a customer brings per order times the orders it places over its life
 *   ('LTV/CAC 4.2x', 'CAC 18,000', 'contribution per order 1,200', 'orders per customer over its life: 6');
 * - a stated CAC set against the acquisition spend and the new customers it bought ('CAC ~$12' beside '$36k of
 *   spend, 1,500 new borrowers': $24);
 * - a contribution per order stated as an amount above what the order's value less its cost lines leaves.
 * Each check allows 1.5× (or a quarter, for the exact lines of an order) for rounding and a different cohort.
 */
import { message } from '@baobab/contracts/i18n/message';
import { isHedgedAt } from './assertion';
import { churnFromCounts } from './churn-counts';
import { cohortRetentionColumn } from './churn-tables';
import { retainedAfterYear } from './churn-words';
import { cohortIndexAtYear } from './cohort-index';
import { statedNumber } from './layout-cells';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import type { MoneyMatch } from './money';
import { amountAfterWord, cacWord, customerLifetimeMonths, ltvWord, revenuePerCustomer, statedRatio } from './unit-metrics';
import { orderCostLines, signedBefore, type OrderLines } from './unit-waterfall';

const flag = (sentence: string): RiskFlag => ({
  ruleId: 'unit-economics', category: 'financial-health', title: message('Unit economics figures contradict each other'), severity: 'medium',
  evidence: excerpt(sentence), occurrences: 1,
  recommendation: message('Reconcile CAC, LTV, payback and margin from one cohort table, and state how each is computed.'),
});

function first<T>(sentences: readonly SentenceFacts[], read: (s: SentenceFacts) => T | null): { value: T; sentence: string } | null {
  for (const s of sentences) {
    const value = read(s);
    if (value !== null) return { value, sentence: s.text };
  }
  return null;
}

/** A monthly churn rate: 'monthly customer churn averaged 6.2%', 'churn of 7% a month', 'attrition mensuelle : 6 %'. */
const monthlyChurn = /\b(?:monthly (?:customer |logo |subscriber )?(?:churn|attrition)|(?:churn|attrition) (?:mensuel(?:le)?|rate per month)|(?:churn|attrition) mensuelle)\b[^.;\d%]{0,40}?(\d+(?:[.,]\d+)?)\s?%|\b(?:churn|attrition)\b[^.;\d%]{0,30}?(\d+(?:[.,]\d+)?)\s?% (?:a|per|each) month\b|\b(?:churn|attrition)\b[^.;\d%]{0,30}?(\d+(?:[.,]\d+)?)\s?% par mois\b/;
const churnPercent = (s: SentenceFacts): number | null => {
  const m = monthlyChurn.exec(s.lower);
  const value = m ? statedNumber(m.slice(1).find(Boolean) ?? '') : 0;
  return value > 0 && value < 100 ? value : null;
};

/** A contribution per order, as an amount: 'Contribution per order: GHS 4.10', 'Marge de contribution par commande : 1 200 FCFA'. */
// Or per subscriber, as a subscription's waterfall states it ('Contribution margin per subscriber: GHS 32').
const contributionPerOrder = /\b(contribution( margin)?|marge de contribution)( per| par) (order|commande|delivery|livraison|box|unit|unite|subscriber|customer|member|abonne|client|membre)\b/g;
/**
 * A contribution stated as a loss carries its sign before the currency ('Contribution per order   \u2212\u20A6380',
 * '-GHS 2.10'), which the money reader leaves out: the amount is read negative, so a loss the lines imply is not taken
 * for a profit the text claims.
 */
// A hyphen counts only against the amount ('-GHS 2.10'): spaced on both sides it is a separator ('per order - GHS 2.10').
function signedAmount(s: SentenceFacts, money: MoneyMatch | null): MoneyMatch | null {
  if (!money || !signedBefore(s.text, money.start)) return money;
  return { ...money, amount: -Math.abs(money.amount) };
}
/**
 * The result line closing an order's lines when its figure carries a plus or minus after the currency ('Contribution per
 * order   RWF +650'), which the money reader does not take for an amount: in the lines' currency, read from the figure.
 */
const signedFigureLine = /^\W*(contribution|marge)\b[^\d+\u2212]{0,40}?(?<sign>[+\u2212-])\s?(?<figure>\d{1,3}(?:[ ,\u00A0\u202F]\d{3})+|\d+)(?:[.,](?<cents>\d{1,2}))?\s*$/;
function closingFigure(line: SentenceFacts | undefined): number | null {
  const m = line && line.money.length === 0 ? signedFigureLine.exec(line.lower.trim()) : null;
  if (!m?.groups) return null;
  const amount = statedNumber((m.groups.figure ?? '').replace(/[ \u00A0\u202F]/g, ',')) + Number(`0.${m.groups.cents ?? 0}`);
  return m.groups.sign === '+' ? amount : -amount;
}

/**
 * What an order's lines leave. Lines with no sign are all costs of the order's value; when some carry a minus and others
 * none, the minus marks the costs and the unmarked lines are what the order brings in besides (a delivery fee charged),
 * or, when one is a rate of the value, all it brings in (a marketplace's commission on a basket it does not keep).
 */
function linesLeave(lines: OrderLines): number {
  if (lines.deducted === 0 || lines.added === 0) return lines.price - lines.costs;
  return (lines.share ? 0 : lines.price) + lines.added - lines.deducted;
}
/** Orders over a customer's life: 'orders per customer over its lifetime: 6', 'commandes par client sur sa durée de vie : 6'. */
const lifetimeOrders = /\b(orders|commandes)\b[^.;\d]{0,60}\b(lifetime|life|duree de vie)\b[^.;\d]{0,10}?(\d+(?:[.,]\d+)?)(?![\d%])/;
/** Acquisition spend and the new customers it bought: 'Paid acquisition in Q3: $36k of spend, 1,500 new borrowers'. */
const acquisitionSpend = /\b(paid acquisition|acquisition spend|marketing spend|spend on acquisition|depenses? d'acquisition|depenses? marketing)\b/;
// The count starts where a number starts: a run of digits is read once, not from each of its digits.
const newCustomers = /(?<![\d,.])(\d{1,3}(?:[, \u00A0\u202F]\d{3})+|\d+)\s(new|nouveaux|nouvelles)\s(customers|clients|borrowers|users|merchants|subscribers|members|emprunteurs|utilisateurs|abonnes|marchands)\b/;

function countedMonthlyChurn(s: SentenceFacts): number | null {
  const counted = churnFromCounts(s.lower);
  if (!counted || isHedgedAt(s.lower, counted.at)) return null;
  return counted.period === 'month' ? counted.percent : 100 * (1 - (1 - counted.percent / 100) ** (1 / 12));
}

const apart = (a: number, b: number) => a > 0 && b > 0 && (a / b >= 1.5 || b / a >= 1.5);

export function contradictedUnitFigures(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  const life = first(written, (s) => customerLifetimeMonths(s.lower)?.months ?? null);
  // A rate stated, else one counted (churn-counts.ts: 'Sur 800 abonnés au 1er janvier, 60 ont résilié au cours du mois'), read only
  // when a lifetime is stated: a year's lost share is a month's churn of 1 - (1 - p)^(1/12).
  const churn = first(written, churnPercent) ?? (life ? first(written, countedMonthlyChurn) : null);
  if (life && churn && life.value >= 1.5 * (100 / churn.value)) return flag(life.sentence);
  // Or a cohort table's retention a year on (churn-tables.ts): kept at r after twelve months is a monthly churn of
  // 1 - r^(1/12), and a stated lifetime 1.5x or more above the 1 / churn months it implies is contradicted.
  // Or the year's retention said in words (churn-words.ts) or as a cohort indexed to 100 on one line (cohort-index.ts).
  const kept = life && !churn ? cohortRetentionColumn(sentences) ?? first(written, (s) => retainedAfterYear(s.lower)?.percent ?? cohortIndexAtYear(s.lower))?.value ?? null : null;
  const keptPercent = typeof kept === 'number' ? kept : kept?.percent;
  const keptChurn = keptPercent !== undefined && keptPercent > 0 && keptPercent < 100 ? 1 - (keptPercent / 100) ** (1 / 12) : null;
  if (life && keptChurn && life.value >= 1.5 / keptChurn) return flag(life.sentence);
  // No lifetime stated: an LTV 1.5x or more above what a customer pays over the 1 / churn months it stays.
  const ltv = churn && !life ? first(written, (s) => amountAfterWord(s, ltvWord)) : null;
  const arpu = ltv ? first(written, revenuePerCustomer) : null;
  if (churn && ltv && arpu && arpu.value.period === 'month' && arpu.value.currency === ltv.value.currency && ltv.value.amount >= 1.5 * arpu.value.amount * (100 / churn.value)) return flag(ltv.sentence);

  const cac = first(written, (s) => amountAfterWord(s, cacWord));
  const ratio = first(written, (s) => statedRatio(s.lower)?.value ?? null);
  const perOrder = first(written, (s) => amountAfterWord(s, contributionPerOrder));
  const orders = first(written, (s) => {
    const m = lifetimeOrders.exec(s.lower);
    return m ? statedNumber(m[3] ?? '') || null : null;
  });
  if (ratio && cac && perOrder && orders && perOrder.value.currency === cac.value.currency && cac.value.amount > 0) {
    if (apart(ratio.value, (perOrder.value.amount * orders.value) / cac.value.amount)) return flag(ratio.sentence);
  }

  const bought = first(written, (s) => {
    const spend = acquisitionSpend.test(s.lower) ? s.money[0] : undefined;
    const m = spend ? newCustomers.exec(s.lower) : null;
    const count = m ? Number((m[1] ?? '').replace(/[, \u00A0\u202F]/g, '')) : 0;
    return spend && count > 0 ? { currency: spend.currency, amount: spend.amount / count } : null;
  });
  if (cac && bought && bought.value.currency === cac.value.currency && apart(cac.value.amount, bought.value.amount)) return flag(cac.sentence);

  const lines = orderCostLines(written);
  const closing = lines ? closingFigure(lines.closing) : null;
  const stated = lines ? first(written, (s) => signedAmount(s, amountAfterWord(s, contributionPerOrder))) ?? (closing !== null && lines.closing ? { value: { amount: closing, currency: lines.currency }, sentence: lines.closing.text } : null) : null;
  if (lines && stated && stated.value.currency === lines.currency) {
    const implied = linesLeave(lines);
    if (stated.value.amount - implied >= 0.02 * lines.price && (implied <= 0 || stated.value.amount >= 1.25 * implied)) return flag(stated.sentence);
  }
  return null;
}
