/**
 * A customer count that falls between two dates on one line: 'Active merchants: 1,900 on 1 August \u2192 1,760 on 31
 * August', 'Abonnés actifs : 2 400 au 1er mars \u2192 2 150 au 31 mars', 'Paying users went from 5,000 on 1 May to 4,600
 * on 31 May'. At least the fall left in between, whatever joined, so the monthly churn is at least the fall spread
 * over the months between the dates, compounded (as churn-lines.ts reads the same base on two lines). A count that
 * grew says nothing.
 */
import { statedCount as count } from './stated-count';
import { isHedgedAt } from './assertion';
import { customerNouns } from './churn-counts';
import { statedNumber } from './layout-cells';
import { monthIndex, monthNamesPattern } from './month-names';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import { highChurnFlag } from './churn-flag';

const day = String.raw`(?:on |at |au |le )(?:the )?(\d{1,2})(?:st|nd|rd|th|er)? (${monthNamesPattern})\b(?: 20\d\d)?`;
/** The customers, then their count at a first date, then at a second: an arrow, 'to', 'a' between. */
const datedFall = new RegExp(String.raw`\b${customerNouns}\b[^.;\d]{0,30}?${count} ${day}\s?(?:\u2192|->|to|a)\s?${count} ${day}`);

/** Whole months between two days of the year: 1 August to 31 August is one. */
function monthsBetween(fromDay: number, fromMonth: number, toDay: number, toMonth: number): number {
  const days = ((toMonth - fromMonth + 12) % 12) * 30.4 + (toDay - fromDay);
  return Math.max(1, Math.round(days / 30.4));
}

export function churnFromDatedFall(sentences: readonly SentenceFacts[]): RiskFlag | null {
  for (const s of sentences) {
    // Cheap tests first: a day's date and a word or arrow between two counts.
    if (s.projected || !/\u2192|->| to | a /.test(s.lower) || !/\b(on|at|au|le) (the )?\d/.test(s.lower)) continue;
    const m = datedFall.exec(s.lower);
    if (!m || isHedgedAt(s.lower, m.index)) continue;
    const [from, to] = [statedNumber((m[2] ?? '').replace(/[ \u00A0\u202F]/g, ',')), statedNumber((m[5] ?? '').replace(/[ \u00A0\u202F]/g, ','))];
    const [fromMonth, toMonth] = [monthIndex.get(m[4] ?? ''), monthIndex.get(m[7] ?? '')];
    if (!(from > 0) || !(to >= 0) || to >= from || fromMonth === undefined || toMonth === undefined) continue;
    const months = monthsBetween(Number(m[3]), fromMonth, Number(m[6]), toMonth);
    const monthly = 100 * (1 - (to / from) ** (1 / months));
    if (monthly < 5) continue;
    return highChurnFlag(s.text, monthly >= 10 ? 'high' : 'medium');
  }
  return null;
}
