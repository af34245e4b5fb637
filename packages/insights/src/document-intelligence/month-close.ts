/**
 * A month's books closed in a diary, a chat or a note: what went out and what came in that month, written as
 * two figures a line or two apart rather than as a burn ('January we spent KES 5.6m all-in' ... 'Money in from
 * riders: KES 2.5m'; 'finished Feb close' then 'total spend ₦35m. revenue ₦14m'; 'CA du mois : 3,1 M FCFA.
 * Dépenses totales : 9,6 M'). The month's spending above its revenue is the guide's costs above revenue of the
 * same period; the cash left ('bank is ₦96m', 'Il reste 27 M sur le compte') over the gap is the runway. A
 * figure written with its scale and no currency ('9,6 M', '27 M') is in the currency of the figure before it,
 * the way such notes write every figure after the first.
 */
import { message } from '@baobab/contracts/i18n/message';
import { isModalAt } from './assertion';
import { blank } from '../text/blank';
import { assertedFacts } from './clause-scope';
import { statedNumber } from './layout-cells';
import { wholeAmount } from './money';
import { runwaySeverity, shortRunwayFlag, statedRunwayMonths } from './runway';
import { cashHeldWordInChat, cashMoving } from './cash-held-words';
import { opensChatMessage } from './document-genre';
import { collectedRevenueWords, monthOutgoingsWords } from './collected-words';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import { scaleMultiplier } from './scale-words';

/** Everything spent in the period, not one line of it. */
// 'Les ventes font 4 M/mois, les charges 10 M': the charges, named whole beside a figure, are everything spent.
// 'Dépenses février : 12,4 M': the month's spending named by its month.
// A month's gross outgoings ('Sorties du mois : 43 M', collected-words.ts) are everything spent too.
const spentWords = new RegExp(String.raw`\b(total spend(ing)?|spent|${monthOutgoingsWords}|total (costs|expenses|outgoings)|depenses totales|total des (depenses|charges)|depenses (de |d')?(janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|du mois)|(avons|a|ont) depense|charges totales|(les|nos) charges(?= (font |sont de |de |a |: ?)?(?!20\d\d\b)\d))\b`);
/**
 * A net burn said in the same breath ('on a fait 180 M de CA en janvier mais on brûle net environ 420 M par mois'): compared
 * with the revenue as stated (the guide), and the cash left over it, not over its gap with the revenue, is the runway.
 */
const netBurnWords = /\b(on brule( net)?|nous brulons( net)?|brulons( net)?|we('re| are)? burn(ing)?( net)?|net burn|burn net|consommation nette)\b/;
// 'ca' only as a label ('CA du mois', 'CA :', '180 M de CA'): folded, 'ça' is the same letters.
// Commissions or subscriptions collected are the month's revenue (collected-words.ts).
const revenueWords = new RegExp(String.raw`\b(revenues?|rev|sales|turnover|money in|ca(?= du| de|\s?:| \d)|(?<=\bde )ca|chiffre d'affaires|ventes|recettes|${collectedRevenueWords})\b`);
/** The month the figures belong to: named, or the month's close. */
// A rate a month ('6 M par mois', '4 M/mois', 'KES 2m a month') is a month's figure too.
const monthContext = /(?<=\/)mois\b|\b(par mois|per month|a month|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|(month|monthly) close|close|cloture|du mois|this month|last month|ce mois)\b/;
/** Spending that is not a month's running costs. */
const notRunning = /\b(capex|fit-out|equipment|deposit|raise|round|acquisition|per (unit|order|customer)|par (commande|client|unite)|to acquire|pour acquerir)\b/;

const scaled = /(?<![\w.,])(\d+(?:[.,]\d+)?)\s?(k|m|mn|bn|md|million|millions|milliards?)\b(?!\s?%)/g;
const groupedBare = /(?<![\w.,$\u20A6\u20AC\u00A3\u20B5])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\w%]|[.,]\d|\s?(k|m|mn|bn|md|million|millions|milliards?)\b)/g;

interface Figure { amount: number; currency: string; at: number; end: number; longer?: boolean }

