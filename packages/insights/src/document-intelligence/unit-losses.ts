/**
 * Unit economics that lose money, read over the whole document: a customer worth less than it costs to
 * acquire (LTV below CAC, stated or as a ratio under 1), a CAC payback longer than a customer stays, a
 * negative contribution per order, an order that costs more than it brings in (its costs itemised or not), or the text saying so in
 * words ('each new customer costs more than it brings in', 'nous perdons 0,80 € sur chaque commande').
 * A figure read under a hypothesis ('if CAC rose above $400') or a loss said to be over ('no longer')
 * is not read. Contradictions between a claim and the figures are unit-economics.ts's.
 */
import { message, type Message } from '@baobab/contracts/i18n/message';
import { assertedMatch, isHedgedAt, isNegatedAt } from './assertion';
import { inTimeOrder, metricClause } from './metric-values';
import type { MoneyMatch } from './money';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import { orderCostsAboveValue } from './order-costs';
import { amountAfterWord, claimedPaybackMonths, customerLifetimeMonths, ltvWord, spendVerb, statedAcquisitionCost, statedRatio } from './unit-metrics';

/** The first asserted amount after a metric's name (neither hedged nor negated); null when none. */
const asserted = (lower: string, at: number) => !isHedgedAt(lower, at) && !isNegatedAt(lower, at);
const statedAmount = (s: SentenceFacts, word: RegExp): MoneyMatch | null => amountAfterWord(s, word, asserted);

