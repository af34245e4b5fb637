/**
 * Churn from a base counted at a date and the part of it still there later, in counts, in one sentence: 'Of the 180
 * schools that were live in November 2023, 88 are paying today', '47 institutions were live on 1 July 2024; 24 of them
 * still subscribe today', 'Sur les 1 250 commerçantes actives en janvier 2024, 610 passaient encore commande en
 * décembre'; or those of it said to have left ('...; 19 of them have cancelled since'); or a cohort's share ('Sur la
 * cohorte de patients inscrits en janvier 2024, 46 % ont de nouveau consulté en janvier 2025'). 'Today' is the month the document
 * was written (dated-now.ts), a month named after the count is that month. The share kept over the months between gives
 * a monthly churn (1 − kept^(1/months)), read against the monthly line; only a span of one to thirteen months is read,
 * so a base counted years ago does not pass for a year's loss.
 */
import { statedCount as count } from './stated-count';
import { isHedgedAt } from './assertion';
import { churnSeverity, customersLostWords as lostWords, monthlyChurnFromKept } from './churn-period';
import { highChurnFlag } from './churn-flag';
import { writtenMonth } from './dated-now';
import { statedNumber } from './layout-cells';
import { monthIndex, monthNamesPattern } from './month-names';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const dateAt = String.raw`\b(?:in|en|on|au|le|at|as of)\s(?:\d{1,2}(?:st|nd|rd|th|er)?\s)?(${monthNamesPattern})\s(20\d\d)\b`;
/** 'Of the 180 schools that were live in November 2023, 88 ...', 'Sur les 1 250 commerçantes actives en janvier 2024, 610 ...'. */
const ofTheBase = new RegExp(String.raw`\b(?:of|among|sur|parmi) (?:the |those |our |les |nos |ces )?${count} ([^.;\d]{0,60}?)${dateAt}[^.;\d]{0,15}?,\s*(?:only |just |seules? |seulement )?${count}\b(?: of them| d'entre (?:eux|elles))?\s([^.;]{0,60})`);
/** '47 institutions were live on 1 July 2024; 24 of them still subscribe today'. */
const baseThenPart = new RegExp(String.raw`(?<![\d.,])${count} ([^.;\d]{0,60}?)\b(?:were|was|etaient|etait)\s[^.;\d]{0,25}?${dateAt}[^.\d]{0,10}?[;,]\s*(?:only |just |seules? |seulement )?${count} (?:of them|d'entre (?:eux|elles))\s([^.;]{0,60})`);
/**
 * The date first, the base after it, then the part of 'these' same N: 'en janvier 2023 on en avait 118, et sur ces 118, il y
 * en avait 61 encore chez nous en décembre', 'in March 2024 we had 90, and of those 90, 40 are still with us'. The base is
 * pointed back to by its own count, so a second figure between them is no base.
 */
const dateThenBase = new RegExp(String.raw`${dateAt}[^.;\d]{0,40}?(?<![\d.,])${count}(?![\d%.,]\d)[^.;\d]{0,25}?\b(?:sur|of|among|parmi) (?:ces|these|those) \3\b,?[^.;\d]{0,30}?(?<![\d.,])${count}(?![\d%])\s([^.;]{0,60})`);

/** 'Sur la cohorte de patients inscrits en janvier 2024, 46 % ont de nouveau consulté en janvier 2025': the part as a share. */
const cohortShare = new RegExp(String.raw`\b(?:of|among|sur|parmi|from|de) (?:the |la |les |our |notre |this |cette )?(?:cohort|cohorte)\b[^.;\d]{0,60}?${dateAt}[^.;\d]{0,15}?,\s*(\d{1,2}(?:[.,]\d+)?)\s?%\s([^.;]{0,60})`);

// 'revenus en septembre' (came back), not the English noun 'revenue'.
const keptWords = /\b(still|encore|toujours|again|de nouveau|came back|returned|revenue?s? (en|au|le)|reinscrit\w*|remain\w*|rest(ent|aient)|are (paying|active|live|subscribed|customers|with us)|sont (actifs?|actives|abonnee?s|clientes?|payants?))\b/;
const untilNow = /\b(today|now|to date|aujourd'hui|a ce jour)\b/;
const untilMonth = new RegExp(String.raw`\b(?:in|en|by|au|a fin|fin|at the end of)\s(${monthNamesPattern})(?:\s(20\d\d))?\b`);

export function cohortCountsKept(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived);
  for (const s of written) {
    const counted = ofTheBase.exec(s.lower) ?? baseThenPart.exec(s.lower);
    const dated = counted ? null : dateThenBase.exec(s.lower);
    const shared = counted || dated ? null : cohortShare.exec(s.lower);
    const m = counted ?? dated ?? shared;
    if (!m || isHedgedAt(s.lower, m.index)) continue;
    // A share is a part of a hundred: the same reading as a count.
    const [base, month, year, part, tail = ''] = counted ? [counted[1], counted[3], counted[4], counted[5], counted[6]]
      : dated ? [dated[3], dated[1], dated[2], dated[4], dated[5]] : ['100', m[1], m[2], m[3], m[4]];
    const start = monthIndex.get(month ?? '');
    const total = statedNumber(base ?? '');
    const told = statedNumber(part ?? '');
    if (start === undefined || !(total > 0) || !(told >= 0) || told > total) continue;
    const lost = lostWords.test(tail);
    if (!lost && !keptWords.test(tail) && !untilNow.test(tail)) continue;
    const from = Number(year) * 12 + start;
    const until = untilMonth.exec(tail);
    const untilIndex = until ? monthIndex.get(until[1] ?? '') : undefined;
    const end = untilNow.test(tail) ? writtenMonth(written)
      : until && untilIndex !== undefined ? (until[2] ? Number(until[2]) * 12 + untilIndex : Number(year) * 12 + untilIndex + (untilIndex <= start ? 12 : 0))
      : null;
    if (end === null) continue;
    const months = end - from;
    if (months < 1 || months > 13) continue;
    const kept = (lost ? total - told : told) / total;
    const severity = churnSeverity(monthlyChurnFromKept(kept, months), 'month');
    if (severity) return highChurnFlag(s.text, severity);
  }
  return null;
}
