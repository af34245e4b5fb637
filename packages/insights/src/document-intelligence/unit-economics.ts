/**
 * Unit economics that contradict each other, read over the whole document: CAC, LTV, the
 * stated LTV/CAC ratio, the CAC payback period, monthly revenue per customer (ARPU), gross
 * margin and claims of positive unit economics. Each check compares what the text states
 * with what its own figures imply, so a flag names both numbers and quotes the claim.
 */
import { message, type Message } from '@baobab/contracts/i18n/message';
import { metricClause, inTimeOrder } from './metric-values';
import { excerpt, foldText, type SentenceFacts } from './sentence-facts';
import { wholeAmount, type MoneyMatch } from './money';
import type { RiskFlag } from './types';
import { amountAfterWord, answeredAcquisitionCost, answeredRatio, churnLifetimeMonths, claimedPaybackMonths, customerLifetimeMonths, grossMarginPercent, lifetimeOrders, ltvWord, monthlyOrders, monthlyProfitPerCustomer, orderContribution, orderMarginPercent, orderValue, paidOverLifeWord, perUnitNamed, revenuePerCustomer, statedAcquisitionCost, statedRatio } from './unit-metrics';
import { lifetimeValue } from './unit-losses';
import { statedNumber } from './layout-cells';
import { acquisitionCostFromRows } from './acquisition-rows';
import { countedMonthlyChurn } from './churn-counted-rate';
import { answeredRevenuePerCustomer, revenueOverPayingCustomers } from './unit-revenue-per-customer';

const positiveClaim = /\b(positive|strong|healthy|profitable|excellent|great) unit economics\b|\bunit economics (are|is) (positive|strong|healthy|profitable)\b|\bprofitable (on|from) (every|each|the first|its first|their first) (order|unit|customer|sale|delivery|ride|loan)\b|\bcontribution[- ]positive\b|\b(unit economics|economie unitaire|economies unitaires) (sont |est )?(positi\w+|saine?s?|solides?|rentables?)\b|\brentables? (pour [a-z]+ )?des (la|le|sa|son|leur) (premiere|premier) (commande|client|vente|livraison|course|trajet)\b/;
const lossPerUnit = /\b(lose|losing|lost) (money|\S+) (on|per) (every|each) (order|unit|customer|sale|delivery|ride|loan)\b|\b(every|each) (order|unit|sale|delivery|ride|loan) is loss-making\b|\bloss-making (on|per) (every|each) (order|unit|sale|delivery|ride)\b/;
const takeRate = /\b(commissions?|take rate|taux de commission)\b/;
const contributionMargin = /\b(contribution margin|marge de contribution|marge contributive)\b/;
/** A sentence that calls the unit economics positive, not negated nor deferred ('not yet', 'before'). */
export const claimsPositive = (s: SentenceFacts): true | null => (positiveClaim.test(s.lower) && !/\b(not|no|yet to|before)\b/.test(s.lower) ? true : null);
const otherMetrics = /\b(revenues?|churn|growth|burn|runway|cac|ltv|arpu|gross margin|net margin)\b/;


/**
 * Acquisition spend over the customers it won: 'Dépenses marketing T3 : 63 M FCFA pour 3 500 nouveaux clients', 'we spent $90k on
 * ads to acquire 1,200 customers'. The spend and the count are of one period, so their quotient is the CAC the text implies.
 */