/** 'brings in KES 6,500 of gross profit over its life', 'is worth about $90 to us over its life', 'nous rapporte 120 € de marge sur toute sa durée de vie': a lifetime value in words. */
const overItsLife = /^\s*(of (gross )?(profit|margin|revenue) |de (marge( brute)?|chiffre d'affaires|revenus?) )?(to us |for us )?(over|during|across|in) (its|their|his|her|the customer's) (whole |entire )?(life(time)?|time with us)\b|^\s*(de (marge( brute)?|chiffre d'affaires|revenus?) )?(sur|pendant) (toute )?(sa|leur) duree de vie\b/;
/** 'earn about $22 from them over the two seasons they typically stay': what a customer brings while it stays. */
const earnedWhileStaying = /^[^.;]{0,40}\b(over|during|across|in) (the|their|its|his|her) ([a-z0-9-]+ ){0,2}(seasons?|years?|months?|cycles?) (they|it|he|she) (typically |usually |normally |on average )?(stays?|remains?|lasts?)\b|^[^.;]{0,30}\b(pendant|sur) (les|ses|leurs) ([a-z0-9-]+ ){0,2}(saisons|annees|mois|cycles) (qu'il|qu'elle|qu'ils) (reste|restent)\b/;
const earnVerb = /\b(earn|earns|earning|make|makes|bring|brings|generate|generates|generating|yield|yields|rapporte|rapportent|gagnons|genere|generent)\b[^.;]{0,20}$/;
/** The sentence says the customer leaves or stays a while: what it earns there is over its life. */
const staysAWhile = /\b(stays?|remains?|lasts?|before (leaving|churning|cancell?ing)|over (its|their|his|her) (life|lifetime)|in that time|during that time|avant de (partir|resilier|nous quitter)|sur (sa|leur) duree de vie)\b/;
export function lifetimeValue(s: SentenceFacts): MoneyMatch | null {
  return statedAmount(s, ltvWord)
    ?? s.money.find((m) => !isHedgedAt(s.lower, m.start) && (overItsLife.test(s.lower.slice(m.end, m.end + 60)) || (earnVerb.test(s.lower.slice(Math.max(0, m.start - 30), m.start)) && (earnedWhileStaying.test(s.lower.slice(m.end, m.end + 100)) || staysAWhile.test(s.lower)))))
    ?? null;
}

function first<T>(sentences: readonly SentenceFacts[], read: (s: SentenceFacts) => T | null): { value: T; sentence: string } | null {
  for (const s of sentences) {
    const value = read(s);
    if (value !== null) return { value, sentence: s.text };
  }
  return null;
}

const contribution = /\b(contribution( margin)?( per \w+)?|marge de contribution( par \w+)?|contribution par \w+)\b/;
const otherMetrics = /\b(revenues?|churn|growth|burn|runway|cac|ltv|arpu|gross margin|net margin|chiffre d'affaires|marge brute)\b/;

/** A negative contribution said to be over: 'turned positive in Q3 at +6%, after -4% in Q1'. */
const turnedPositive = /\b(turned|became|is now|now) positive\b|\b(redevenue?|devenue?|desormais) positive\b|\bno longer negative\b|\bn'est plus negative\b/;

/** A contribution stated below zero, in percent or as an amount ('Contribution per order: -$1.20'); its latest figure when there are several. */
function negativeContribution(s: SentenceFacts): boolean {
  const m = contribution.exec(s.lower);
  if (!m || isHedgedAt(s.lower, m.index) || turnedPositive.test(s.lower)) return false;
  const clause = metricClause(s.lower, contribution, otherMetrics);
  const values = clause ? inTimeOrder(clause) : [];
  const latest = values[values.length - 1];
  if (latest !== undefined) return latest < 0;
  const money = s.money.find((x) => x.start > m.index && x.start - (m.index + m[0].length) <= 20);
  return money !== undefined && /[-\u2212(]\s?$/.test(s.lower.slice(m.index + m[0].length, money.start));
}

/** 'cost per order is ₦2,400 against an average order value of ₦1,900': one unit costs more than it brings in. */
const unitCost = /\b((fully loaded |all-in |average )?cost (per|of an?|of each) (order|delivery|ride|trip|meal|box|basket|parcel|transaction)|cout (moyen )?(par|d'une) (commande|livraison|course|transaction))\b/;
const unitValue = /\b(average (order|basket) (value|size)|aov|(revenue|fee|income) per (order|delivery|ride|trip|transaction)|panier moyen|revenu (moyen )?par (commande|livraison|course))\b/;
/** 'we spend $1.40 to deliver each $1.00 of revenue', 'nous dépensons 1,30 € pour chaque euro facturé': a unit of revenue bought at a loss. */
const perRevenueUnit = /^\s*(to (deliver|earn|make|generate|bring in|book|collect) (each|every|one)|for (each|every) )\s?$|^\s*(pour (chaque|un|1) )$/;
function spendPerRevenue(s: SentenceFacts): boolean {
  const [spent, earned] = s.money;
  return Boolean(spent && earned && spent.currency === earned.currency && spent.amount > earned.amount && spendVerb.test(s.lower.slice(0, spent.start)) && perRevenueUnit.test(s.lower.slice(spent.end, earned.start)));
}

const unitCostGlobal = new RegExp(unitCost.source, 'g');
const unitValueGlobal = new RegExp(unitValue.source, 'g');
function unitCostAboveValue(s: SentenceFacts): boolean {
  if (!unitCost.test(s.lower)) return false;
  const cost = statedAmount(s, unitCostGlobal);
  const value = statedAmount(s, unitValueGlobal);
  return Boolean(cost && value && cost !== value && cost.currency === value.currency && cost.amount > value.amount);
}

/** A loss on each unit or customer said in words. */
const lossInWords = /\b(lose|loses|losing|lost)\b[^.;]{0,25}\b(on|per|for) (every|each|an average|the average) (order|unit|customer|sale|delivery|ride|loan|trip|meal|box|subscriber|user|merchant)\b|\b(every|each) (new )?(customer|client|merchant|user|subscriber|order|delivery)( we (acquire|sign|win|add))? costs? (us )?more (to acquire |to win |to serve )?than (it|they|he|she) (brings?|will ever bring|pays?|earns?|generates?|makes?)\b|\b(perdons|perd|perdent)\b[^.;]{0,30}\b(sur|par) (chaque|une|la) (commande|livraison|course|vente|client|abonne)\b|\b(chaque|un) (nouveau )?(client|abonne|commercant) nous coute plus (cher )?qu'il ne (rapporte|nous rapporte)\b|\b(chaque|toute) (commande|livraison|course|vente) nous (fait perdre|coute)\b|\b(every|each) (order|delivery|ride|sale|unit) (loses|costs) us\b|\b(burning|burn|burns|losing|lose) (cash|money) on (every|each) (order|delivery|ride|sale|unit|transaction|trip|customer)\b|\b(perdons|perd|brulons) de l'argent sur (chaque|toutes? les) (commandes?|livraisons?|transactions?|ventes?|clients?)\b|\b(negative|broken|upside-down|loss-making) unit economics\b|\bunit economics (are|is|remain|remains) (negative|broken|upside down|loss-making)\b|\b(economie unitaire|unit economics) (est |sont |reste |restent )?(negative|negatifs|deficitaire)s?\b/;

/** 'We used to lose money on every delivery', 'nous perdions autrefois ...': a loss said to be in the past. */
const lossInThePast = /\b(used to (lose|burn)|previously (lost|lose)|formerly|perdions|autrefois|auparavant)\b/;
/** A word every loss in words needs: most sentences have none, and are passed over at once. */
const lossStems = /\blos|perd|cost|cout|burn|brul|unit economics|economie unitaire/;

const flag = (title: Message, sentence: string): RiskFlag => ({
  ruleId: 'unit-economics', category: 'financial-health', title, severity: 'medium', evidence: excerpt(sentence), occurrences: 1,
  recommendation: message('Reconcile CAC, LTV, payback and margin from one cohort table, and state how each is computed.'),
});

export function losingUnitEconomics(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const cost = first(sentences, (s) => statedAcquisitionCost(s, asserted));
  const value = first(sentences, lifetimeValue);
  if (cost && value && cost.value.currency === value.value.currency && value.value.amount < cost.value.amount) {
    return flag(message('LTV is below CAC ({{ratio}})', { ratio: message('{{ratio}}×', { ratio: Math.round((value.value.amount / cost.value.amount) * 10) / 10 }) }), value.sentence);
  }
  const ratio = first(sentences, (s) => { const m = statedRatio(s.lower); return m && m.value < 1 && !isHedgedAt(s.lower, m.at) ? m.value : null; });
  if (ratio && ratio.value > 0) return flag(message('LTV is below CAC ({{ratio}})', { ratio: message('{{ratio}}×', { ratio: ratio.value }) }), ratio.sentence);
  const paid = first(sentences, (s) => { const m = claimedPaybackMonths(s.lower); return m && !isHedgedAt(s.lower, m.at) ? m.months : null; });
  // How long a customer stays matters only against a payback: read it only then.
  const stays = paid ? first(sentences, (s) => customerLifetimeMonths(s.lower)?.months ?? null) : null;
  if (paid && stays && paid.value > stays.value) {
    return flag(message('CAC payback ({{payback}} months) is longer than a customer stays ({{lifetime}} months)', { payback: paid.value, lifetime: stays.value }), paid.sentence);
  }
  const loss = sentences.find((s) => negativeContribution(s) || unitCostAboveValue(s) || spendPerRevenue(s) || (lossStems.test(s.lower) && !lossInThePast.test(s.lower) && assertedMatch(s.lower, lossInWords)));
  if (loss) return flag(message('Each order or customer loses money'), loss.text);
  // An order whose itemised costs add up to more than its value ('Average order: $14.00; food cost $9.50; ...').
  const order = orderCostsAboveValue(sentences);
  return order ? flag(message('Each order or customer loses money'), order.sentence) : null;
}
