/**
 * Retention asked and answered in a call or a questionnaire: 'Of the customers you had in January 2024, how many are
 * still with you?' then 'Dawid: 212 of the 410.'; 'Sur les clients que vous aviez en janvier 2024, combien sont encore
 * actifs ?' then 'Environ 190 sur 400.'. The question dates the base and asks for those still there now; the answer
 * gives the pair as counts, which question-answers.ts does not join (it joins answers with a money or a percentage).
 * 'Now' is the latest month the text dates (a transcript's header, a memo's date): about a year after the base's
 * month (11 to 14 months), a share kept under 55% is the guide's high churn.
 */
import { customerNouns } from './churn-counts';
import { statedNumber } from './layout-cells';
import { monthIndex, monthNamesPattern } from './month-names';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import { highChurnFlag } from './churn-flag';

const monthYear = String.raw`(${monthNamesPattern}) (20\d\d)`;
const askedStill = new RegExp(String.raw`\b(?:of|among|sur|parmi|de) (?:the |les |vos |your |tous les )?(?:[a-z]+ )?${customerNouns}\b[^?]{0,40}?\b(?:in|en|at|au|on|since|depuis|from|de) (?:1(?:st|er)? )?${monthYear}\b[^?]{0,20}?\b(?:how many|combien)\b[^?]{0,40}?\b(?:still|encore|toujours)\b[^?]*\?\s*$`);
const count = String.raw`(\d{1,3}(?:[, \u00A0\u202F]\d{3})+|\d+)`;
/** The answer opens on 'N of the M' after its speaker's label, maybe after a hedge. */
const answeredPair = new RegExp(String.raw`^\W*(?:[a-z][a-z' .-]{0,30}(?:\([^)]*\))?\s?:\s)?(?:about |around |roughly |environ |pres de )?${count} (?:of|out of|sur) (?:the |les |nos |our )?${count}\b`);
const datedMonth = new RegExp(String.raw`\b${monthYear}\b`, 'g');
const asCount = (written: string | undefined) => statedNumber((written ?? '').replace(/[ \u00A0\u202F]/g, ','));

/** The latest month the text dates, as months since year 0; 0 when it dates none. */
function latestMonth(sentences: readonly SentenceFacts[]): number {
  let latest = 0;
  for (const s of sentences) {
    for (const m of s.lower.matchAll(datedMonth)) latest = Math.max(latest, Number(m[2]) * 12 + (monthIndex.get(m[1] ?? '') ?? 0));
  }
  return latest;
}

export function churnAskedAndAnswered(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived);
  for (let i = 0; i + 1 < written.length; i += 1) {
    const question = written[i] as SentenceFacts;
    if (!question.lower.endsWith('?')) continue;
    const asked = askedStill.exec(question.lower);
    const answer = asked ? answeredPair.exec((written[i + 1] as SentenceFacts).lower) : null;
    if (!asked || !answer) continue;
    const [kept, base] = [asCount(answer[1]), asCount(answer[2])];
    const months = latestMonth(written) - (Number(asked[3]) * 12 + (monthIndex.get(asked[2] ?? '') ?? 0));
    if (!(base > 0) || !(kept >= 0) || kept > base || months < 11 || months > 14) continue;
    const retained = (100 * kept) / base;
    if (retained >= 55) continue;
    return highChurnFlag(`${question.text} ${(written[i + 1] as SentenceFacts).text}`, retained < 40 ? 'high' : 'medium');
  }
  return null;
}
