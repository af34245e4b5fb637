/**
 * A year's revenue written as a bare figure whose unit stands elsewhere, read as an amount so that a revenue target for
 * a later year can be set against it (revenue-year-target.ts):
 * - a line under a heading that gives the scale: 'Chiffres clés (en millions de FCFA)' then "Chiffre d'affaires 2025
 *   (clôture estimée) ........ 180";
 * - a table row whose header gives the years: '| | 2024 actual | 2025 estimate |' then '| Revenue | 4.3m | 5.2m |', the
 *   scale in the cells or in the heading above.
 * The currency is the one most of the document's amounts are in (tabled-revenue.ts): a deck writes its own figures in
 * its own currency. A figure whose scale is said nowhere is left unread, never guessed.
 */
import { statedNumber } from './layout-cells';
import type { SentenceFacts } from './sentence-facts';
import { headingScale, mainCurrency } from './tabled-revenue';
import { scaleMultiplier } from './scale-words';

export interface YearRevenue { year: number; amount: number; currency: string }

const revenueLabel = /^\W*(?:total |net )?(revenues?|sales|turnover|chiffre d'affaires|ca|ventes)\b/;
/** "Chiffre d'affaires 2025 (clôture estimée) ........ 180", 'Revenue 2024: 4.3': the year, then the figure ending the line. */
const yearLine = /^\W*(?:total |net )?(?:revenues?|sales|turnover|chiffre d'affaires|ca|ventes)\s(?:fy\s?)?(20\d\d)(?:\s?\([^()]{1,30}\))?\s*[:.\u2026\s]*\s(\d+(?:[.,]\d+)?)\s*$/;
const cellFigure = /^(\d+(?:[.,]\d+)?)\s?(k|m|mn|bn)?$/;

/** The scale a heading within the five lines above `at` gives its figures. */
function scaleAbove(written: readonly SentenceFacts[], at: number): number | null {
  return written.slice(Math.max(0, at - 5), at).reverse().map((s) => headingScale(s.lower)).find((s) => s !== null) ?? null;
}

const cellsOf = (lower: string) => lower.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim());

/** A table row's years from its header: the year each column names ('2024 actual', '2025 estimate'), 0 for none. */
function headerYears(written: readonly SentenceFacts[], at: number): number[] | null {
  const header = written.slice(Math.max(0, at - 4), at).reverse().find((s) => /^\s*\|/.test(s.lower) && /(?<!\d)20\d\d(?!\d)/.test(s.lower));
  return header ? cellsOf(header.lower).map((c) => Number(/(?<!\d)(20\d\d)(?!\d)/.exec(c)?.[1] ?? 0)) : null;
}

function tableRowYears(written: readonly SentenceFacts[], at: number, currency: string): YearRevenue[] {
  const row = written[at];
  if (!row || !/^\s*\|/.test(row.lower)) return [];
  const cells = cellsOf(row.lower);
  const years = headerYears(written, at);
  if (!years || years.length !== cells.length || !revenueLabel.test(cells[0] ?? '')) return [];
  const heading = scaleAbove(written, at);
  return cells.flatMap((cell, k) => {
    const figure = cellFigure.exec(cell);
    const scale = figure?.[2] ? scaleMultiplier[figure[2]] : heading;
    return figure && scale && years[k] ? [{ year: years[k] as number, amount: statedNumber(figure[1] ?? '') * scale, currency }] : [];
  });
}

/** The years' revenues the document writes as bare figures, in its main currency. */
export function bareRevenueYears(sentences: readonly SentenceFacts[]): YearRevenue[] {
  const written = sentences.filter((s) => !s.derived);
  const currency = mainCurrency(sentences);
  if (!currency) return [];
  return written.flatMap((s, at) => {
    if (s.money.length > 0 || !revenueLabel.test(s.lower)) return [];
    const line = yearLine.exec(s.lower);
    const scale = line ? scaleAbove(written, at) : null;
    if (line && scale) return [{ year: Number(line[1]), amount: statedNumber(line[2] ?? '') * scale, currency }];
    return tableRowYears(written, at, currency);
  });
}
