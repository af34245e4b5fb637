/**
 * The payback of an asset the business buys and rents out (a motorbike leased to a rider, a cold box rented by the day,
 * a machine placed with a shop), claimed against what the text's own figures for one such asset give. The CAC payback
 * check (unit-economics.ts) divides what it costs to win a customer by what a customer brings; here the unit is the
 * asset: its cost ('Landed cost of a motorbike: USD 1,450', 'Coût d'un caisson installé : 180 000 MRU') over what one
 * asset brings in a month ('Lease income per bike: USD 165 a month', 'Location moyenne : 1 500 MRU par jour, 20 jours
 * d'utilisation par mois') less every other amount a month per asset, its running costs ('Maintenance and insurance per bike: USD 80 a month'). A
 * claim ('every bike pays back in under 6 months', 'chaque caisson est amorti en moins de 3 mois') at half the months
 * that gives or less is contradicted: the same tolerance the CAC payback check allows. A deck's block on one asset may
 * give its payback as a bare label a few lines under the cost ('Retour sur investissement : 8 mois', 'Payback: 8 months'):
 * under the asset's own cost line, that payback is the asset's.
 */
import { message } from '@baobab/contracts/i18n/message';
import { isHedgedAt } from './assertion';
import { statedNumber } from './layout-cells';
import type { MoneyMatch } from './money';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import { claimedPaybackMonths } from './unit-metrics';

/** 'Landed cost of a motorbike', 'installed cost per kit', 'Coût d'un caisson installé', 'coût par machine'; not what winning a customer costs. */
const assetCost = /\b(?:(?:landed|installed|unit|all-in|purchase) )?cost (?:of|per) (?:a |an |one |each )?(?<en>[a-z]{3,})\b|\bcout (?:d'une?|par) (?<fr>[a-z]{3,})\b/;
const acquiring = /\b(acqui\w*|acquer\w*|customers?|clients?|users?|utilisateurs?)\b/;
/** What one asset brings in: income, rent or revenue, said per the asset or as an average. */
const incomeWords = /\b(income|revenue|sales|rent(?:al)?|lease|fees?|location|loyer|revenus?|recettes?|ventes?)\b/;
const averageWords = /\b(average|avg|moyen(?:ne)?|per|par)\b/;
/** A day's rate and the days it is used a month: '1 500 MRU par jour, 20 jours d'utilisation par mois'. */
const daysAMonth = /^\s*(?:per|a|par) (?:day|jour),?\s*(\d{1,2}) (?:days|jours)\b[^.;]{0,30}?\b(?:per|a|par) (?:month|mois)\b/;

/** A payback given as a label and its months, nothing else on the line: 'Retour sur investissement : 8 mois', 'Payback period: 8 months'. */
const paybackLabel = /^\W*(?:(?:cash )?payback(?: period)?|roi|retour sur (?:l')?investissement|delai de (?:recuperation|retour sur investissement))\s?:\s?(?:en |in |under |less than |moins de |environ |about |~\s?)?(\d{1,2}(?:[.,]\d)?)\s?(months?|mois|years?|ans?)\s*\.?$/;
/** How many lines under the asset's cost its bare payback label may stand: the block's other lines (its income, its margin). */
const blockLines = 5;
function paybackUnderCost(written: readonly SentenceFacts[], costAt: number): { sentence: SentenceFacts; months: number } | null {
  for (const s of written.slice(costAt + 1, costAt + 1 + blockLines)) {
    const m = paybackLabel.exec(s.lower.trim());
    if (m) return { sentence: s, months: statedNumber(m[1] ?? '') * (/^(years?|ans?)$/.test(m[2] ?? '') ? 12 : 1) };
  }
  return null;
}

const flag = (sentence: string, claimed: number, implied: number): RiskFlag => ({
  ruleId: 'unit-economics', category: 'financial-health', severity: 'medium', evidence: excerpt(sentence), occurrences: 1,
  title: message('Stated payback of {{stated}} months, but the cost of one unit and what it earns a month imply {{implied}} months', { stated: claimed, implied: Math.round(implied) }),
  recommendation: message('Reconcile CAC, LTV, payback and margin from one cohort table, and state how each is computed.'),
});

/** 'motorbike' and 'bike', 'caisson' and 'caissons': one asset named the short or the long way. */
const sameNoun = (a: string, b: string) => a.replace(/s$/, '').endsWith(b.replace(/s$/, '')) || b.replace(/s$/, '').endsWith(a.replace(/s$/, ''));

/** What the asset brings a month: a monthly amount, or a day's rate times the days it is used a month. */
function monthlyAmount(s: SentenceFacts, m: MoneyMatch): number | null {
  // The days first: 'par mois' after them would otherwise give the day's rate a month's period.
  const days = daysAMonth.exec(s.lower.slice(m.end));
  if (days) return m.amount * statedNumber(days[1] ?? '');
  return m.period === 'month' ? m.amount : null;
}

export function assetPaybackContradicted(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  let noun = '';
  let cost: MoneyMatch | null = null;
  let costAt = -1;
  for (const [i, s] of written.entries()) {
    const m = assetCost.exec(s.lower);
    const found = m && !acquiring.test(s.lower) ? s.money.find((x) => x.start > m.index && x.period === null) : undefined;
    if (m && found) { noun = m.groups?.en ?? m.groups?.fr ?? ''; cost = found; costAt = i; break; }
  }
  if (!cost || !noun) return null;
  const named = written.find((s) => {
    const p = claimedPaybackMonths(s.lower);
    return p && !isHedgedAt(s.lower, p.at) && s.lower.split(/\W+/).some((w) => w.length >= 3 && sameNoun(w, noun));
  });
  const under = named ? null : paybackUnderCost(written, costAt);
  const claim = named ?? under?.sentence;
  const claimed = named ? claimedPaybackMonths(named.lower)?.months ?? null : under?.months ?? null;
  if (!claim || claimed === null) return null;
  const currency = cost.currency;
  const namesAsset = (s: SentenceFacts) => new RegExp(String.raw`\b(?:per|par|each|chaque) [a-z]*${noun.replace(/s$/, '').slice(-4)}`).test(s.lower);
  let income: number | null = null;
  let running = 0;
  for (const s of written) {
    const isIncome = incomeWords.test(s.lower) && (namesAsset(s) || averageWords.test(s.lower));
    // Any other amount a month per asset is what running it costs ('Operator pay and filters per kiosk: USD 700 a month').
    const isCost = !isIncome && namesAsset(s);
    if (!isIncome && !isCost) continue;
    const m = s.money.find((x) => x.currency === currency);
    const amount = m ? monthlyAmount(s, m) : null;
    if (amount === null) continue;
    if (isIncome && income === null) income = amount;
    else if (isCost) running += amount;
  }
  if (income === null) return null;
  const left = income - running;
  const implied = left > 0 ? cost.amount / left : Infinity;
  return claimed <= implied / 2 ? flag(claim.text, claimed, implied) : null;
}
