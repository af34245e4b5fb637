/**
 * Runway stated as the month the cash lasts until ('la trésorerie nous permet de tenir jusqu'à la fin mars 2026',
 * 'our cash carries us through February 2026'), counted from the date the document is written (its first dated
 * line: 'Casablanca, le 15 octobre 2025', 'Investor update, 3 May 2025'). Without a date of writing the months
 * are unknown and nothing is read.
 */
import type { SentenceFacts } from './sentence-facts';
import { isModalAt } from './assertion';
import { monthIndex, monthNamesPattern } from './month-names';
import { reportMonthOfTitle } from './document-period';

/** A date of writing: a day, a month and a year ('15 octobre 2025', '3 May 2025'), or a month and a year. */
const writtenOn = new RegExp(String.raw`\b(?:([0-3]?\d)(?:st|nd|rd|th|er)? )?(${monthNamesPattern}) (20\d\d)\b`);
/**
 * The cash said to last until a month ('tenir jusqu'a la fin mars 2026', 'last until the end of February 2026', 'carries us
 * through June 2026', 'enough cash to get us to April'). A month written without its year is its first coming after the date
 * of writing ('our cash lasts until March', in a letter of November 2025, is March 2026).
 */
const lastsUntil = new RegExp(String.raw`\b(cash|money|funds|runway|tresorerie|liquidites|we|nous)\b[^.;]{0,60}\b(until|till|through|into|(?:get|gets|getting|take|takes|carry|carries) (?:us|the company|the business) (?:to|into|through)|jusqu'(?:a|au|en)|jusqu'a la)\s(?:(the )?end of |(la )?fin (de |d')?)?(?<month>${monthNamesPattern})(?: (?<year>20\d\d))?\b`);

/**
 * A person, not the cash, stays until the month: 'He stays on with us until the end of March to hand over', 'Il reste
 * avec nous jusqu'à fin février', 'elle restera en poste jusqu'en juin'. Read up to the month named.
 */
const personStays = /\b(he|she|il|elle|who|qui)\s+(will\s+)?(stay|stays|remain|remains|reste|restera|demeure|demeurera)\b|\b(stays?|staying|remains?|reste|restera|demeure|demeurera)\s+(on\s+)?(with us|avec nous|en poste|in (post|role|his role|her role|office))\b/;

/** Months from the document's date of writing to the month its cash is said to last until, with the sentence saying it; null when either is missing. */
export function runwayUntilMonths(sentences: readonly SentenceFacts[]): { months: number; sentence: SentenceFacts } | null {
  // The text's own lines only: a line read with the layout may join the date to the sentence after it.
  const own = sentences.filter((s) => !s.derived);
  const at = own.findIndex((s) => writtenOn.test(s.lower));
  const written = at >= 0 ? writtenOn.exec(own[at]?.lower ?? '') : null;
  // A report on a month with no date of writing ('November update') is written at that month's end; its year unknown.
  const reportMonth = written ? null : reportMonthOfTitle(sentences);
  if (!written && reportMonth === null) return null;
  for (const s of own.slice(at + 1)) {
    const until = lastsUntil.exec(s.lower);
    // 'Cash could last until March if the grant comes': a possibility, not the runway.
    if (!until || isModalAt(s.lower, until.index + until[0].lastIndexOf(until[2] ?? ''))) continue;
    // 'Il reste avec nous jusqu'à fin février pour accompagner Nadège': a person staying to hand over, not the cash lasting.
    if (personStays.test(s.lower.slice(0, until.index + until[0].length))) continue;
    if (!written && until.groups?.year) return null;
    const writtenMonth = written ? monthIndex.get(written[2] ?? '') ?? 0 : reportMonth ?? 0;
    const writtenYear = written ? Number(written[3]) : 0;
    const from = written ? writtenYear * 12 + writtenMonth + (Number(written[1] ?? 1) - 1) / 30 : writtenMonth + 1;
    const month = monthIndex.get(until.groups?.month ?? '') ?? 0;
    const year = until.groups?.year ? Number(until.groups.year) : writtenYear + (month < writtenMonth ? 1 : 0);
    // Until a month is to its end, whether or not 'the end of' is written.
    const to = year * 12 + month + 1;
    return to > from ? { months: to - from, sentence: s } : null;
  }
  return null;
}