const acquisitionSpendWords = /\b(marketing|acquisition|advertising|ads|paid media|publicit\w*)\b/;
// 'for 3,000 new households', ', which brought in 400 new SME customers': the count after the spend, the unit any customer word.
const spentOnNew = /^\s*,?\s*(?:\w+ )?(?:for|pour|\u2192|->|(?:which|that) (?:brought in|won|acquired|added|signed(?: up)?)|qui (?:a|ont) (?:apporte|amene|recrute|permis d'acquerir))\s+(\d{1,3}(?:[ ,.\u00A0\u202F]\d{3})+|\d+)\s+(?:new|nouveaux|nouvelles)\s(?:[a-z]+ )?(?:customers|clients|users|subscribers|merchants|members|households|riders|drivers|shops|stores|schools|clinics|farmers|patients|learners|students|abonnes|utilisateurs|marchands|membres|menages|foyers|boutiques|ecoles|patients|eleves)\b|^\s*(?:\w+ )?(?:to (?:acquire|win|sign( up)?|onboard)|pour (?:acquerir|recruter|signer))\s+(\d{1,3}(?:[ ,.\u00A0\u202F]\d{3})+|\d+)\s+(?:new )?(?:customers|clients|users|subscribers|merchants|members|abonnes|utilisateurs|marchands|membres)\b/;
// 'Acquisition spend: USD 300,000; new policyholders in 2026: 4,000': the new customers' count labelled after the spend.
const newCountLabelled = /^[^.]{0,50}?\b(?:new|nouveaux|nouvelles)\s[a-z]+(?:\s(?:in|en|over|sur|during|du|de)\s[\w ]{1,20}?)?\s?:\s*(\d{1,3}(?:[ ,.\u00A0\u202F]\d{3})+|\d+)(?!\s?%)/;
function impliedAcquisitionCost(s: SentenceFacts): MoneyMatch | null {
  if (!acquisitionSpendWords.test(s.lower)) return null;
  for (const m of s.money) {
    const won = spentOnNew.exec(s.lower.slice(m.end, m.end + 50));
    const labelled = won ? null : newCountLabelled.exec(s.lower.slice(m.end, m.end + 90));
    const count = won || labelled ? statedNumber((won?.[1] ?? won?.[3] ?? labelled?.[1] ?? '').replace(/[ \u00A0\u202F.]/g, ',')) : NaN;
    if (count > 1) return { ...m, amount: m.amount / count };
  }
  return null;
}

interface Stated<T> { value: T; sentence: string }

function firstOf<T>(sentences: readonly SentenceFacts[], read: (s: SentenceFacts) => T | null): Stated<T> | null {
  for (const s of sentences) {
    const value = read(s);
    if (value !== null) return { value, sentence: s.text };
  }
  return null;
}

const latestPercent = (metric: RegExp) => (s: SentenceFacts): number | null => {
  const clause = metricClause(s.lower, metric, otherMetrics);
  const values = clause ? inTimeOrder(clause) : [];
  return values.length ? (values[values.length - 1] ?? null) : null;
};

const flag = (title: Message, sentence: string): RiskFlag => ({
  ruleId: 'unit-economics', category: 'financial-health', title, severity: 'medium', evidence: excerpt(sentence), occurrences: 1,
  recommendation: message('Reconcile CAC, LTV, payback and margin from one cohort table, and state how each is computed.'),
});

/** A ratio as a multiple, one decimal at most ('4×', '2.5×'): a figure each language writes its own way. */
const times = (x: number): Message => message('{{ratio}}×', { ratio: Math.round(x * 10) / 10 });

/**
 * Checks, each with its tolerance:
 * - a stated LTV/CAC ratio more than 1.5× away from LTV ÷ CAC stated in the same text (the
 *   margin allows rounding and a different cohort);
 * - a stated ratio at 1.5× or more of what a customer pays over its whole plan ÷ CAC, a ceiling no LTV passes;
 * - a stated payback under half of CAC ÷ (monthly ARPU × gross margin), the months a customer's
 *   gross profit takes to repay its acquisition (gross margin 100% when none is given; two-thirds
 *   when a gross margin is stated);
 * - a claim of positive unit economics beside LTV below CAC, a negative contribution or gross
 *   margin, or a loss on every order.
 */
/** Every check needs what a customer costs to acquire or a claim about unit economics: a text with neither is passed over at once. */
const unitStems = /\b(cac|acqui\w+|acquer\w+|ltv|clv|lifetime value|valeur (a )?vie|payback|unit economics|economies? unitaires?|contribution|profitable|rentables?)\b/;

/** The counted lifetime (1 / the monthly churn counts imply) when none is told or the told one is 1.5x it or more. */
function countedLifetimeOver(sentences: readonly SentenceFacts[], told: Stated<number> | null): Stated<number> | null {
  const counted = countedMonthlyChurn(sentences);
  if (!counted || !(counted.percent > 0)) return told;
  const months = 100 / counted.percent;
  return !told || told.value >= 1.5 * months ? { value: months, sentence: counted.sentence } : told;
}

export function contradictoryUnitEconomics(sentences: readonly SentenceFacts[]): RiskFlag | null {
  if (!sentences.some((s) => unitStems.test(s.lower))) return null;
  const cost = firstOf(sentences, statedAcquisitionCost) ?? firstOf(sentences, impliedAcquisitionCost) ?? answeredAcquisitionCost(sentences) ?? acquisitionCostFromRows(sentences);
  const margin = firstOf(sentences, grossMarginPercent);
  // What a customer pays a month: stated, or an order's value times the orders it places a month.
  const orders = firstOf(sentences, (s) => monthlyOrders(s.lower));
  const basket = orders ? firstOf(sentences, orderValue) : null;
  const paid = firstOf(sentences, revenuePerCustomer);
  const spentInBaskets = !paid && orders && basket ? { value: { ...basket.value, amount: basket.value.amount * orders.value, period: 'month' as const }, sentence: basket.sentence } : null;
  // Else the month's revenue over the customers paying it, or what one pays asked and answered (unit-revenue-per-customer.ts).
  const perCustomer = paid ?? spentInBaskets ?? revenueOverPayingCustomers(sentences) ?? answeredRevenuePerCustomer(sentences);
  // A deck that gives a contribution margin and no gross margin ('Contribution margin: 40%') keeps that share of what a customer pays.
  // A marketplace keeps its commission of what a buyer spends in baskets ('Commission : 9 %', 'Take rate: 12%').
  const keptShare = margin ?? firstOf(sentences, latestPercent(contributionMargin)) ?? (spentInBaskets ? firstOf(sentences, latestPercent(takeRate)) : null);
  // The gross profit a customer brings a month: stated as such, else what it pays a month × gross margin (100% when none is given).
  const statedProfit = firstOf(sentences, monthlyProfitPerCustomer);
  // A year's payment ('Average contract $6,000 a year') is a twelfth of it a month.
  const monthlyPaid = perCustomer ? { ...perCustomer.value, amount: perCustomer.value.period === 'year' ? perCustomer.value.amount / 12 : perCustomer.value.amount, period: 'month' as const } : null;
  const monthlyProfit = statedProfit
    ? statedProfit.value
    : monthlyPaid ? { ...monthlyPaid, amount: monthlyPaid.amount * (keptShare && keptShare.value > 0 ? keptShare.value / 100 : 1) } : null;
  // A profit per customer above what that customer pays ('Prix : 45 DT par mois', 'Marge de contribution par abonné : 60 DT par mois'):
  // no margin leaves more than the price, so one of the two figures is wrong. Five percent allows rounding.
  // Both of one unit: a margin per merchant is no margin on what each user pays.
  const profitUnit = statedProfit ? perUnitNamed(foldText(statedProfit.sentence)) : null;
  const paidUnit = perCustomer ? perUnitNamed(foldText(perCustomer.sentence)) : null;
  if (statedProfit && monthlyPaid && statedProfit.value.currency === monthlyPaid.currency && statedProfit.value.amount > 1.05 * monthlyPaid.amount && (!profitUnit || !paidUnit || profitUnit === paidUnit)) {
    return flag(message('Stated margin of {{stated}} a month per customer, above the {{price}} a customer pays', { stated: wholeAmount(monthlyPaid.currency, statedProfit.value.amount), price: wholeAmount(monthlyPaid.currency, monthlyPaid.amount) }), statedProfit.sentence);
  }
  // No LTV stated: that monthly gross profit × the months a customer stays, when the text gives both.
  // A lifetime stated, else one a stated monthly churn implies (1 / churn).
  const toldLifetime = firstOf(sentences, (s) => customerLifetimeMonths(s.lower)?.months ?? null) ?? firstOf(sentences, (s) => churnLifetimeMonths(s.lower));
  // Else, or when it is half as long again as the told one, the lifetime the text's own counts of customers lost imply:
  // counts are what happened, a told lifetime is a claim (churn-counted-rate.ts).
  const lifetime = countedLifetimeOver(sentences, toldLifetime);
  // Or, counted in orders ('Orders per customer: 3'), an order's value × its margin × the orders a customer places.
  const orderCount = lifetime ? null : firstOf(sentences, (s) => lifetimeOrders(s.lower));
  const orderBasket = orderCount ? firstOf(sentences, orderValue) : null;
  const orderMargin = orderBasket ? firstOf(sentences, orderMarginPercent) ?? margin : null;
  // An order's contribution stated as an amount ('Marge contributive / commande : 4,2 TND') is what each order leaves.
  const perOrder = orderCount ? firstOf(sentences, orderContribution) : null;
  const impliedValue = monthlyProfit && lifetime ? { value: { ...monthlyProfit, amount: monthlyProfit.amount * lifetime.value }, sentence: lifetime.sentence }
    : orderCount && perOrder ? { value: { ...perOrder.value, amount: perOrder.value.amount * orderCount.value }, sentence: orderCount.sentence }
    : orderCount && orderBasket ? { value: { ...orderBasket.value, amount: orderBasket.value.amount * orderCount.value * (orderMargin && orderMargin.value > 0 ? orderMargin.value / 100 : 1) }, sentence: orderCount.sentence } : null;
  const statedValue = firstOf(sentences, (s) => amountAfterWord(s, ltvWord));
  // A lifetime value said in words ('brings in R 900 of gross profit over their life') stands for a stated one in the ratio check.
  const value = statedValue ?? impliedValue ?? firstOf(sentences, lifetimeValue);
  // An LTV stated at 1.5× or more of what the customer pays over its stated lifetime (a margin only lowers that).
  const paidOverLife = monthlyPaid && lifetime ? monthlyPaid.amount * lifetime.value : null;
  if (statedValue && paidOverLife && perCustomer?.value.currency === statedValue.value.currency && statedValue.value.amount >= 1.5 * paidOverLife) {
    return flag(message('Stated LTV of {{stated}}, but what a customer pays over its stated lifetime comes to {{implied}}', { stated: wholeAmount(statedValue.value.currency, statedValue.value.amount), implied: wholeAmount(statedValue.value.currency, paidOverLife) }), statedValue.sentence);
  }
  // An LTV stated at 1.5x or more of what the text's own margin and lifetime (in months or in orders) make of it; an LTV
  // said to be of revenue ('LTV (revenue): $1,200') is set against what a customer pays, above.
  if (statedValue && impliedValue && !/\b(revenues?|sales|gmv|chiffre d'affaires|revenus?|ventes)\b/.test(foldText(statedValue.sentence)) && statedValue.value.currency === impliedValue.value.currency && impliedValue.value.amount > 0 && statedValue.value.amount >= 1.5 * impliedValue.value.amount) {
    return flag(message('Stated LTV of {{stated}}, but the margin and lifetime the text gives imply {{implied}}', { stated: wholeAmount(statedValue.value.currency, statedValue.value.amount), implied: wholeAmount(impliedValue.value.currency, impliedValue.value.amount) }), statedValue.sentence);
  }
  // No LTV stated: what a customer brings over the lifetime the text gives, below what it costs to acquire, loses money on each customer.
  if (!statedValue && impliedValue && cost && cost.value.currency === impliedValue.value.currency && impliedValue.value.amount < cost.value.amount) {
    return flag(message('LTV is below CAC ({{ratio}})', { ratio: times(impliedValue.value.amount / cost.value.amount) }), impliedValue.sentence);
  }
  const sameCurrency = cost && value && cost.value.currency === value.value.currency && cost.value.amount > 0;
  const actualRatio = sameCurrency ? value.value.amount / cost.value.amount : null;

  // A CAC stated at under two-thirds of what the text's own acquisition spend and new customers imply.
  const statedCac = firstOf(sentences, statedAcquisitionCost);
  const spentPerNew = statedCac ? firstOf(sentences, impliedAcquisitionCost) : null;
  if (statedCac && spentPerNew && statedCac.value.currency === spentPerNew.value.currency && spentPerNew.value.amount >= 1.5 * statedCac.value.amount) {
    return flag(message('Stated CAC of {{stated}}, but acquisition spend over new customers implies {{implied}}', { stated: wholeAmount(statedCac.value.currency, statedCac.value.amount), implied: wholeAmount(spentPerNew.value.currency, spentPerNew.value.amount) }), spentPerNew.sentence);
  }

  const ratio = firstOf(sentences, (s) => statedRatio(s.lower)?.value ?? null) ?? answeredRatio(sentences);
  if (ratio && actualRatio !== null && ratio.value > 0 && (ratio.value / actualRatio >= 1.5 || actualRatio / ratio.value >= 1.5)) {
    return flag(message('Stated LTV/CAC of {{stated}}, but the LTV and CAC given imply {{implied}}', { stated: times(ratio.value), implied: times(actualRatio) }), ratio.sentence);
  }

  // No LTV exceeds what a customer pays over its whole plan: a ratio stated at 1.5x or more of that over the CAC is contradicted.
  const paidOverPlan = ratio && cost ? firstOf(sentences, (s) => amountAfterWord(s, paidOverLifeWord)) : null;
  if (ratio && cost && paidOverPlan && paidOverPlan.value.currency === cost.value.currency && cost.value.amount > 0 && ratio.value >= 1.5 * (paidOverPlan.value.amount / cost.value.amount)) {
    return flag(message('Stated LTV/CAC of {{stated}}, but the LTV and CAC given imply {{implied}}', { stated: times(ratio.value), implied: times(paidOverPlan.value.amount / cost.value.amount) }), ratio.sentence);
  }

  const payback = firstOf(sentences, (s) => claimedPaybackMonths(s.lower)?.months ?? null);
  if (payback && cost && monthlyProfit && monthlyProfit.currency === cost.value.currency) {
    const implied = monthlyProfit.amount > 0 ? cost.value.amount / monthlyProfit.amount : Infinity;
    // 'Under 6 months' against 12 is already half: the claim is at most what it names. A stated gross margin leaves less to
    // doubt than the whole price taken as profit: two-thirds of the months the figures give is then enough.
    if (payback.value <= implied / (margin ? 1.5 : 2)) {
      return flag(message('Stated CAC payback of {{stated}} months, but CAC and monthly gross profit per customer imply {{implied}} months', { stated: payback.value, implied: Math.round(implied) }), payback.sentence);
    }
  }

  const claim = firstOf(sentences, claimsPositive);
  if (!claim) return null;
  const contribution = firstOf(sentences, latestPercent(contributionMargin));
  const loss = firstOf(sentences, (s) => (lossPerUnit.test(s.lower) ? true : null));
  if (actualRatio !== null && actualRatio < 1) return flag(message('Unit economics are called positive, but LTV is below CAC ({{ratio}})', { ratio: times(actualRatio) }), claim.sentence);
  if (contribution && contribution.value < 0) return flag(message('Unit economics are called positive, but contribution margin is {{margin}}%', { margin: contribution.value }), claim.sentence);
  if (margin && margin.value < 0) return flag(message('Unit economics are called positive, but gross margin is {{margin}}%', { margin: margin.value }), claim.sentence);
  if (loss) return flag(message('Unit economics are called positive, but the text says each order loses money'), claim.sentence);
  return null;
}
