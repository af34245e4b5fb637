/**
 * Runway stated as the month the cash lasts until ('la trésorerie nous permet de tenir jusqu'à la fin mars 2026',
 * 'our cash carries us through February 2026'), counted from the date the document is written (its first dated
 * line: 'Casablanca, le 15 octobre 2025', 'Investor update, 3 May 2025', or a chat message's stamp '[03/07/2025, 21:14]').
 * Without a date of writing the months are unknown and nothing is read.
 */
import type { SentenceFacts } from './sentence-facts';
import { isModalAt } from './assertion';
import { monthIndex, monthNamesPattern } from './month-names';
import { reportMonthOfTitle } from './document-period';
import { cashHeldWordInChat } from './cash-held-words';

/** A date of writing: a day, a month and a year ('15 octobre 2025', '3 May 2025'), or a month and a year. */
const writtenOn = new RegExp(String.raw`\b(?:([0-3]?\d)(?:st|nd|rd|th|er)? )?(${monthNamesPattern}) (20\d\d)\b`);
/**
 * The cash said to last until a month ('tenir jusqu'a la fin mars 2026', 'last until the end of February 2026', 'carries us
 * through June 2026', 'enough cash to get us to April'). A month written without its year is its first coming after the date
 * of writing ('our cash lasts until March', in a letter of November 2025, is March 2026).
 */
// The point in the month may be rounded or a week ('until about the second week of September', 'jusqu'à mi-juin'): still that month.
const lastsUntil = new RegExp(String.raw`\b(cash|money|funds|runway|tresorerie|liquidites|we|nous)\b[^.;]{0,60}\b(until|till|through|into|(?:get|gets|getting|take|takes|carry|carries) (?:us|the company|the business) (?:to|into|through)|jusqu'(?:a|au|en)|jusqu'a la)\s(?:(?:about|around|roughly|approximately|environ) )?(?:(the )?(?:end|middle|start|beginning|(?:first|second|third|fourth|last) week) of |(la )?(?:fin|mi|debut) (de |d')?|mi-)?(?<month>${monthNamesPattern})(?: (?<year>20\d\d))?\b`);
/**
 * A sentence whose subject points back to the cash of the line before ('Bank balance today GMD 1.2m' then 'That covers
 * payroll, fuel and the loan instalments until September'): read as if the cash were named in it.
 */
const coversBack = /^\W*(that|this|it|which|ca|cela)\s(covers?|carries|keeps|gets|takes|lasts?|will (cover|last|carry|keep|get|take)|couvre|tient|nous (mene|amene|emmene))\b/;
/** A chat message's stamp, day first as the exports we read write it ('[03/07/2025, 21:14]', '[03/02/25, 07:52]'). */
const chatStamp = /^\[?(\d{1,2})[/.](\d{1,2})[/.](20\d\d|\d\d),?\s+\d{1,2}:\d{2}/;

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
  const stamped = written ? null : stampOf(own);
  // A report on a month with no date of writing ('November update') is written at that month's end; its year unknown.
  const reportMonth = written || stamped ? null : reportMonthOfTitle(sentences);
  if (!written && !stamped && reportMonth === null) return null;
  for (const [i, s] of own.entries()) {
    if (i <= at) continue;
    const previous = own[i - 1];
    // The subject opens the sentence, so the items it covers may run long before 'until': read from 'until' on.
    const line = s.lower.replace(chatStampLine, '');
    const untilAt = Math.max(0, line.search(/\b(until|till|through|jusqu)/));
    const said = lastsUntil.exec(s.lower);
    const back = !said && previous && coversBack.test(line) && cashHeldWordInChat.test(previous.lower) ? lastsUntil.exec(`cash ${line.slice(untilAt)}`) : null;
    const until = said ?? back;
    // 'Cash could last until March if the grant comes', 'That would cover us until May': a possibility, not the runway.
    if (!until || (said ? isModalAt(s.lower, said.index + said[0].lastIndexOf(said[2] ?? '')) : isModalAt(line, untilAt))) continue;
    // 'Il reste avec nous jusqu'à fin février pour accompagner Nadège': a person staying to hand over, not the cash lasting.
    if (personStays.test(s.lower.slice(0, until.index + until[0].length))) continue;
    const dated = written ? { day: Number(written[1] ?? 1), month: monthIndex.get(written[2] ?? '') ?? 0, year: Number(written[3]) } : stamped;
    if (!dated && until.groups?.year) return null;
    const writtenMonth = dated ? dated.month : reportMonth ?? 0;
    const writtenYear = dated ? dated.year : 0;
    const from = dated ? writtenYear * 12 + writtenMonth + (dated.day - 1) / 30 : writtenMonth + 1;
    const month = monthIndex.get(until.groups?.month ?? '') ?? 0;
    const year = until.groups?.year ? Number(until.groups.year) : writtenYear + (month < writtenMonth ? 1 : 0);
    // Until a month is to its end, whether or not 'the end of' is written.
    const to = year * 12 + month + 1;
    return to > from ? { months: to - from, sentence: s } : null;
  }
  return null;
}

/** The date of a chat's first stamped message: day, month (0 = January) and year; null when no line is stamped or the stamp is no date. */
function stampOf(own: readonly SentenceFacts[]): { day: number; month: number; year: number } | null {
  const stamp = own.map((s) => chatStamp.exec(s.lower)).find((m) => m !== null);
  if (!stamp) return null;
  const [day, month, year] = [Number(stamp[1]), Number(stamp[2]), Number(stamp[3])];
  if (day < 1 || day > 31 || month < 1 || month > 12) return null;
  return { day, month: month - 1, year: year < 100 ? 2000 + year : year };
}
const chatStampLine = /^\[?\d{1,2}[/.]\d{1,2}[/.]\d{2,4},?\s+\d{1,2}:\d{2}\]?\s*[^:]{0,40}:\s*/;
