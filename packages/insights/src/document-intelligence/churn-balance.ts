/**
 * Churn from a customer balance told on separate lines: the count on a month's first day, those won in the period
 * and the count on a later day ('Fleets on 1 January: 400', 'New fleets signed January–June: 150', 'Fleets on 30
 * June: 410'; 'Au 1er avril : 600 officines', '85 nouvelles officines', 'Au 30 juin : 610 officines'), over months or
 * within one ('Officines abonnées au 1er mai : 212' ... 'au 31 mai : 221'). Those lost are
 * the opening count plus those won less the closing count (140 of 400 here), whatever the text calls them; over the
 * months between the dates that is a monthly churn, compounded as churn-dated-fall.ts reads a fall on one line.
 */
import { statedCount as count } from './stated-count';
import { isHedgedAt } from './assertion';
import { customerNouns } from './churn-counts';
import { monthlyChurnFromKept } from './churn-period';
import { statedNumber } from './layout-cells';
import { monthIndex, monthNamesPattern } from './month-names';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import { highChurnFlag } from './churn-flag';

const dated = String.raw`(?:on|at|au|as (?:of|at)) (?:the )?(\d{1,2})(?:st|nd|rd|th|er)? (${monthNamesPattern})\b(?: 20\d\d)?`;
/** 'Fleets on 1 January: 400', 'active merchants at 1st March 2,400': the people, the day, the count. */
const countAfterDay = new RegExp(String.raw`\b${customerNouns}\b[^.;:\d\n]{0,20}? ${dated}\s?:?\s${count}(?![\d%.,])`);
/** 'Au 1er avril : 600 officines', 'On 1 March: 2,400 riders': the day, the count, the people. */
const dayThenCount = new RegExp(String.raw`(?:^|[\s(])${dated}\s?:?\s${count} (?:[a-z-]+ )?${customerNouns}\b`);
/** Those won: 'New fleets signed January–June: 150', 'signed 85 new schools', '85 nouvelles officines'. */
const won = String.raw`(?<won>\d{1,3}(?:[, \u00A0\u202F]\d{3})+|\d+)`;
const wonLabel = new RegExp(String.raw`\b(?:new|nouveaux|nouvelles) (?:[a-z-]+ )?${customerNouns}\b[^.;:\d\n]{0,40}:\s?${won}(?![\d%.,])`);
const wonCount = new RegExp(String.raw`(?<![\d,.])${won} (?:new|nouveaux|nouvelles) (?:[a-z-]+ )?${customerNouns}\b`);

interface Dated { count: number; day: number; month: number; noun: string; sentence: SentenceFacts }

const stem = (noun: string) => noun.replace(/(es|s)$/, '');

function datedCounts(s: SentenceFacts): Dated[] {
  const found: Dated[] = [];
  const after = countAfterDay.exec(s.lower);
  if (after) found.push({ count: statedNumber((after[4] ?? '').replace(/[ \u00A0\u202F]/g, ',')), day: Number(after[2]), month: monthIndex.get(after[3] ?? '') ?? -1, noun: stem(after[1] ?? ''), sentence: s });
  const before = dayThenCount.exec(s.lower);
  if (before) found.push({ count: statedNumber((before[3] ?? '').replace(/[ \u00A0\u202F]/g, ',')), day: Number(before[1]), month: monthIndex.get(before[2] ?? '') ?? -1, noun: stem(before[4] ?? ''), sentence: s });
  return found.filter((d) => d.month >= 0 && d.count > 0 && !isHedgedAt(s.lower, 0));
}

function wonIn(sentences: readonly SentenceFacts[]): number | null {
  for (const s of sentences) {
    if (s.projected) continue;
    const m = wonLabel.exec(s.lower) ?? wonCount.exec(s.lower);
    if (m) return statedNumber((m.groups?.won ?? '').replace(/[ \u00A0\u202F]/g, ','));
  }
  return null;
}

export function churnFromBalance(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const counts = sentences.filter((s) => !s.projected && /\d/.test(s.lower)).flatMap(datedCounts);
  const opening = counts.find((d) => d.day === 1);
  if (!opening) return null;
  // The close may fall in the opening's own month ('au 1er mai : 212' then 'au 31 mai : 221'): a month's balance.
  const closing = counts.find((d) => d !== opening && d.noun === opening.noun && d.day >= 28);
  const gained = closing ? wonIn(sentences) : null;
  if (!closing || gained === null || !(gained > 0)) return null;
  const lost = opening.count + gained - closing.count;
  if (!(lost > 0) || lost >= opening.count) return null;
  const months = ((closing.month - opening.month + 12) % 12) + 1;
  const monthly = monthlyChurnFromKept(1 - lost / opening.count, months);
  if (monthly < 5) return null;
  return highChurnFlag(closing.sentence.text, monthly >= 10 ? 'high' : 'medium');
}
