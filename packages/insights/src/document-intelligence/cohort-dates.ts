/**
 * A cohort's retention said by dates, not by months elapsed: 'Cohorte de janvier 2025 : 1 000 abonnés ; 470 encore
 * actifs en janvier 2026', 'March 2024 cohort: 2,000 customers, 900 still active in March 2025'. The months between
 * the two dates are the cohort's age; at a year (11 to 13 months) a share still active under 55% is the guide's high
 * churn, as a cohort table's twelve-month column is (cohort-retention.ts). Written in English and French.
 */
import { statedNumber } from './layout-cells';
import { monthIndex, monthNamesPattern } from './month-names';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const count = String.raw`(\d{1,3}(?:[ ,.\u00A0\u202F]\d{3})+|\d+)`;
const people = String.raw`(?:[a-z]+ )?(?:customers|clients|users|subscribers|members|merchants|buyers|abonnes|utilisateurs|membres|marchands|acheteurs)`;
const date = String.raw`(${monthNamesPattern})\s(20\d\d)`;
const stillActive = String.raw`(?:still|encore|toujours) (?:active|paying|subscribed|ordering|buying|actifs?|actives?|abonnes|payants|clients)`;
// The cohort's date before or after the word cohort, its size, then the count still active at a later date.
const cohortByDates = new RegExp(
  String.raw`\b(?:(?:cohort|cohorte)\s(?:of\s|de\s|d')?${date}|${date}\scohort)\s?[:\-\u2013\u2014]?\s?${count}\s${people}\b\s?[;,]?\s?(?:and\s|et\s|dont\s|of whom\s|with\s)?${count}\s(?:${people}\s|(?:sont\s|are\s)?)?${stillActive}\b[^.;\d]{0,20}?\b(?:in|en|at|a|by|au)\s(?:(?:debut|fin|end of|start of)\s(?:de\s|d')?)?${date}`,
);

export function cohortRetentionByDates(sentences: readonly SentenceFacts[]): RiskFlag | null {
  for (const s of sentences) {
    const m = cohortByDates.exec(s.lower);
    if (!m) continue;
    const startMonth = monthIndex.get(m[1] ?? m[3] ?? '');
    const startYear = Number(m[2] ?? m[4]);
    const endMonth = monthIndex.get(m[7] ?? '');
    const endYear = Number(m[8]);
    const base = statedNumber((m[5] ?? '').replace(/[ .\u00A0\u202F]/g, ','));
    const active = statedNumber((m[6] ?? '').replace(/[ .\u00A0\u202F]/g, ','));
    if (startMonth === undefined || endMonth === undefined || !(base > 0) || !(active >= 0) || active > base) continue;
    const months = (endYear - startYear) * 12 + (endMonth - startMonth);
    if (months < 11 || months > 13) continue;
    const retained = (100 * active) / base;
    if (retained >= 55) continue;
    return {
      ruleId: 'high-churn', category: 'financial-health', title: 'Customer churn is high', severity: retained < 40 ? 'high' : 'medium',
      evidence: excerpt(s.text), occurrences: 1,
      recommendation: 'Show churn by monthly cohort, why customers leave, and what has been done about it.',
    };
  }
  return null;
}
