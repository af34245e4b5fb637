/**
 * Churn from a base counted on a month's first day and, in the next written sentence or list line, the part of that
 * base lost or kept, pointed back to by a pronoun that may repeat the count: 'Paying households on 1 January 2024:
 * 1,240' then 'Of those 1,240, households that stopped paying by 31 December: 660'; 'Au 1er janvier 2024, nous
 * comptions 400 coopératives' then 'Au cours de l'année, 210 d'entre elles ont cessé de payer'. The lost or kept count
 * may come before or after its words, which churn-of-these.ts (pronoun first, count next) does not read. A year's span
 * is read against the yearly line; a shorter span as a monthly churn, compounded.
 */
import { isHedgedAt } from './assertion';
import { customerNouns } from './churn-counts';
import { highChurnFlag } from './churn-flag';
import { churnSeverity, monthlyChurnFromKept } from './churn-period';
import { statedNumber } from './layout-cells';
import { monthIndex, monthNamesPattern } from './month-names';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

// Resellers and co-operatives that subscribe are customers like any other; whoever pays or subscribes is one ('Subscribed
// bakeries', '600 salons payaient notre abonnement').
const people = new RegExp(String.raw`\b(?:${customerNouns}|dealers?|cooperatives?|revendeurs?|distributeurs?|paying|subscribed|payaient|payants?|abonnee?s|clientes?)\b`);
const number = String.raw`\d{1,3}(?:[,\u00A0\u202F ]\d{3})+(?!\d)|\d+`;
/** The base's date, a month's first day: 'on 1 January 2024', 'au 1er janvier'. */
const firstDay = new RegExp(String.raw`\b(?:on |at |as of |au |le )?1(?:st|er)? (${monthNamesPattern})(?: (20\d\d))?\b`);
/** Any other date the later line ends the span with: 'by 31 December', 'in December 2024', 'fin décembre'. */
// A month's first day ends the span at that month's start ('still active on 1 April': one month after 1 March).
const endDate = new RegExp(String.raw`\b(?:(?:by|at|on|in|au|le|en|a|fin|end of|the end of) )?(?:(\d{1,2})(?:st|nd|rd|th|er)? )?(${monthNamesPattern})(?: (20\d\d))?\b`);
/** The pronoun pointing back, with the count it may repeat: 'of those 1,240', 'sur ces 420', 'd'entre elles'. */
const backRef = new RegExp(String.raw`\b(?:of|among|out of) (?:these|those|them)(?: (${number}))?\b|\b(?:sur|parmi|de) ces (${number})\b|\bparmi (?:eux|elles|ceux-ci|celles-ci)\b|\bd'entre (?:eux|elles)\b`);
const lostWords = /\b(stopped|ceased|cancell?ed|left|churned|closed|quit|dropped out|no longer|ont (cesse|arrete|resilie|quitte|abandonne)|avaient (cesse|arrete|resilie|quitte)|sont partie?s|ne (payaient|paient) plus)\b/;
const keptWords = /\b(still|encore|toujours|remained|restaient|sont restee?s)\b/;
const negated = /\b(did not|didn't|have not|haven't|had not|n'ont pas|n'avaient pas|not one)\b/;
/** A whole year in words: 'during the year', 'au cours de l'année', 'dans l'année', 'during 2024'. */
const aYear = /\b(during|over|in|throughout) (the year|(?<!\d)20\d\d)\b|\b(au cours de|pendant|durant|dans|sur) l'annee\b/;

const counts = (text: string) => [...text.matchAll(new RegExp(number, 'g'))].map((m) => statedNumber(m[0].replace(/[\u00A0\u202F ]/g, ',')));

/** The base a line counts on a month's first day: its count and month; null unless the line holds one count of customers. */
function base(s: SentenceFacts): { total: number; month: number; year: number | null } | null {
  const dated = firstDay.exec(s.lower);
  if (!dated || !people.test(s.lower) || s.lower.includes('%')) return null;
  const rest = counts(s.lower.replace(dated[0], ' '));
  const month = monthIndex.get(dated[1] ?? '');
  if (rest.length !== 1 || month === undefined || !((rest[0] ?? 0) > 0)) return null;
  return { total: rest[0] ?? 0, month, year: dated[2] ? Number(dated[2]) : null };
}

/** The months from the base's first day to the later line's end: twelve when it says a year, else to its month's end. */
function span(lower: string, from: { month: number; year: number | null }): number | null {
  if (aYear.test(lower)) return 12;
  const end = endDate.exec(lower);
  const month = monthIndex.get(end?.[2] ?? '');
  if (month === undefined) return null;
  const year = end?.[3] ? Number(end[3]) : from.year;
  return (year !== null && from.year !== null ? (year - from.year) * 12 : month < from.month ? 12 : 0) + month - from.month + (end?.[1] === '1' ? 0 : 1);
}

/** The high-churn flag a counted base and the part of it lost or kept, on the next line, state; null when none does. */
export function churnCohortPointedBack(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  for (let i = 0; i + 1 < written.length; i += 1) {
    const [first, second] = [written[i] as SentenceFacts, written[i + 1] as SentenceFacts];
    const counted = base(first);
    const ref = counted ? backRef.exec(second.lower) : null;
    if (!counted || !ref || negated.test(second.lower)) continue;
    const repeated = ref[1] ?? ref[2];
    if (repeated && statedNumber(repeated.replace(/[\u00A0\u202F ]/g, ',')) !== counted.total) continue;
    const tail = second.lower.replace(ref[0], ' ');
    const end = endDate.exec(tail);
    const told = counts(end ? tail.replace(end[0], ' ') : tail);
    const [lost, kept] = [lostWords.test(tail), keptWords.test(tail)];
    if (told.length !== 1 || lost === kept || !((told[0] ?? 0) < counted.total)) continue;
    // 'Of those, 230 could stop paying this year' is a fear, not a loss: the verb's clause must be asserted.
    const verb = (lost ? lostWords : keptWords).exec(second.lower);
    const months = span(tail, counted);
    if (months === null || months < 1 || months > 13 || isHedgedAt(second.lower, verb?.index ?? 0)) continue;
    const share = (lost ? counted.total - (told[0] ?? 0) : told[0] ?? 0) / counted.total;
    const severity = months === 12 ? churnSeverity(100 * (1 - share), 'year') : churnSeverity(monthlyChurnFromKept(share, months), 'month');
    if (severity) return highChurnFlag(`${first.text} ${second.text}`, severity);
  }
  return null;
}