/**
 * The figures of a sentence: its amounts with a currency, and scaled figures without one in the currency of the last
 * amount before, in the sentence ('CA 12,4 M FCFA, consommation nette de tréso 7 M') or in the sentences before.
 */
function figures(s: SentenceFacts, currency: string | null, inChat: boolean): Figure[] {
  // An amount the money reader read as its scale word alone ('38 millions d'ariary' read as 'millions d'ariary'): its number is the one just before it.
  const amounts = s.money.map((m) => {
    const number = /\d/.test(m.text) ? null : /(\d+(?:[.,]\d+)?)\s?$/.exec(s.lower.slice(Math.max(0, m.start - 12), m.start));
    return number ? { ...m, amount: m.amount * statedNumber(number[1] ?? ''), start: m.start - number[0].length } : m;
  });
  // A year's amount ('chiffre d'affaires 186 M FCFA' in the accounts of 2024) is kept, marked as no month's: a bare figure
  // after it ('(142 M en 2023)') does not stand in for it as the month's revenue.
  const found: Figure[] = amounts.map((m) => ({ amount: m.amount, currency: m.currency, at: m.start, end: m.end, ...(m.period === 'year' ? { longer: true } : {}) }));
  for (const m of s.lower.matchAll(scaled)) {
    if (amounts.some((x) => m.index >= x.start && m.index < x.end)) continue;
    const before = amounts.filter((x) => x.end <= m.index).pop()?.currency ?? currency;
    if (before) found.push({ amount: statedNumber(m[1] ?? '') * (scaleMultiplier[m[2] ?? ''] ?? 1), currency: before, at: m.index, end: m.index + m[0].length });
  }
  // A chat writes every figure after the first bare, thousands grouped ('spent 17,460 all in', 'bank has 41,300 left'): in the currency before.
  for (const m of inChat ? s.lower.matchAll(groupedBare) : []) {
    if (amounts.some((x) => m.index >= x.start && m.index < x.end)) continue;
    const before = amounts.filter((x) => x.end <= m.index).pop()?.currency ?? currency;
    if (before) found.push({ amount: statedNumber(m[0]), currency: before, at: m.index, end: m.index + m[0].length });
  }
  // A figure given a quarter or a year ('120 k\u20AC par trimestre', 'KES 30m a year') is no month's: marked, so that no other figure stands in for it.
  return found.map((f) => (longerRate.test(s.lower.slice(f.end, f.end + 20)) ? { ...f, longer: true } : f)).sort((a, b) => a.at - b.at);
}
// Or the span it adds up, named after it: 'over the quarter', 'sur le trimestre', 'for the year', 'au cours du semestre'.
const longerRate = /^\s*((par|per|a|an|each|every|chaque|\/)\s?(trimestre|quarter|an|annee|year|semestre|half)|(over|for|during|in|across) (the|this|that|last|each) (quarter|year|half|three months|six months|twelve months)|(sur|pour|pendant|au cours d[eu]|durant) (le|la|l'|ce|cet|cette|les) ?(trimestre|semestre|annee|exercice|trois mois|six mois|douze mois))\b/;

/** The first figure within `reach` characters after a word of the kind (or just before it, for 'X sur le compte', 'X de CA'). */
function figureNear(s: SentenceFacts, all: readonly Figure[], words: RegExp, reach: number): Figure | null {
  const m = words.exec(s.lower);
  if (!m) return null;
  const end = m.index + m[0].length;
  // Before the word, its figure ends a small word or two before it ('14,2 M FCFA de CA', '18 millions FCFA sur les comptes').
  return all.find((f) => f.at >= end && f.at - end <= reach) ?? all.find((f) => f.at < m.index && (m.index - f.at <= 12 || (f.end <= m.index && m.index - f.end <= 5 && !/[;:,.]/.test(s.lower.slice(f.end, m.index))))) ?? null;
}

/** The sentence with its words of cash moving blanked ('consommation nette de trésorerie 25 M'): their cash word holds no cash. */
const cashMovingEverywhere = new RegExp(cashMoving.source, 'g');
const withoutCashMoving = (s: SentenceFacts): SentenceFacts => {
  const lower = s.lower.replace(cashMovingEverywhere, blank);
  return lower === s.lower ? s : { ...s, lower };
};

export function monthCloseFlags(sentences: readonly SentenceFacts[], raised: ReadonlySet<string>): RiskFlag[] {
  const written = sentences.filter((s) => !s.derived);
  let currency: string | null = null;
  const inChat = written.filter((s) => opensChatMessage(s.text)).length > 1;
  const perSentence = written.map((s) => {
    const all = figures(s, currency, inChat);
    currency = s.money[s.money.length - 1]?.currency ?? currency;
    return all;
  });
  // In a chat, 'a line or two' is a message or two: one message may hold several sentences ('Mai a été compliqué. On a fait
  // 640 M de ventes ...' two messages before 'Au total on a dépensé 1,1 Md en mai').
  let turns = 0;
  const messageOf = written.map((s) => (opensChatMessage(s.text) ? (turns += 1) : turns));
  const near = (i: number, k: number) => Math.abs(k - i) <= 2 || (turns > 1 && Math.abs((messageOf[k] ?? 0) - (messageOf[i] ?? 0)) <= 2);
  for (const [i, s] of written.entries()) {
    const running = !notRunning.test(s.lower);
    // 'Si on ouvre le dépôt, on brûlerait 520 k par mois', 'If we hired the whole team now, net burn would climb to ...':
    // a burn supposed is none, so the burn is looked for in the clauses the sentence states (clause-scope.ts keeps positions).
    const stated = assertedFacts(s, 'figure').lower;
    const burnSaid = running && !spentWords.test(s.lower) ? netBurnWords.exec(stated) : null;
    const net = burnSaid !== null && !isModalAt(s.lower, burnSaid.index);
    const spent = running ? figureNear(s, perSentence[i] ?? [], net ? netBurnWords : spentWords, 30) : null;
    if (!spent || spent.longer || !written.slice(Math.max(0, i - 2), i + 1).some((x) => monthContext.test(x.lower))) continue;
    // The month's revenue, a line or two from its spending, in the same currency; what was sold may stand between ('les ventes de beurre de karité font 4 M').
    let revenue: Figure | null = null;
    for (let k = 0; k < written.length && !revenue; k += 1) {
      const other = written[k];
      if (!other || !near(i, k) || notRunning.test(other.lower)) continue;
      const found = figureNear(other, (perSentence[k] ?? []).filter((f) => f !== spent), revenueWords, 35);
      if (found && found.currency === spent.currency && !found.longer) revenue = found;
    }
    // A net burn is cash gone whatever the revenue: below the revenue it is no burn above it, but the cash left over it is still the runway.
    const above = revenue !== null && spent.amount > revenue.amount;
    if (!revenue || (!above && !net)) continue;
    const flags: RiskFlag[] = [];
    if (above && !raised.has('burn-above-revenue')) {
      flags.push({
        ruleId: 'burn-above-revenue', category: 'burn',
        title: message('Costs ({{cost}}) exceed revenue ({{revenue}}) for the same period', { cost: wholeAmount(spent.currency, spent.amount), revenue: wholeAmount(spent.currency, revenue.amount) }),
        severity: spent.amount >= 2 * revenue.amount ? 'high' : 'medium', evidence: excerpt(s.text), occurrences: 1,
        recommendation: 'Show the path to break-even: monthly burn, revenue growth and the month they cross.',
      });
    }
    // A runway the text states decides; else the cash left over the month's gap.
    if (!raised.has('short-runway') && !sentences.some((x) => statedRunwayMonths(x.lower) !== null)) {
      const cash = written.map((x, k) => ({ x, f: figureNear(withoutCashMoving(x), perSentence[k] ?? [], cashHeldWordInChat, 40) })).find(({ f }) => f && f.currency === spent.currency && f !== spent && f !== revenue);
      const severity = cash?.f ? runwaySeverity(cash.f.amount / (net ? spent.amount : spent.amount - revenue.amount)) : null;
      if (cash && severity) {
        flags.push(shortRunwayFlag(excerpt(cash.x.text), severity));
      }
    }
    return flags;
  }
  return [];
}
