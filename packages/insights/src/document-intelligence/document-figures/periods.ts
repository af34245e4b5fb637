/**
 * A period as a document names it, read into a place in time so that figures can be set in order: a month
 * ('Jan-24', 'juillet', 'September 2025'), a quarter ('Q3 2025', 'T2'), a half ('H1 2024', 'S2'), a week ('S36',
 * 'W12', 'semaine 14', 'week 3') or a year ('2025', 'FY2024', a season's closing year: 'Campagne 2023-2024'). Tables' own period cells (layout-periods.ts) and the
 * month names of month-names.ts are the vocabulary; this module adds weeks and years and a common scale.
 */
import { isPeriod } from '../layout-periods';
import { fold } from '../layout-cells';
import { monthIndex } from '../month-names';
import { currencyCodes } from '@baobab/contracts/currencies';

/** 'compared': a figure set against another ('$1.24M against $1.31M in Q2'), the reference first (index 0), the figure stated second. */
export type PeriodKind = 'week' | 'month' | 'quarter' | 'half' | 'year' | 'compared';

export interface Period {
  kind: PeriodKind;
  /** Its year when written (a two-digit year as 20xx), else null. */
  year: number | null;
  /** Its place within the year: the week, month (0-11), quarter or half; 0 for a year. */
  index: number;
}

// '2025-04', '04/2025': a month as exports and spreadsheets write it.
const isoMonth = /^(20\d\d)[-/](0?[1-9]|1[0-2])$|^(0?[1-9]|1[0-2])[-/](20\d\d)$/;
// 'S1 2024', 'S1-2025', 'S2' are a year's halves (semestres), as the layout reads them (layout-periods.ts); 'S36', 'S01', 'W2' are weeks.
const week = /^(?:s(?![12](?:[\s-]|$))|w|wk|week|sem\.?|semaine)\s?(\d{1,2})(?:[\s-]+(20\d\d))?$/;
// A year marked as the accounts' ('2024A', '2024 réel', '2023 réalisé', '2024 actual'): that year (actualColumn below).
const year = /^(?:fy\s?|exercice\s)?(20\d\d)(?:\s?a|\s(?:reel|realise|actual|actuals|act))?$|^fy\s?'?(\d\d)$/;
/** A column the header marks as the accounts', not the plan's ('2024 réel', '2024A'). */
export const actualColumn = (written: string): boolean => /^(?:fy\s?|exercice\s)?20\d\d(?:\s?a|\s(?:reel|realise|actual|actuals|act))$/.test(fold(written).trim().replace(/\.$/, ''));
const yearClose = /^(?:au\s|at\s)?31[/.-]12[/.-](20\d\d)$/;
/** A season or fiscal year over two years ('Campagne 2023-2024', '2023/24 season', 'Exercice 2023-24'): its closing year. */
const seasonYear = /^(?:(?:campagne|saison|season|exercice|fy|crop year|harvest|recolte)\s)?20(\d\d)\s?[-/\u2013]\s?(?:20)?(\d\d)(?:\s(?:season|saison|campaign|campagne|harvest))?$/;
const subPeriod = /^([qt])([1-4])|^([hs])([12])/;
const yearOf = (cell: string): number | null => {
  const m = /(20\d\d)\b|'(\d\d)$|[\s-](\d\d)$/.exec(cell);
  if (!m) return null;
  return m[1] ? Number(m[1]) : 2000 + Number(m[2] ?? m[3]);
};

/** A month's name alone or shortened, to its place in the year ('juil', 'sept', 'january'). */
const monthOf = (word: string): number | undefined => monthIndex.get(word) ?? [...monthIndex].find(([name]) => word.length >= 3 && name.startsWith(word))?.[1];
/**
 * Three or six months written as a span, a quarter's or a half's columns in statements that name months ('Apr-Jun
 * 2024', 'juil.-sept. 2025', 'Jan–Jun 2025'): the quarter or half they make when they start one; any other span is
 * no period this reader can set beside others.
 */
const monthSpan = /^([a-z]{3,9})\.?\s?[-\u2013\u2014/]\s?([a-z]{3,9})\.?(?:\s(20\d\d))?$/;
function spanOfMonths(text: string): Period | null {
  const m = monthSpan.exec(text);
  const [from, to] = [monthOf(m?.[1] ?? ''), monthOf(m?.[2] ?? '')];
  if (from === undefined || to === undefined) return null;
  const months = to - from + 1;
  const year = m?.[3] ? Number(m[3]) : null;
  if (months === 3 && from % 3 === 0) return { kind: 'quarter', year, index: from / 3 + 1 };
  return months === 6 && from % 6 === 0 ? { kind: 'half', year, index: from / 6 + 1 } : null;
}

/** A year's column that names its currency after it, as statements head their columns ('2024 US$', "2023 KES'000", '2024 EUR'). */
const currencyAfterYear = new RegExp(String.raw`(?<=^(?:fy\s?)?20\d\d)\s+(?:[a-z]{0,2}\$|\u20ac|\u00a3|${currencyCodes.join('|').toLowerCase()})(?:\s?'000)?$`);

