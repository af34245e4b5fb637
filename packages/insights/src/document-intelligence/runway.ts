/**
 * Runway, stated or implied, in English and French (folded text). Stated: '14 weeks of cash', '5 mois
 * de trésorerie', 'runway of 7 months', 'five months of operating expenses', read in time order so that 'was 4
 * months, now 16' and 'had four months; since the round we have 15' are the later figure and '5 months, down from
 * 14' is 5. Implied: cash in the bank over the monthly burn ('cash $310k',
 * 'burn $85k a month'), or over monthly costs less monthly revenue when no burn is stated.
 */
import { statedNumber } from './layout-cells';
import { valueOf } from './money-words';
import { isModalAt } from './assertion';
import { monthlyAmount, namedPeriodMonthly, quarterSentenceMonthly } from './money';
import { headingMonthly } from './document-period';
import { runwayUntilMonths } from './runway-dates';
import { runwayToldAgain } from './runway-told-again';
import { bareBurn, bareCash, closingCashRow } from './runway-bare-figures';
import { cashToldAfterAnnouncement } from './cash-messages';
import { anotherFigure, cashHeldWord, cashLeftAfter, cashLeftBefore, cashMoving } from './cash-held-words';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { ExtractedData, Finding, RiskFlag, Severity } from './types';
import { spelledNumbersWorth, valuesFrom } from './spelled-numbers';

/**
 * Counts of months in words, compounds first so that 'dix-huit mois' is eighteen, never 'huit mois' (eight).
 * A count is never read from inside a hyphenated word.
 */
const numberWords: Record<string, number> = {
  ...spelledNumbersWorth([...valuesFrom(1, 20), 30]),
  // Round counts: 'une trentaine de semaines', 'a dozen weeks', read as the count they round.
  dozen: 12, dizaine: 10, douzaine: 12, quinzaine: 15, vingtaine: 20, trentaine: 30, quarantaine: 40, cinquantaine: 50,
};
/** Compound tens spelled out, as weeks are counted ('twenty-two weeks', 'vingt-six semaines', 'trente et une semaines'), valued by the money reader's number words. */
const spelledCompound = String.raw`(?:twenty|thirty|forty|fifty)-(?:one|two|three|four|five|six|seven|eight|nine)|(?:vingt|trente|quarante|cinquante)(?:-(?:deux|trois|quatre|cinq|six|sept|huit|neuf)| et une?)`;
const countWords = String.raw`(?<![\w-])(?:\d+|${spelledCompound}|${Object.keys(numberWords).sort((a, b) => b.length - a.length).join('|')})`;
/** A count as written, in digits or in words. */
const countValue = (written: string): number => numberWords[written] ?? valueOf(written.split(' ')) ?? statedNumber(written);

