/**
 * A stated CAC set against what the text's own acquisition spend and new-customer count imply, the two given a
 * few sentences apart as a report, a plan or a call gives them: 'Dépenses de marketing et d'acquisition : 1,2 MDH'
 * over 'Nouveaux abonnés : 3 000' (400 MAD, against a 'coût d'acquisition client de 150 MAD'); 'we spent KSh 9.0m on
 * field recruitment and regional radio, and activated 2,400 new agents' (KSh 3,750, against 'KSh 1,500'); an answer
 * ('96 millions FCFA au total : radio, Facebook...') to a question about marketing spend, then 'on a recruté 4 000
 * nouveaux abonnés'; '60 new schools signed during 2024', the count before its verb; or further apart, when both name
 * the same period. unit-economics.ts reads the spend and its count in one sentence; this reads them apart.
 * A CAC stated at under two-thirds of that quotient understates what a customer costs.
 */
import { message } from '@baobab/contracts/i18n/message';
import { isHedgedAt } from './assertion';
import { statedNumber } from './layout-cells';
import { monthIndex, monthNamesPattern } from './month-names';
import { wholeAmount, type MoneyMatch } from './money';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import { statedAcquisitionCost } from './unit-metrics';
import { scaleMultiplier } from './scale-words';

/** What acquisition money is spent on: marketing, advertising, field recruitment, the channels by name. */
const acquisitionChannels = /\b(marketing|acquisition|advertising|adverts?|ads|paid media|publicit\w*|recruitment|recrutement|radio|facebook|instagram|tiktok|billboards?|affichage|ambassad\w*|parrainage|referrals?|campaigns?|campagnes?)\b/;
/** The money is spent: a verb or a label of spending ('we spent', 'dépenses de marketing', 'budget'). */
const spending = /\b(spend|spends|spent|spending|depenses?|depense|budget|invested|investi)\b/;
/** An amount that is already per customer or per month of one ('150 MAD par client', '$20 per user'): a unit's price, no spend. */
const perUnitAfter = /^\s*(per|par|\/|each|chaque)\s/;
const number = String.raw`(\d{1,3}(?:[ ,.\u00A0\u202F]\d{3})+|\d+)`;
/** New customers said won: 'activated 2,400 new agents', 'on a recruté un peu plus de 4 000 nouveaux abonnés'. */
// A school or a clinic says it welcomed or enrolled them ('l'entreprise a accueilli 1 500 nouveaux élèves', 'we enrolled 900 new learners').
const wonNew = new RegExp(String.raw`\b(activated|acquired|added|signed(?: up| on)?|onboarded|recruited|won|gained|brought in|welcomed|enrolled|recrute|signe|acquis|active|gagne|ajoute|conquis|accueilli|inscrit)\b[^.;\d]{0,30}?(?<![\d,.])${number} (new|nouveaux|nouvelles)\s[a-z]+`);
/** New customers as a label: 'New subscribers (Q1): 3,000', 'Nouveaux abonnés (paniers hebdomadaires) : 3 000'. */
const newLabelled = new RegExp(String.raw`^\W*(new|nouveaux|nouvelles) [a-z]+( \([^)]{0,60}\))?( (in|en|over|sur|during|du|de|au) [\w ]{1,20}?)?\s?:\s?${number}(?![\d%]|\s?%)`);

/**
 * The count first, the verb after it: '60 new schools signed during 2024', '1 800 of them onboarded between January and
 * June'. A count without a verb of winning ('3 200 farmers registered', '2,350 systems sold') is a total, not new customers.
 */
const countThenWon = new RegExp(String.raw`(?<![\d,.])${number} (?:(?:new|nouveaux|nouvelles) )?(?:[a-z]+ )?(?:of them |d'entre eux )?(signed(?: up| on)?|onboarded|joined|acquired|recruited|activated|recrute|signe|acquis)e?s?\b`);

/** The count after the spend it cost: '9,6 M dépensés en acquisition pour 1 280 nouveaux clients', 'for 900 new riders'. */
const forNew = new RegExp(String.raw`\b(for|pour)\s${number} (new|nouveaux|nouvelles)\s[a-z]+`);

function newCustomers(s: SentenceFacts): number | null {
  const m = wonNew.exec(s.lower) ?? newLabelled.exec(s.lower) ?? countThenWon.exec(s.lower) ?? (spending.test(s.lower) ? forNew.exec(s.lower) : null);
  if (!m || isHedgedAt(s.lower, m.index)) return null;
  const count = statedNumber((m.slice(1).reverse().find((g) => g && /^\d/.test(g)) ?? '').replace(/[ .\u00A0\u202F]/g, ','));
  return count > 1 ? count : null;
}

