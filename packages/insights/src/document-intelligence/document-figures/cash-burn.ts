/**
 * The cash a document says the company holds, the money it says it burns a month and its revenue a month, each
 * read next to its own word in what a sentence asserts (clause-scope.ts; no supposition, expectation or state said
 * to be over), never in a sentence about another company (other-company.ts), and each amount brought to a month by
 * the money reader's periods (money.ts: 'a week', 'per quarter', 'over the quarter', 'par mois', 'for the year') or a
 * quarter named before it ('Revenue for Q3 was').
 */
import { isHedgedAt, isNegatedAt } from '../assertion';
import { headingPeriodMonths } from '../document-period';
import { statedNumber } from '../layout-cells';
import { monthNamesPattern } from '../month-names';
import { assertedFacts } from '../clause-scope';
import { cashHeldBefore, cashLeftAfter, notCashHeld } from '../cash-held-words';
import { collectedRevenueWords, monthOutgoingsWords } from '../collected-words';
import { monthlyAmount, namedPeriodMonthly, quarterSentenceMonthly, suffixScales, type MoneyMatch } from '../money';
import { othersNews } from '../other-company';
import { projection } from '../revenue-series';
import { statedRunwayMonths } from '../runway';
import type { SentenceFacts } from '../sentence-facts';
import { unitNouns } from '../unit-nouns';

/**
 * A figure brought to a month (`amount`), as the document wrote it (`stated`), with the sentence that states it;
 * `ownPeriod` when its period is written with it ('$270k a quarter', 'quarterly costs', 'revenue for 2025'), not
 * guessed from a quarter the sentence names elsewhere.
 */
export interface MonthlyFigure { amount: number; stated: number; ownPeriod: boolean; currency: string; sentence: string }

