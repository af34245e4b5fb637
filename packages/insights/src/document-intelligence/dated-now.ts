/**
 * 'Today' and 'now' read against the date a document was written ('founder blog, Nairobi, 20 January 2026', 'Abidjan,
 * le 3 mars 2026'), given in its first lines: a cohort 'still paying today' is measured from its start month to that
 * date, and a count 'we now have' is the base a target 'by December 2026' is reached from. Two readings:
 * - a cohort's share still active today, about a year after it started (11 to 13 months), under the guide's 55% is
 *   high churn: 'Of the parents who subscribed in January 2025, 48% are still paying today' written in January 2026;
 * - a count said now and a target of the same thing by a month within a year of writing, 4x or more, is unrealistic
 *   growth: 'We now have 20,000 paying families' then 'we will reach 120,000 paying families by December 2026'.
 */
import { isHedgedAt } from './assertion';
import { statedNumber } from './layout-cells';
import { monthIndex, monthNamesPattern } from './month-names';
import { growthFlag } from './projected-jump';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import { highChurnFlag } from './churn-flag';

const dated = new RegExp(String.raw`\b(?:[0-3]?\d(?:st|nd|rd|th|er)? )?(${monthNamesPattern}) (20\d\d)\b`);
/** A mail's or memo's labelled date line ('Date: 3 July 2025', 'Date : 12 mars 2026'). */
const dateLine = /^\W*date\s?:/;
const quarterDated = /\b(?:q|t)([1-4])\s?(20\d\d)\b/;
/**
 * The month the document was written, as a count of months (year × 12 + month): from its labelled date line among its
 * first ten lines (a header may follow a line put before it), else from a date in its first three lines, else a quarter there.
 */
export function writtenMonth(written: readonly SentenceFacts[]): number | null {
  const labelled = written.slice(0, 10).find((s) => dateLine.test(s.lower));
  for (const s of [...(labelled ? [labelled] : []), ...written.slice(0, 3)]) {
    const m = dated.exec(s.lower);
    const month = monthIndex.get(m?.[1] ?? '');
    if (m && month !== undefined) return Number(m[2]) * 12 + month;
  }
  // A quarter's update ('Q3 2025 investor update', 'Point T3 2025') is written as the quarter closes: its last month.
  const quarter = written.slice(0, 3).map((s) => quarterDated.exec(s.lower)).find(Boolean);
  return quarter ? Number(quarter[2]) * 12 + Number(quarter[1]) * 3 - 1 : null;
}

const share = String.raw`(\d{1,2}(?:[.,]\d+)?)\s?%`;
// The cohort looked at ('Looking at the cohort that was with us on 1 October 2024, only 48% are still customers today'),
// dated by its month or by a day of it, its share kept said 'only' ('seuls 48 %').
const cohortToday = new RegExp(String.raw`\b(?:of|among|sur|parmi|at|pour) (?:the |those |our |les |nos |ces |la |le |l')?[a-z' -]{0,30}?(?:who|that|qui|ayant)\b[^.;]{0,40}?\b(?:in|en|on|le|au)(?: [0-3]?\d(?:st|nd|rd|th|er)?)? (${monthNamesPattern}) (20\d\d),\s*(?:only |just |seulement |seuls |seules )?${share} (?:are|remain|sont|restent) (?:still |encore |toujours )?(?:paying|active|subscribed|customers|with us|payants?|actifs?|abonnes|clients)\b[^.;]{0,20}\b(today|now|to date|aujourd'hui|a ce jour)\b`);

export function cohortStillActiveToday(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived);
  for (const s of written) {
    // The cheap test first: a sentence that says today at all.
    if (!/\b(today|now|to date|aujourd'hui|a ce jour)\b/.test(s.lower) || !s.lower.includes('%')) continue;
    const m = cohortToday.exec(s.lower);
    const now = m ? writtenMonth(written) : null;
    const start = monthIndex.get(m?.[1] ?? '');
    if (!m || now === null || start === undefined || isHedgedAt(s.lower, m.index)) continue;
    const months = now - (Number(m[2]) * 12 + start);
    const kept = statedNumber(m[3] ?? '');
    if (months < 11 || months > 13 || !(kept < 55)) continue;
    return highChurnFlag(s.text, kept < 40 ? 'high' : 'medium');
  }
  return null;
}

const count = String.raw`(?<![\d.,])(\d{1,3}(?:[\u00A0\u202F ,]\d{3})+|\d{1,6})\s([a-z][a-z'-]{3,})\b(?![^.;]{0,3}%)`;
const countNow = new RegExp(String.raw`\b(now|today|currently|at present|aujourd'hui|actuellement)\b[^.;\d]{0,20}${count}`);
const countByMonth = new RegExp(String.raw`\b(will|shall|aim to|plan to|target|objectif|visons|atteindrons|comptons)\b[^.;\d]{0,25}${count}[^.;\d]{0,30}\b(?:by|d'ici|avant)\s(?:(?:the )?end of |(?:la )?fin )?(${monthNamesPattern}) (20\d\d)\b`);
const notThing = /^(fcfa|francs?|euros?|dollars?|millions?|milliards?|billions?|thousand|mille|months?|mois|years?|ans|annees|days?|jours|weeks?|semaines|percent|pour)$/;

export function countNowToDatedTarget(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived);
  const bases = written.map((s) => countNow.exec(s.lower)).filter((m): m is RegExpExecArray => m !== null);
  if (bases.length === 0) return null;
  const now = writtenMonth(written);
  if (now === null) return null;
  for (const s of written) {
    const target = countByMonth.exec(s.lower);
    const month = monthIndex.get(target?.[4] ?? '');
    if (!target || month === undefined || notThing.test(target[3] ?? '') || isHedgedAt(s.lower, target.index)) continue;
    const months = Number(target[5]) * 12 + month - now;
    if (months < 1 || months > 12) continue;
    const aimed = Number((target[2] ?? '').replace(/[\u00A0\u202F ,]/g, ''));
    const base = bases.find((b) => b[3] === target[3]);
    const from = Number((base?.[2] ?? '').replace(/[\u00A0\u202F ,]/g, ''));
    if (from > 0 && aimed / from >= 4) return growthFlag(s.text);
  }
  return null;
}