/** A quarter or a half of a fiscal year ('Q3 FY25', 'H1 FY2024', 'FY25 Q2'): its place in that year, the year as written. */
const fiscalPart = /^([qths])([1-4])\s?fy\s?'?(20\d\d|\d\d)$|^fy\s?'?(20\d\d|\d\d)\s?([qths])([1-4])$/;
function fiscalPeriod(m: RegExpExecArray): Period | null {
  const letter = m[1] ?? m[5] ?? '';
  const index = Number(m[2] ?? m[6]);
  const written = m[3] ?? m[4] ?? '';
  const year = written.length === 2 ? 2000 + Number(written) : Number(written);
  if (/[qt]/.test(letter)) return { kind: 'quarter', year, index };
  return index <= 2 ? { kind: 'half', year, index } : null;
}

/** The period a cell or a few words name, or null: the whole text must be the period (its year beside it). */
export function readPeriod(written: string): Period | null {
  // 'Janv. 2025', 'Févr. 2025': a shortened month's full stop before its year.
  const text = fold(written).trim().replace(/\.$/, '').replace(/\s*\([^()]{1,20}\)$/, '').replace(/^([a-z]{3,5})\.\s(?=20\d\d$)/, '$1 ');
  const span = spanOfMonths(text);
  if (span) return span;
  const iso = isoMonth.exec(text);
  if (iso) return { kind: 'month', year: Number(iso[1] ?? iso[4]), index: Number(iso[2] ?? iso[3]) - 1 };
  const w = week.exec(text);
  if (w) return { kind: 'week', year: w[2] ? Number(w[2]) : null, index: Number(w[1]) };
  // A balance sheet's column dated at a year's close ('31/12/2024', '31.12.2023'): that year's closing figure.
  const closed = yearClose.exec(text);
  if (closed) return { kind: 'year', year: Number(closed[1]), index: 0 };
  const y = year.exec(text) ?? year.exec(text.replace(currencyAfterYear, ''));
  if (y) return { kind: 'year', year: y[1] ? Number(y[1]) : 2000 + Number(y[2]), index: 0 };
  const season = seasonYear.exec(text);
  if (season && (Number(season[1]) + 1) % 100 === Number(season[2])) return { kind: 'year', year: 2000 + Number(season[2]), index: 0 };
  const fiscal = fiscalPart.exec(text);
  if (fiscal) return fiscalPeriod(fiscal);
  if (!isPeriod(text) && !isPeriod(text.replace(/\s+(?=20\d\d$)/, ' '))) return null;
  const sub = subPeriod.exec(text);
  if (sub) return sub[1] ? { kind: 'quarter', year: yearOf(text), index: Number(sub[2]) } : { kind: 'half', year: yearOf(text), index: Number(sub[4]) };
  // 'janv', 'fevr', 'avr', 'juil': French abbreviations of a month's full name.
  const month = monthOf(/^[a-z]+/.exec(text)?.[0] ?? '');
  return month === undefined ? null : { kind: 'month', year: yearOf(text), index: month };
}

/**
 * The periods of one row of cells or one column: 'S1 2025', 'S2 2025' beside 'S3 2025' are a run of weeks, not two
 * halves and weeks (a table counts in one kind of period); alone or with each other they are halves.
 */
export function readPeriods(cells: readonly string[]): (Period | null)[] {
  const read = cells.map((cell) => readPeriod(cell));
  if (!read.some((p) => p?.kind === 'week')) return read;
  return read.map((p, k) => (p?.kind === 'half' && /^s\s?[12]\b/.test(fold(cells[k] ?? '').trim()) ? { ...p, kind: 'week' } : p));
}

const lastIndex: Record<PeriodKind, number> = { week: 53, month: 11, quarter: 4, half: 2, year: 0, compared: 1 };
const firstIndex: Record<PeriodKind, number> = { week: 1, month: 0, quarter: 1, half: 1, year: 0, compared: 0 };

/**
 * Figures by period set in time order: by year and place when every period has its year; without years, by place,
 * unless the periods run from a year's first to its last (December then January): a table's columns are then taken
 * in their written order (`writtenInTime`), a sentence's are not read ('Revenue for January: $74k (December: $69k)').
 * Null when the periods are of different kinds (a month against a year is no series), when some have a year and
 * others not, or when one period is named twice ('T3 : 412 (T2 : 388 ; T3 2023 : 301)').
 */
export function inTimeOrder<T extends { period: Period }>(points: readonly T[], writtenInTime: boolean): T[] | null {
  const kind = points[0]?.period.kind;
  if (!kind || points.some((p) => p.period.kind !== kind)) return null;
  const withYears = points.every((p) => p.period.year !== null);
  if (!withYears && points.some((p) => p.period.year !== null)) return null;
  const place = (p: T) => (withYears ? (p.period.year ?? 0) * 100 : 0) + p.period.index;
  if (new Set(points.map(place)).size !== points.length) return null;
  const indexes = points.map((p) => p.period.index);
  if (!withYears && indexes.includes(firstIndex[kind]) && indexes.includes(lastIndex[kind])) return writtenInTime ? [...points] : null;
  return [...points].sort((a, b) => place(a) - place(b));
}
