/**
 * Runway from cash that falls, when no burn is stated: a closing-cash row across periods ('Trésorerie de clôture
 * T3 2024 155,3 · T4 2024 127,0 · T1 2025 84,0', read by the layout as one row) or cash dated twice ('Cash and bank at
 * 1 March 2025 418,000', 'Cash and bank at 31 August 2025 190,000'). The last fall spread over its months is the burn;
 * the last balance over it is the runway. Cash also falls when a profitable company buys a warehouse, so a fall is
 * read as burn only in a document that shows costs above revenue (the caller's burn-above-revenue flag).
 */
import { readPeriods, type PeriodKind } from './document-figures/periods';
import type { FigureSeries } from './document-figures/series';
import { statedNumber } from './layout-cells';
import { monthIndex, monthNamesPattern } from './month-names';
import { runwaySeverity, runwayStatedNow, shortRunwayFlag } from './runway';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const cashLabel = String.raw`(?:closing cash|cash (?:and bank|at bank|and cash equivalents|balance|on hand)|cash|tresorerie(?: de cloture| de fin de periode| disponible| nette| fin de periode)?|solde de tresorerie|disponibilites)`;
/** A layout row: its label, then 'period: amount' cells joined by ';'. */
const cashRow = new RegExp(String.raw`^${cashLabel}(?: \([^)]*\))?(?: at (?:period|quarter|month|year) end| en fin de (?:periode|trimestre|mois))? (?=[^;]*:)`);
const number = String.raw`(\(?-?\d{1,3}(?:[, \u00A0\u202F]\d{3})+(?:[.,]\d+)?\)?|\d+(?:[.,]\d+)?)`;
const datedCash = new RegExp(String.raw`^${cashLabel} (?:at|au|on|as at|as of|le) (\d{1,2})(?:st|nd|rd|th|er)? (${monthNamesPattern})(?: (20\d\d))?\s*:?\s*(?:[a-z$\u20AC\u00A3\u20A6]{1,4}\s?)?${number}\s*$`);

// The months one cell of a period row covers, from the one period reader (document-figures/periods.ts).
export const monthsOfKind: Partial<Record<PeriodKind, number>> = { month: 1, quarter: 3, half: 6, year: 12 };

const flag = (s: SentenceFacts, months: number): RiskFlag | null => {
  const severity = runwaySeverity(months);
  return severity ? shortRunwayFlag(excerpt(s.text), severity) : null;
};

function fromRow(s: SentenceFacts): RiskFlag | null {
  const m = cashRow.exec(s.lower);
  if (!m) return null;
  const cells = s.lower.slice(m[0].length).replace(/\.$/, '').split(';').map((cell) => cell.split(':'));
  if (cells.length < 2 || cells.length !== s.money.length || cells.some((c) => c.length !== 2)) return null;
  const periods = readPeriods(cells.map((c) => (c[0] ?? '').trim()));
  const months = monthsOfKind[periods[0]?.kind ?? 'compared'];
  if (!months || periods.some((p) => p?.kind !== periods[0]?.kind)) return null;
  const years = periods.map((p) => p?.year ?? NaN);
  // Statements put the latest year first ('2025  2024'): read the cells in time order.
  const amounts = s.money.map((money) => money.amount);
  const inTime = years[0]! > years[years.length - 1]! ? amounts.reverse() : amounts;
  const [before, last] = inTime.slice(-2);
  if (before === undefined || last === undefined || !(last > 0) || !(before > last)) return null;
  return flag(s, last / ((before - last) / months));
}

function fromDatedLines(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const dated = sentences.flatMap((s) => {
    const m = s.derived ? null : datedCash.exec(s.lower.trim());
    const month = monthIndex.get(m?.[2] ?? '');
    if (!m || month === undefined) return [];
    const amount = Math.abs(statedNumber((m[4] ?? '').replace(/[()]/g, '').replace(/[ \u00A0\u202F]/g, ',')));
    return Number.isFinite(amount) ? [{ s, at: Number(m[3] ?? 0) * 12 + month + Number(m[1]) / 31, amount }] : [];
  });
  // Two balances, both dated with a year or neither ('at 1 March' and 'at 31 August' of one year).
  if (dated.length !== 2 || (dated[0]!.at >= 12 * 2000) !== (dated[1]!.at >= 12 * 2000)) return null;
  const [first, second] = [...dated].sort((a, b) => a.at - b.at) as [(typeof dated)[number], (typeof dated)[number]];
  const months = Math.round(second.at - first.at);
  if (!(months >= 1) || !(second.amount > 0) || !(first.amount > second.amount)) return null;
  return flag(second.s, second.amount / ((first.amount - second.amount) / months));
}

/**
 * A cash row the figures-first reader read from a table (document-figures/table-series.ts), whose figures carry no
 * currency the money reader would read ('Closing cash   139,500   112,800   84,000' under 'Jul 2024  Aug 2024  Sep 2024'):
 * the last fall between two periods of one kind, over the months of a period, is the burn. A series with a burn or a
 * net cash flow of its own table leaves the runway to that figure (runway-from-cash.ts).
 */
function fromCashSeries(series: readonly FigureSeries[]): RiskFlag | null {
  for (const cash of series) {
    if (cash.line !== 'cash' || cash.projected || series.some((x) => x.group === cash.group && (x.line === 'burn' || x.line === 'net-cash-flow'))) continue;
    const [before, last] = cash.points.slice(-2);
    const months = monthsOfKind[last?.period.kind ?? 'compared'];
    if (!before || !last || !months || before.period.kind !== last.period.kind || !(last.value > 0) || !(before.value > last.value)) continue;
    const severity = runwaySeverity(last.value / ((before.value - last.value) / months));
    if (severity) return shortRunwayFlag(excerpt(cash.evidence), severity);
  }
  return null;
}

export function runwayFromCashFall(sentences: readonly SentenceFacts[], costsAboveRevenue: boolean, series: readonly FigureSeries[] = []): RiskFlag | null {
  // A runway the document states ('la trésorerie couvre désormais 30 mois de charges') is its own figure for the same fact.
  if (!costsAboveRevenue || sentences.some((s) => runwayStatedNow(s.lower))) return null;
  for (const s of sentences) {
    if (!s.derived || s.projected) continue;
    const row = fromRow(s);
    if (row) return row;
  }
  return fromDatedLines(sentences) ?? fromCashSeries(series);
}