// Burned: net burn, cash going out, money spent on everything ('we spend ... all-in').
// 'We lose about $130,000 every month', 'going through roughly ₦45m a month net', 'sorties nettes de l'ordre de 11 millions'.
// A label's bracketed detail may stand between it and its figure: 'Operating cash outflows (payroll, rent, logistics): $171,000'.
const burnBefore = /\b(net burn|burn( rate)?|burning|burns?|brul\w*|decaiss\w*|net (operating )?(cash )?outflows?|cash outflows?|sorties? nettes?|sorties? (nettes? )?de tresorerie|consommation (nette )?(de tresorerie)?|consommons|(we|nous|on)( are|'re)? (spend|spending|depens\w+|lose|losing|perdons|perd)|losing|going through|burning through)\b(?:\s*\([^()]{0,60}\))?[^.;]{0,30}$/;
// What customers paid in the period is its revenue in cash: 'Cash receipts from customers', 'Encaissements clients'.
// 'CA' is the French revenue only as a label ('CA : 46 M', 'CA du T2', 'un CA de'), never the folded 'ça' ('ça inclut les 8 M').
// Commissions or subscriptions collected are revenue (collected-words.ts).
// 'MRR' is a month's recurring revenue, 'ARR' a year's. A span of months may stand between ('Average monthly sales, Jan-Jun
// 2025: GHS 240,000'); a year alone ('Revenue 2024: USD 410k; 2025: USD 690k') is left to the readers of series.
const revenueBefore = new RegExp(String.raw`\b(revenues?|rev|sales|turnover|chiffre d'affaires( mensuel)?|ventes|ca(?=\s*(?::|=|du\b|de\b|d'|mensuel|annuel|trimestriel|total|ht\b|ttc\b|20\d\d))|mrr|arr|(cash )?receipts from customers|customer receipts|encaissements( clients)?|${collectedRevenueWords})\b(?:[^.;\d]|[a-z]{3,9}\s?[-\u2013]\s?[a-z]{3,9} 20\d\d){0,40}$`);
/**
 * One customer's or one unit's figure ('revenue per user', 'ARPU', 'panier moyen'), not the company's; the unit may be a
 * merchant, a kiosk, a farmer or a member ('Revenu moyen par marchand : 7 $', 'par kiosque : 17,8 M').
 */
const perUnit = new RegExp(String.raw`\b(per|par|each|chaque|by) ${unitNouns}s?\b|\b(arpu|arpa|aov|panier moyen|ticket moyen|average (order|basket|ticket|revenue per))\b`);
// Spent: every cost of a period ('monthly costs', 'charges mensuelles', 'Dépenses totales du mois', 'opex'), which costs above revenue compares.
// A month's gross outgoings are its costs, not a net burn (collected-words.ts).
// The cost of what was sold is among them ('Coût d'achat des produits vendus : 41 M XAF').
const costsBefore = new RegExp(String.raw`\b((total |operating |monthly |fixed )?(costs|expenses|expenditure|opex|spend)|${monthOutgoingsWords}|cost of (sales|goods sold)|cogs|(charges|depenses|couts)( totales| d'exploitation| mensuelles| fixes| du mois)*|cout d'achat( des (produits|marchandises) vendu\w*)?)\b(?:\s*\([^()]{0,60}\))?[^.;]{0,30}$`);
/**
 * The costs named as a list of what they pay for, the list's first a running cost, then a verb of amounting ('payroll,
 * maize bran, molasses, packaging and transport averaged KSh 905k a week', 'rent, fuel and wages came to'): the period's costs.
 */
const costItemsBefore = /\b(payroll|salaries|wages|staff costs|rent|fuel)(, [a-z' -]{2,30}){0,6},? and [a-z' -]{2,30} (averaged|came to|totalled|totaled|amounted to|ran at|cost us)( about| around| roughly| some)?\s*$/;
/** Cash said to stand at the amount, its accounts named between ('Cash across our two current accounts stood at KSh 3.9m'). */
const cashStoodAt = /\b(cash|bank balances?)\b[^.;\d]{0,60}\b(stood at|stands at|amounted to|totalled|totaled)( about| around| roughly| some)?\s*$/;
const budgeted = /^[^.;]{0,20}\b(budget\w*|planned|forecast\w*|projected|targeted|prevus?|budgete\w*|prevision\w*)\b/;
const earlierFigure = /\b(from|passee? de|depuis|down from|up from|contre|against|versus|vs\.?|compared (with|to))\s*$/;
// 'Revenue for Q3 was $380k', 'CA du T2 : ...': a quarter's figure, a third of it a month.
const quarterNamed = /\b[qt][1-4]\b/;
const periodWordBefore = /\b(quarterly|trimestriel\w*|weekly|hebdomadaire\w*|monthly|mensuel\w*|annual|annuel\w*)\b/;

/**
 * What stands between a figure and its label without being either: a chat message's header ('[03/06/2024, 08:25]
 * Otieno:', '14/04/2025 19:10 - Mariam:') between a question naming the line and the answer giving its figure, and an
 * aside in brackets ('Solde bancaire au 30 septembre (CBAO + Ecobank) : 180 M'). Removed, the label is as near as written.
 */
const chatHeader = /\[?\d{1,2}\/\d{1,2}\/\d{2,4},? \d{1,2}:\d{2}(?::\d{2})?\]?\s?(?:-\s)?[^:\d[\]]{1,40}:\s?/g;
const aside = /\s?\([^()]{0,80}\)/g;
const withoutAsides = (before: string) => before.replace(chatHeader, ' ').replace(aside, '');
// Once a sentence, not once a figure: a sentence may hold thousands of amounts.
const unheaded = new WeakMap<SentenceFacts, string>();
function withoutChatHeaders(s: SentenceFacts): string {
  const known = unheaded.get(s);
  if (known !== undefined) return known;
  const read = s.lower.replace(chatHeader, ' ');
  unheaded.set(s, read);
  return read;
}

/** A figure brought to a month: by its own period, a quarter named before it, the document's period (its title), or as a month's when `assumeMonthly`. */
// 'Average monthly operating costs (staff, power, fuel): GHS 550,000': an average the label says is a month's. (A bare
// 'monthly costs' is left to the money reader's own periods: such a label often stands beside a year's revenue the
// figures reader does not pair with it.)
const monthlyLabel = /\b(average monthly|monthly average|moyenne mensuelle|mensuel(le)?s? moyen(ne)?s?|en moyenne par mois)\b/;
function monthly(m: MoneyMatch, s: SentenceFacts, before: string, assumeMonthly: boolean, titleMonths: number | null): number | null {
  // The folded sentence, where a capitalised 'May' is the month ('May closed at KES 3.1m'), as sentence-facts.ts reads it;
  // a chat's headers left out, so that an answer's month is its figure's own clause ('And sales? [08:25] Otieno: May closed at').
  const figure = { amount: m, text: s.lower.slice(m.start, m.end), sentence: withoutChatHeaders(s) };
  // The label's monthly average first: 'décaissements mensuels moyens sur le dernier trimestre' is a month's, averaged over a quarter.
  return monthlyAmount(m) ?? (m.period === null && monthlyLabel.test(s.lower.slice(Math.max(0, m.start - 100), m.start).split(/[;|]/).pop() ?? '') ? m.amount : null) ?? namedPeriodMonthly(figure) ?? quarterSentenceMonthly(figure) ?? (quarterNamed.test(before) ? m.amount / 3 : null) ?? (titleMonths && m.period === null ? m.amount / titleMonths : null) ?? (assumeMonthly ? m.amount : null);
}

/**
 * What stands between two figures of one measure's list: the first figure's period and a separator ('Chiffre d'affaires :
 * 382 M en 2023, 540 M en 2024 (45 M par mois)', 'Revenue: $1.2M in FY24; $2.1M in FY25'). The second figure is the
 * same measure for another period; any other word (a cost, a burn, 'against') ends the list.
 */
const periodWord = String.raw`(?:20\d\d|fy ?\d{2,4}|[qths][1-4](?: 20\d\d)?|${monthNamesPattern})`;
const periodGap = new RegExp(String.raw`^\s*(?:(?:in|en|for|pour|au|at|end|fin|(?:a|à) fin|of|de|du)\s+)*(?:${periodWord}(?:\s+${periodWord})?)?\s*[,;(/]\s*(?:(?:and|et|then|puis)\s+)?(?:(?:in|en|for|pour)\s+)?(?:${periodWord}\s*:?\s*)?$`);
// A bracket opened before it holds the same figure as a rate ('(45 M par mois en moyenne)') when the figure has one; one
// naming a period ('(August: N$1.31m)') sets an earlier period's figure beside it, which is not that period's revenue.
const periodOnlyBetween = (between: string, m: MoneyMatch) => between.length <= 40 && periodGap.test(between) && (m.period !== null || !between.includes('('));

export interface CashAndBurn {
  cash: MonthlyFigure[];
  burns: MonthlyFigure[];
  /** A period's costs brought to a month: above revenue they are a burn above revenue, though not a net burn for the runway. */
  costs: MonthlyFigure[];
  revenues: MonthlyFigure[];
  /** Whether the document states its runway in months or weeks (runway.ts): a figure of its own, which the runway rule decides on. */
  runwayStated: boolean;
}

/** The one currency a document writes its amounts in; null when it writes several or none. */
function documentCurrency(sentences: readonly SentenceFacts[]): MoneyMatch['currency'] | null {
  const codes = new Set(sentences.flatMap((s) => s.money.map((m) => m.currency)));
  return codes.size === 1 ? [...codes][0] ?? null : null;
}

/**
 * A chat or a note drops the currency once the document has given it ('Solde au 31/05 : 96,4 M FCFA' then 'Décaissements
 * de mai : 31 M', 'KES 6.2m in the bank' then 'we are going through roughly 850k a week'): a figure with a scale and no
 * currency is read in the document's one currency. Counts of people or things after it ('3 M users') are no money.
 */
const bareAmount = /(?<![\d.,\w$\u20AC\u00A3\u20A6\u20B5])(\d{1,3}(?:[.,]\d{1,3})?)\s?(k|m|mn|millions?)\b(?!\s?(?:[a-z]+\s)?(users?|clients?|customers?|abonnes?|utilisateurs?|people|personnes|units?|unites|orders?|commandes|downloads?|telechargements|subscribers?|visits?|visites|tonnes?|litres?|km)\b)/gi;
// The scale through the money reader's one table of suffixes; 'million(s)' spelled out is a million.
const bareScale = (written: string) => suffixScales[written] ?? (written.startsWith('million') ? 1e6 : 0);
function bareMoney(s: SentenceFacts, currency: MoneyMatch['currency'] | null): MoneyMatch[] {
  if (!currency) return [];
  const out: MoneyMatch[] = [];
  for (const m of s.text.matchAll(bareAmount)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (s.money.some((x) => start < x.end && end > x.start)) continue;
    const amount = statedNumber(m[1] ?? '') * bareScale((m[2] ?? '').toLowerCase());
    if (amount > 0) out.push({ amount, currency, period: null, text: m[0], start, end });
  }
  return out;
}


/**
 * A list item's label, the whole of it before its colon ('Décaissements mensuels moyens sur le dernier trimestre :
 * environ 52 M FCFA', 'Encaissements clients mensuels moyens : 24 M'): what it counts is the label's first words, however
 * long the rest of it.
 */
const labelEnd = /:\s*(?:environ|about|around|roughly|approx\.?|approximately|~|pres de|soit)?\s*$/;
/**
 * The label, when it is a list item's name and not a clause about several periods: no more than eight words, and no
 * figure but a day's date ('au 30 septembre'). 'Revenue Q1 24', 'Revenue dipped in 2022 and has risen since' are not.
 */
const dayDate = new RegExp(String.raw`\b\d{1,2}(er|st|nd|rd|th)? (${monthNamesPattern})\b`, 'g');
function listLabel(near: string): string {
  // Found from the colon back to the item's start (a ';' or '|', or the sentence's), so each figure costs one pass.
  const colon = labelEnd.exec(near);
  if (!colon) return '';
  const head = near.slice(0, colon.index);
  const label = head.slice(Math.max(head.lastIndexOf(';'), head.lastIndexOf('|')) + 1).trim();
  if (!/^[a-z]/.test(label) || label.length < 3 || label.length > 100 || label.includes(':')) return '';
  return /\d/.test(label.replace(dayDate, '')) || label.split(/\s+/).length > 8 ? '' : label;
}
const cashLabel = /^(solde( bancaire)?|tresorerie( disponible| nette)?|cash( balance| at bank| on hand)?|bank balance|liquidites|disponibilites)\b/;
const costsLabel = /^(decaissements|sorties de tresorerie|cash out(flows?)?|outflows|charges|depenses|couts|costs|expenses|spend(ing)?)\b/;
const revenueLabel = /^(encaissements|recettes|receipts|revenues?|sales|chiffre d'affaires|ventes|collections)\b/;

export function cashAndBurn(sentences: readonly SentenceFacts[]): CashAndBurn {
  const others = othersNews(sentences);
  const currency = documentCurrency(sentences);
  const titleMonths = headingPeriodMonths(sentences);
  const out: CashAndBurn = { cash: [], burns: [], costs: [], revenues: [], runwayStated: sentences.some((s) => statedRunwayMonths(s.lower) !== null) };
  for (const written of sentences) {
    // A list or table read as a sentence (layout.ts) is read too: each figure only with the label just before it, within its item.
    if (written.projected || others.has(written)) continue;
    const asserted = assertedFacts(written, 'state');
    const amounts = [...asserted.money, ...bareMoney(asserted, currency)].sort((a, b) => a.start - b.start);
    if (amounts.length === 0) continue;
    const s = { ...asserted, money: amounts };
    // A figure whose period the sentence leaves unsaid shares the one period its other figures name ('Décaissements de mai :
    // 31 M. Encaissements clients : 9,2 M': both May's), brought to a month alike; with none or several named, it is not read.
    const unsaid: { list: MonthlyFigure[]; m: MoneyMatch }[] = [];
    const scales = new Set<number>();
    // The end of the last figure read as revenue: a figure after it with only a period between goes on with its label.
    let revenueEnd = -1;
    s.money.forEach((m, k) => {
      if (isNegatedAt(s.lower, m.start) || isHedgedAt(s.lower, m.start)) return;
      const from = Math.max(s.money[k - 1]?.end ?? 0, m.start - 200);
      const raw = s.lower.slice(Math.max(from, m.start - 60), m.start);
      const near = withoutAsides(s.lower.slice(from, m.start));
      const before = near.slice(-60);
      const label = () => listLabel(near);
      // A target, budget or forecast said beside the amount is what the company expects, not what it holds or spends;
      // the first amount of a movement ('from $40k to $200k', 'contre 3,3 M') is the earlier figure, not the current one.
      if (projection.test(raw) || budgeted.test(s.lower.slice(m.end, m.end + 30)) || earlierFigure.test(before)) return;
      const ownPeriod = m.period !== null || namedPeriodMonthly({ amount: m, text: m.text, sentence: s.text }) !== null || quarterNamed.test(before) || periodWordBefore.test(before);
      const figure = (amount: number) => ({ amount, stated: m.amount, ownPeriod, currency: m.currency, sentence: written.text });
      const add = (list: MonthlyFigure[], amount: number | null) => {
        if (amount === null) unsaid.push({ list, m });
        else {
          list.push(figure(amount));
          if (ownPeriod) scales.add(amount / m.amount);
        }
      };
      const perUnitAround = perUnit.test(`${raw} ${s.lower.slice(m.end, m.end + 25)}`);
      if (burnBefore.test(before) && !perUnitAround) {
        add(out.burns, monthly(m, s, before, /\bburn/.test(before), titleMonths));
      } else if ((costsBefore.test(before) || costItemsBefore.test(near)) && !perUnit.test(raw)) {
        add(out.costs, monthly(m, s, before, false, titleMonths));
      } else if (m.period === null && cashStoodAt.test(near) && !notCashHeld(before)) {
        // Before revenue's words: 'Cash in our bank accounts stood at' is a balance, not the 'cash in' of collections.
        out.cash.push(figure(m.amount));
      } else if (revenueBefore.test(before) && !perUnitAround) {
        const recurring = /\b(mrr|arr)\b[^.;\d]{0,40}$/.exec(before)?.[1];
        add(out.revenues, recurring === 'arr' && m.period === null ? m.amount / 12 : monthly(m, s, before, recurring === 'mrr', titleMonths));
        revenueEnd = m.end;
      } else if (revenueEnd >= 0 && revenueEnd === s.money[k - 1]?.end && periodOnlyBetween(s.lower.slice(revenueEnd, m.start), m) && !perUnitAround) {
        add(out.revenues, monthly(m, s, before, false, titleMonths));
        revenueEnd = m.end;
      } else if (m.period === null && (cashHeldBefore.test(before) || cashLeftAfter.test(s.lower.slice(m.end, m.end + 30))) && !notCashHeld(before)) {
        out.cash.push(figure(m.amount));
      } else if (costsLabel.test(label()) && !perUnitAround) {
        add(out.costs, monthly(m, s, label(), false, titleMonths));
      } else if (revenueLabel.test(label()) && !perUnitAround) {
        add(out.revenues, monthly(m, s, label(), false, titleMonths));
      } else if (m.period === null && cashLabel.test(label()) && !notCashHeld(label())) {
        out.cash.push(figure(m.amount));
      }
    });
    const [scale] = scales;
    if (scale !== undefined && scales.size === 1) for (const { list, m } of unsaid) list.push({ amount: m.amount * scale, stated: m.amount, ownPeriod: false, currency: m.currency, sentence: written.text });
  }
  return out;
}