/**
 * A spend written without its currency, as a chat between founders writes it ('T4 : 9,6 M dépensés en acquisition', 'spent
 * 4.2m on ads'): a figure with its scale right before the verb, in the currency of the CAC the text states.
 */
const unpricedSpent = /(?<![\d.,])(\d+(?:[.,]\d+)?)\s?(k|m|mn|millions?)\s(spent|depensee?s?)\b|\bspent (\d+(?:[.,]\d+)?)\s?(k|m|mn|million)\s(on|in)\b/;
function unpricedSpend(s: SentenceFacts, currency: MoneyMatch['currency']): MoneyMatch | null {
  const m = unpricedSpent.exec(s.lower);
  if (!m || s.money.length > 0 || isHedgedAt(s.lower, m.index)) return null;
  const amount = statedNumber((m[1] ?? m[4] ?? '').replace(',', '.')) * (scaleMultiplier[m[2] ?? m[5] ?? ''] ?? 1);
  return { amount, currency, text: m[0], start: m.index, end: m.index + m[0].length, period: null };
}

/** The spend in a sentence: an amount that is no one customer's (not the CAC, not per unit), where spending on acquisition is said or asked just before. */
function acquisitionSpend(s: SentenceFacts, asked: boolean, currency: MoneyMatch['currency']): MoneyMatch | null {
  if (!asked && !(acquisitionChannels.test(s.lower) && spending.test(s.lower))) return null;
  const cac = statedAcquisitionCost(s);
  return s.money.find((m) => m.start !== cac?.start && !perUnitAfter.test(s.lower.slice(m.end, m.end + 12)) && !isHedgedAt(s.lower, m.start)) ?? unpricedSpend(s, currency);
}

/** A question about acquisition spend ('Et vos dépenses marketing sur 2024 ?'): the next sentence's amount answers it. */
const asksSpend = (s: SentenceFacts | undefined) => Boolean(s && /\?\s*$/.test(s.lower) && acquisitionChannels.test(s.lower) && spending.test(s.lower));

/** Sentences apart at most between a spend and its count. */
const nearby = 3;

/**
 * The period a sentence names, as its months, quarters and years ('January-June 2025', 'between January and June
 * 2025', 'H1 2024'): a spend and a count that name the same period are of one period however far apart they are set
 * (a traction slide's 'N of them onboarded between January and June 2025', the next slide's 'Onboarding spend
 * January-June 2025'). Only a named period counts: two sentences naming none are not thereby of one.
 */
const periodToken = new RegExp(String.raw`\b(${monthNamesPattern}|[qth][1-4]|s[12]|fy\s?\d{2,4}|20\d\d)\b`, 'g');
function periodNamed(lower: string): string {
  const tokens = [...new Set((lower.match(periodToken) ?? []).map((t) => monthIndex.get(t)?.toString() ?? t.replace(/\s/g, '')))];
  return tokens.sort().join(' ');
}

export function cacBelowSpendPerNew(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  const stated = written.map((s) => ({ s, m: statedAcquisitionCost(s) })).find((x) => x.m && !isHedgedAt(x.s.lower, x.m.start));
  if (!stated?.m) return null;
  for (let i = 0; i < written.length; i += 1) {
    const spend = acquisitionSpend(written[i] as SentenceFacts, asksSpend(written[i - 1]), stated.m.currency);
    if (!spend || spend.currency !== stated.m.currency) continue;
    const around = written.slice(Math.max(0, i - nearby), i + nearby + 1);
    const period = periodNamed(written[i]?.lower ?? '');
    const ofPeriod = period ? written.filter((s) => periodNamed(s.lower) === period) : [];
    const count = around.map(newCustomers).find((n) => n !== null) ?? ofPeriod.map(newCustomers).find((n) => n !== null);
    if (!count) continue;
    const implied = spend.amount / count;
    if (implied < 1.5 * stated.m.amount) return null;
    return {
      ruleId: 'unit-economics', category: 'financial-health', severity: 'medium', occurrences: 1, evidence: excerpt(stated.s.text),
      title: message('Stated CAC of {{stated}}, but acquisition spend over new customers implies {{implied}}', { stated: wholeAmount(stated.m.currency, stated.m.amount), implied: wholeAmount(spend.currency, implied) }),
      recommendation: message('Reconcile CAC, LTV, payback and margin from one cohort table, and state how each is computed.'),
    };
  }
  return null;
}
