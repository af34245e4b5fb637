/**
 * A cohort's retention said by dates, not by months elapsed: 'Cohorte de janvier 2025 : 1 000 abonnés ; 470 encore
 * actifs en janvier 2026', 'March 2024 cohort: 2,000 customers, 900 still active in March 2025'. The months between
 * the two dates are the cohort's age; at a year (11 to 13 months) a share still active under 55% is the guide's high
 * churn, as a cohort table's twelve-month column is (cohort-retention.ts). Written in English and French.
 */
import { statedNumber } from './layout-cells';
import { monthIndex, monthNamesPattern } from './month-names';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import { highChurnFlag } from './churn-flag';

const count = String.raw`(\d{1,3}(?:[ ,.\u00A0\u202F]\d{3})+|\d+)`;
const people = String.raw`(?:[a-z]+ )?(?:customers|clients|users|subscribers|members|merchants|buyers|households|abonnes|utilisateurs|membres|marchands|acheteurs|foyers|menages)`;
// 'janvier 2025', 'Jan-2025' (a sheet's or chat's short form).
const date = String.raw`(${monthNamesPattern})[\s-](20\d\d)`;
const stillActive = String.raw`(?:still|encore|toujours) (?:active|paying|subscribed|ordering|buying|actifs?|actives?|abonnes|payants|clients)`;
// The cohort's date before or after the word cohort, its size, then the count still active at a later date.
const cohortByDates = new RegExp(
  String.raw`\b(?:(?:cohort|cohorte)\s(?:of\s|de\s|d')?${date}|${date}\scohort)\s?[:\-\u2013\u2014]?\s?${count}\s${people}\b\s?[;,]?\s?(?:and\s|et\s|dont\s|of whom\s|with\s)?${count}\s(?:${people}\s|(?:sont\s|are\s)?)?${stillActive}\b[^.;\d]{0,20}?\b(?:in|en|at|a|by|au)\s(?:(?:debut|fin|end of|start of)\s(?:de\s|d')?)?${date}`,
);

/**
 * The cohort's size on one line and those still active on the next, as a chat or a sheet's notes give them: 'Jan-2025
 * cohort: 950 households signed' then '[12/01/2026 08:42] Brian: still paying in Dec-2025: 380'. Read on the two lines joined.
 */
const cohortThenLaterLine = new RegExp(
  String.raw`\b(?:(?:cohort|cohorte)\s(?:of\s|de\s|d')?${date}|${date}\scohorte?)\s?[:\-\u2013\u2014]?\s?${count}\s${people}\b[^.;]{0,60}?\b${stillActive}\s(?:in|en|at|a|by|au)\s${date}\s?:\s?${count}(?![\d%])`,
);

const asCount = (written: string | undefined) => statedNumber((written ?? '').replace(/[ .\u00A0\u202F]/g, ','));

/** The share of a cohort still active about a year after it started (11 to 13 months), in percent; null otherwise. */
function retainedAtYear(start: [string | undefined, string | undefined], end: [string | undefined, string | undefined], base: number, active: number): number | null {
  const [startMonth, endMonth] = [monthIndex.get(start[0] ?? ''), monthIndex.get(end[0] ?? '')];
  if (startMonth === undefined || endMonth === undefined || !(base > 0) || !(active >= 0) || active > base) return null;
  const months = (Number(end[1]) - Number(start[1])) * 12 + (endMonth - startMonth);
  return months >= 11 && months <= 13 ? (100 * active) / base : null;
}

/** The share retained a year on, and the words that state it: one sentence, or it and the next. */
function retainedOf(s: SentenceFacts, next: SentenceFacts | undefined): { retained: number | null; text: string } {
  const m = cohortByDates.exec(s.lower);
  if (m) return { retained: retainedAtYear([m[1] ?? m[3], m[2] ?? m[4]], [m[7], m[8]], asCount(m[5]), asCount(m[6])), text: s.text };
  const split = next ? cohortThenLaterLine.exec(`${s.lower} ${next.lower}`) : null;
  const retained = split ? retainedAtYear([split[1] ?? split[3], split[2] ?? split[4]], [split[6], split[7]], asCount(split[5]), asCount(split[8])) : null;
  return { retained, text: `${s.text} ${next?.text ?? ''}` };
}

export function cohortRetentionByDates(sentences: readonly SentenceFacts[]): RiskFlag | null {
  for (let i = 0; i < sentences.length; i += 1) {
    const s = sentences[i] as SentenceFacts;
    if (!s.lower.includes('cohort')) continue;
    const { retained, text } = retainedOf(s, sentences[i + 1]);
    if (retained === null || retained >= 55) continue;
    return highChurnFlag(text, retained < 40 ? 'high' : 'medium');
  }
  return null;
}