/** Cash said as months of costs: 'five months of operating expenses', 'trois mois d'activité', 'cinq mois de charges'. */
const monthsOfCosts = new RegExp(String.raw`(${countWords}) (months?|mois|weeks?|semaines|quarters?|trimestres?) (of |d'|de )(operations|operating (costs|expenses)|expenses|costs|spending|activite|fonctionnement|exploitation|charges|depenses)\b`);
const monthsOfStem = /(months?|weeks?|quarters?) of |(mois|semaines|trimestres) d/;
const runwayWords = new RegExp(String.raw`\b(runway|autonomie( financiere)?|visibilite financiere|(cash|money|funds|funding|tresorerie|liquidites) (for|to last|to cover|pour tenir|pour) (about |roughly |around |another |only |environ |encore )?(${countWords}) (more |further |de plus )?(months?|mois|weeks?|semaines)|(?<!\b(previsionnel|previsions?|plan|tableau|budget|forecast|projection|flux|sorties nettes|sorties) )(of|de) (cash|money|funds|funding|tresorerie|liquidites)( left| restante?s?| devant nous| disponibles?)?|(cash|money|funds|bank balance|balance|reserves|tresorerie|liquidites|solde bancaire|fonds propres|disponibilites|in the bank|en banque)\b[^.;]{0,40}\b(runs? out|will run out|lasts?|will last|covers?|couvre|couvrira|sera epuisee?|s'epuise(ra)?|tiendra|tenir|permet de tenir|funds? (operations|us|the business)|finance (nos|les) operations))\b`);
// 'Un prévisionnel de trésorerie sur douze mois', 'sorties nettes de trésorerie ... sur les six derniers mois': a forecast's horizon
// or a burn's window, not months of cash left (the 'de trésorerie' of runwayWords is read only after other words).
const duration = new RegExp(String.raw`((?<![\w-])\d+(?:[.,]\d+)?|${countWords})(?:(?<=aine) de|(?<=dozen) of)?\s?(?:more |further |additional |de plus )?(months?|mois|weeks?|semaines|quarters?|trimestres?|years?|ans|annees)\b`, 'g');
/** Years count only as years of cash ('more than two years of cash', 'deux ans de trésorerie'), not as a loan's term or a plan's horizon. */
const yearsOfCash = /^ (of |de |d')(cash|runway|funds|funding|tresorerie|liquidites|autonomie)\b/;

/** Words that put the figure after them earlier in time than the one before them. */
const backwards = /\b(from|down from|up from|compared (with|to)|versus|vs\.?|previously|contre|par rapport a|au lieu de)\b/;
const now = /\b(now|today|currently|desormais|aujourd'hui|actuellement|maintenant)\b/;

const weeksPerMonth = 52 / 12;
const pastRunway = /\b(runway|autonomie|piste de tresorerie)\b[^.;]{0,20}\b(was|were|had been|stood at|fell to|etait|a ete|avait ete)\b/;
/** The company's cash said in a past tense ('we had four months', 'we were down to', 'nous n'avions plus que', 'nous ne disposions que', 'il nous restait'): history when it is the sentence's one count. */
const pastHolding = /\b(we|nous|n'|on)\s?(ne\s|n')?(had|were|was|avions|etions|disposions|avait|etait|restait|restaient)\b/;
const pastDate = /\b(in|en|at the (start|beginning) of|au debut de|debut) (january|february|march|april|mai|june|july|august|september|october|november|december|janvier|fevrier|mars|avril|juin|juillet|aout|septembre|octobre|novembre|decembre|20\d\d)\b|\b(last|l'an|l'annee) (year|quarter|dernier|derniere)\b|\bearlier this year\b|\bil y a\b|\b(\w+|\d+) (months?|years?|weeks?|quarters?) ago\b|\b(before|prior to|ahead of) (the|our|this) (bridge|round|raise|seed|series [a-d]|closing|close|funding|financing|investment)\b|\bavant (la|le|notre|cette|l') ?(levee|tour|bridge|closing|augmentation de capital|financement|investissement)\b/;
/**
 * A bare count after 'now' or 'down to' ('was 18 months at the seed; it is now 5', 'elle est désormais de 5',
 * 'that is down to 6', 'we now have a little over eleven'): the runway now, counted in the earlier figure's unit, like
 * the 'since' count below.
 */
const nowFigure = new RegExp(String.raw`\b(now|today|currently|desormais|aujourd'hui|actuellement|maintenant|down to|ramenee? a|tombee? a)\b(?:\s(?:at|a|de|only|just|seulement|plus que|que|that|cela))?(?:\s(?:have|hold|avons|disposons de))?(?:\s(?:a little over|just over|over|about|around|roughly|nearly|almost|un peu plus de|plus de|environ|pres de))?\s(\d{1,2}|${countWords})\b(?![.,]\d)(?!\s?(%|k\b|m\b|[$\u20AC]|usd|eur|months?|mois|weeks?|semaines|days?|jours))`);
/** A bare count after 'since / depuis' and a verb of having: the runway now, counted in the earlier figure's unit. */
const sinceFigure = /\b(since|depuis)\b(?:[^.;]|\.\d){0,60}?\b(?:we (?:now )?have|we've got|nous en avons|nous avons|il nous en reste|il nous reste)\s(\d{1,2})\b(?!\s?(%|k\b|m\b|[$\u20AC]|usd|eur))/;
/** A sentence opening on a supposition: 'Should we hire ...', 'Were we to ...', 'If we opened ...'. */
const supposition = /^\W*(should|were|had|if|si|en cas d)\b/;

/** The latest runway a sentence states, in months; null when it states none. */
/** 'Our order book covers seven months of activity', 'le carnet de commandes couvre sept mois d'activité': work, not cash. */
const backlogCovers = /\b(order book|backlog|pipeline|signed contracts|contracted (revenue|work)|carnet de commandes|commandes fermes|contrats signes)\b[^.;]{0,30}\b(covers?|couvre|couvrent|represents?|represente|assure|assurent)\b/;
const cashWord = /\b(cash|runway|funds|tresorerie|liquidites|autonomie|disponibilites)\b/;

/** The time the cash leaves, said as what lies ahead in a sentence about cash or burn: 'soit une trentaine de semaines devant nous'. */
const aheadOfUs = /\b(months?|mois|weeks?|semaines|quarters?|trimestres?) (devant nous|ahead of us)\b/;
const cashOrBurn = /\b(cash|tresorerie|liquidites|burn|consommation|decaissements|sorties nettes)\b/;

export function statedRunwayMonths(lower: string): number | null {
  if (!runwayWords.test(lower) && !(monthsOfStem.test(lower) && monthsOfCosts.test(lower)) && !(aheadOfUs.test(lower) && cashOrBurn.test(lower))) return null;
  if (backlogCovers.test(lower) && !cashWord.test(lower)) return null;
  // 'Our runway was 5 months in March': a past runway, dated, with no present one beside it, is history.
  if (pastRunway.test(lower) && pastDate.test(lower) && !now.test(lower)) return null;
  const found: { months: number; at: number; end: number; written: string }[] = [];
  duration.lastIndex = 0;
  for (let m = duration.exec(lower); m; m = duration.exec(lower)) {
    const written = m[1] ?? '';
    const value = countValue(written);
    // 'Twelve months ago I wrote that we had four months of runway': a time back, not a runway.
    if (/^\s+ago\b/.test(lower.slice(m.index + m[0].length))) continue;
    const years = /^(years?|ans|annees)$/.test(m[2] ?? '');
    if (years && !yearsOfCash.test(lower.slice(m.index + m[0].length))) continue;
    // 'our runway could shrink to five months', 'Should we hire ..., runway would drop to 8 months': a possibility, not the runway.
    if (isModalAt(lower, m.index) || (supposition.test(lower) && /\b(would|\w{3,}rait)\b/.test(lower.slice(0, m.index)))) continue;
    found.push({ months: years ? value * 12 : /^(weeks?|semaines)$/.test(m[2] ?? '') ? value / weeksPerMonth : /^(quarters?|trimestres?)$/.test(m[2] ?? '') ? value * 3 : value, at: m.index, end: m.index + m[0].length, written });
  }
  if (found.length === 0 || (found.length === 1 && pastHolding.test(lower) && pastDate.test(lower) && !now.test(lower) && !sinceFigure.test(lower) && !nowFigure.test(lower))) return null;
  // 'We had four months of cash; since the bridge round we have 15', 'depuis la levée, nous en avons 16': the later figure, its unit the earlier one's.
  const since = sinceFigure.exec(lower);
  const first = found[0];
  if (since && first && since.index > first.at) return Number(since[2]) * (first.months / countValue(first.written));
  const bare = nowFigure.exec(lower);
  if (bare && first && bare.index > first.at && !found.some((d) => d.at > bare.index)) return countValue(bare[2] ?? '') * (first.months / countValue(first.written));
  const nowAt = now.exec(lower)?.index;
  if (nowAt !== undefined) {
    const current = found.find((d) => d.at > nowAt);
    if (current) return current.months;
  }
  const second = found[1];
  if (first && second && found.length === 2 && backwards.test(lower.slice(first.end, second.at))) return first.months;
  return found[found.length - 1]?.months ?? null;
}

/** The short-runway finding every runway reader raises: its title and advice said once; severity and (excerpted) evidence the reader's. */
export const shortRunwayFlag = (evidence: string, severity: Severity): RiskFlag => ({
  ruleId: 'short-runway', category: 'financial-health', title: 'Short cash runway', severity, evidence, occurrences: 1,
  recommendation: 'Show a bridge plan: costs that can be cut, and the runway after this round.',
});

export function runwaySeverity(months: number): Severity | null {
  return months < 6 ? 'high' : months < 9 ? 'medium' : null;
}

/** The clause around `index`: from the last ',' or ';' before it to the next one. */
function clauseAround(lower: string, index: number): string {
  const start = Math.max(lower.lastIndexOf(',', index), lower.lastIndexOf(';', index)) + 1;
  const rest = lower.slice(index).search(/[,;]/);
  return lower.slice(start, rest === -1 ? undefined : index + rest);
}

/** Cash held: the first amount written within 30 characters after a cash word, in a sentence about cash held. */
export function cashHeld(sentences: readonly SentenceFacts[]): { amount: number; currency: string; sentence: string } | null {
  let opening: { amount: number; currency: string; sentence: string } | null = null;
  for (const s of sentences) {
    // Every cash word of the sentence: 'net cash outflow was GH\u20B5 2.4m ... and we ended September holding GH\u20B5 5.4m' holds cash in its second.
    for (const m of s.lower.matchAll(cashHeldWord)) {
      // 'With $310k in the bank ..., we need to close this round': the raise is another clause's.
      if (cashMoving.test(clauseAround(s.lower, m.index))) continue;
      // 'Opening cash', 'cash at beginning of period', 'trésorerie d'ouverture': what the period started with, not what is held now.
      if (/\b(opening|beginning|starting)\s*$/.test(s.lower.slice(Math.max(0, m.index - 12), m.index)) || /^\s*(at (the )?(beginning|start)|d'ouverture|au debut|en debut|a l'ouverture)\b/.test(s.lower.slice(m.index + m[0].length, m.index + m[0].length + 25))) {
        opening ??= openingCash(s, m.index + m[0].length);
        continue;
      }
      // After the cash word ('cash at bank: $310k'), or just before it ('250 000 € en banque').
      // An aside in brackets between the word and its figure ('Closing cash (Providus + Wema accounts, 31 Mar): NGN 184.6m') names where the cash is held; it does not count towards the distance.
      const gap = (x: { start: number }) => s.lower.slice(m.index + m[0].length, x.start).replace(/\([^()]{0,60}\)/g, '').length;
      // A label that ends on its colon may run longer ('Cash in bank and mobile wallets on 6 June: USD 96,000').
      const labelled = (x: { start: number }) => gap(x) <= 60 && /:\s*$/.test(s.lower.slice(m.index + m[0].length, x.start)) && !/[.;]/.test(s.lower.slice(m.index + m[0].length, x.start));
      const money = s.money.find((x) => x.start >= m.index && (gap(x) <= 30 || labelled(x)) && x.period === null)
        ?? s.money.find((x) => x.end <= m.index && m.index - x.end <= 20 && x.period === null);
      // Another figure's word between the cash word and the amount ('cash costs: $40k') makes the amount that figure's.
      if (money && !anotherFigure.test(money.start >= m.index ? s.lower.slice(m.index + m[0].length, money.start) : s.lower.slice(money.end, m.index))) {
        return { amount: money.amount, currency: money.currency, sentence: s.text };
      }
    }
  }
  // A model's 'Opening cash (1 December 2026): USD 1.40M' is the cash its months start from: the cash held, when
  // the text has no closing balance (a cash-flow statement's opening line sits above its closing one).
  return leftOver(sentences) ?? (opening && !sentences.some((s) => closingCash.test(s.lower)) ? opening : null) ?? closingCashRow(sentences) ?? cashToldAfterAnnouncement(sentences);
}

const closingCash = /\b(closing|ending|end of (the )?(period|year|month|quarter)|de cloture|a la cloture|fin de (periode|l'exercice|mois))\b/;
function openingCash(s: SentenceFacts, from: number): { amount: number; currency: string; sentence: string } | null {
  const money = s.money.find((x) => x.start >= from && x.start - from <= 30 && x.period === null);
  return money ? { amount: money.amount, currency: money.currency, sentence: s.text } : null;
}

// What is left of the money raised ('have $260k left', 'il nous reste 180 000 €'; cash-held-words.ts), but not what is
// still to be raised or paid ('il reste 3 M EUR à lever').
const stillToDo = /^[^.;,]{0,12}\b(a|to) (lever|payer|rembourser|recevoir|encaisser|financer|investir|raise|pay|repay|collect|receive|invest|spend)\b/;

function leftOver(sentences: readonly SentenceFacts[]): { amount: number; currency: string; sentence: string } | null {
  for (const s of sentences) {
    // A stock of cash has no period; 'raised in 2023 and have $260k left' gives it the sentence's year.
    const money = s.money.find((x) => x.period !== 'month' && (cashLeftAfter.test(s.lower.slice(x.end, x.end + 30)) || cashLeftBefore.test(s.lower.slice(Math.max(0, x.start - 30), x.start))) && !stillToDo.test(s.lower.slice(x.end, x.end + 30)));
    if (money && !isModalAt(s.lower, money.start)) return { amount: money.amount, currency: money.currency, sentence: s.text };
  }
  return null;
}

/**
 * The cash that will be left once a payment already committed has gone out ('we have committed to the deposit ... After
 * it, we will hold GMD 9.2 million of usable cash', 'Une fois le versement fait, il nous restera 1,2 Md'): the cash the
 * months are counted from, not today's balance. Said as certain ('will', 'restera'); 'would' or 'could' is none.
 */
const afterOutflow = /\b(after (it|that|this|the (deposit|payment|repayment|instalment|transfer))|once (it|that|the (deposit|payment|repayment|instalment|transfer)) (is|has been) (paid|made|done|settled)|apres (ca|cela|ce (paiement|versement|depot|remboursement))|une fois (le|ce) (paiement|versement|depot|remboursement) (fait|effectue|verse|paye))\b[^.;]{0,20}\b(we will (hold|have)|we'll (hold|have)|we will be left with|il nous restera|nous aurons|on aura)\s/;
function cashAfterCommittedOutflow(sentences: readonly SentenceFacts[]): { amount: number; currency: string; sentence: string } | null {
  for (const s of sentences) {
    const m = afterOutflow.exec(s.lower);
    const money = m ? s.money.find((x) => x.start >= m.index + m[0].length && x.start - (m.index + m[0].length) <= 20 && x.period === null) : undefined;
    if (money) return { amount: money.amount, currency: money.currency, sentence: s.text };
  }
  return null;
}

function largestMonthly(findings: readonly Finding[], currency: string, headingMonths: number | null, kinds?: ReadonlySet<string>, held?: number): number | null {
  let best: number | null = null;
  for (const f of findings) {
    if (!f.amount || f.amount.currency !== currency || (kinds && !kinds.has(f.kind))) continue;
    // 'Les disponibilités s'élèvent à 5000 k€, alors que la consommation nette ... 30 k€ par mois': the burn words make the
    // sentence's every amount a burn, but the one read as the cash held is a stock, not a month's outflow.
    if (f.amount.period === null && f.amount.amount === held) continue;
    const monthly = monthlyAmount(f.amount) ?? namedPeriodMonthly(f) ?? quarterSentenceMonthly(f) ?? headingMonthly(f, headingMonths) ?? (f.kind === 'burn' ? f.amount.amount : null);
    if (monthly !== null && (best === null || monthly > best)) best = monthly;
  }
  return best;
}

/**
 * Costs with no period of their own, said in the sentence that names the revenue's ('Les produits du mois de mars ... se
 * sont élevés à 8,7 M FCFA, pour des charges décaissées de 24,2 M FCFA'): one period's figures, so the costs are that
 * period's, brought to a month as the revenue is.
 */
function inPeriodOfSentence(cost: Finding, revenues: readonly Finding[]): Finding {
  if (!cost.amount || cost.amount.period !== null || namedPeriodMonthly(cost) !== null) return cost;
  const revenue = revenues.find((r) => r.sentence === cost.sentence && r.amount?.period === null && r.amount.currency === cost.amount?.currency && r.amount.amount > 0);
  const monthly = revenue?.amount ? namedPeriodMonthly(revenue) : null;
  if (!revenue?.amount || monthly === null) return cost;
  return { ...cost, amount: { ...cost.amount, amount: cost.amount.amount * (monthly / revenue.amount.amount), period: 'month' } };
}

/** Runway implied by cash over burn, as a flag; null when the text states a runway or lacks either figure. */
/**
 * The months a raise is to pay for ('nous levons 1,5 Md FCFA pour financer 24 mois d'activité', 'raising $2m to fund 24
 * months'): the runway after the round, not the one the cash held gives now, so it does not stand for it.
 */
const fundedByRaise = /\b(rais(e|es|ed|ing)|levons|levee|lever|round|tour)\b[^.;]{0,80}\b(to fund|to finance|to cover|pour financer|pour couvrir|afin de financer)\b[^.;]{0,20}\b\d+ (months?|mois)\b/;
export const runwayStatedNow = (lower: string): boolean => statedRunwayMonths(lower) !== null && !fundedByRaise.test(lower);

export function impliedRunway(sentences: readonly SentenceFacts[], data: ExtractedData, headingMonths: number | null = null): RiskFlag | null {
  // 'Our runway was 15 months. It is now under 7.': the count told again is the runway now.
  const again = runwayToldAgain(sentences);
  const againSeverity = again ? runwaySeverity(again.months) : null;
  if (again && againSeverity) return shortRunwayFlag(excerpt(again.sentence.text), againSeverity);
  if (sentences.some((s) => runwayStatedNow(s.lower))) return null;
  // 'La trésorerie nous permet de tenir jusqu'à la fin mars 2026', in a letter dated October 2025.
  const until = runwayUntilMonths(sentences);
  const untilSeverity = until ? runwaySeverity(until.months) : null;
  if (until && untilSeverity) {
    return shortRunwayFlag(excerpt(until.sentence.text), untilSeverity);
  }
  const cash = cashAfterCommittedOutflow(sentences) ?? cashHeld(sentences);
  if (!cash) return bareRunway(sentences);
  const burn = largestMonthly(data.expenses, cash.currency, headingMonths, new Set(['burn']), cash.amount)
    ?? Math.max(0, (largestMonthly(data.expenses.map((f) => inPeriodOfSentence(f, data.revenue)), cash.currency, headingMonths) ?? 0) - (largestMonthly(data.revenue, cash.currency, headingMonths) ?? 0));
  const monthlyBurn = burn || bareBurn(sentences);
  if (!monthlyBurn) return null;
  const severity = runwaySeverity(cash.amount / monthlyBurn);
  if (!severity) return null;
  return shortRunwayFlag(excerpt(cash.sentence), severity);
}

/** Cash over burn when a chat says both with bare figures ('on est à 38 M', 'on sort environ 9 M par semaine en net'). */
function bareRunway(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const cash = bareCash(sentences);
  const burn = cash ? bareBurn(sentences) : 0;
  const severity = cash && burn > 0 ? runwaySeverity(cash.amount / burn) : null;
  return cash && severity ? shortRunwayFlag(excerpt(cash.sentence.text), severity) : null;
}
