/**
 * A statement's rows by year, as layout.ts writes any table it reads (pipes, spaced columns, OCR'd columns):
 * 'recettes (chiffre d'affaires) 2024: 214000000; 2025: 186000000.', 'cout des ventes 2022: 14170500; 2023: 11904300.'.
 * Two readings of the latest year against the year before, the table's own figures with no currency needed
 * (a statement names its currency once, in its heading or a note):
 * - gross margin: revenue less cost of sales (or the gross-margin row) over revenue, down 5 points or more;
 * - costs above revenue: the total of the costs (operating expenses, total charges) above the revenue of the same year.
 * A forecast's rows are no statement's and are not read.
 */
import { costsAboveRevenueInEveryColumn } from './column-totals';
import { valuesByYear, type YearValue } from './metric-values';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const revenueRow = /^\W*(total )?(revenues?|revenus|net sales|sales|turnover|chiffre d'affaires|ventes( de marchandises| de produits)?|recettes( \(chiffre d'affaires\))?|produits d'exploitation)\b(?! per| par| growth| croissance)/;
// The materials a producer consumes are its cost of sales in the French-speaking Maghreb's accounts ('Matières et
// fournitures consommées'), and what is left of revenue after them its gross margin ('Marge sur consommations').
const costOfSalesRow = /^\W*(total )?(cost of (sales|goods sold|revenues?)|cogs|direct costs|cout des (ventes|marchandises vendues)|achats consommes|couts directs|matieres (premieres )?(et fournitures )?consommees)\b/;
const grossMarginRow = /^\W*(gross (profit|margin)|marge (brute|commerciale|sur consommations?))\b(?! %| rate| ratio| taux)/;
/** Every cost of the year together: 'Dépenses d'exploitation', 'Total charges', 'Operating expenses', 'Total costs'. */
const totalCostsRow = /^\W*(total (operating )?(costs|expenses|charges|depenses)|operating expenses|total opex|depenses( d'exploitation| totales)?|charges (d'exploitation|totales)|total des charges)\b(?! per| par)/;

interface YearRow { text: string; values: YearValue[] }

/** The first statement row a label matches, with two years or more. */
function yearRow(rows: readonly SentenceFacts[], label: RegExp): YearRow | null {
  for (const s of rows) {
    if (!label.test(s.lower)) continue;
    const values = valuesByYear(s.lower);
    if (values.length >= 2) return { text: s.text, values };
  }
  return null;
}

const valueIn = (row: YearRow, year: number) => row.values.find((v) => v.year === year)?.value;
const statementRows = (sentences: readonly SentenceFacts[]) => sentences.filter((s) => s.derived && !s.projected);

/** The latest year both rows state, and the one before it. */
function lastTwoYears(a: YearRow, b: YearRow): [number, number] | null {
  const shared = a.values.map((v) => v.year).filter((y) => valueIn(b, y) !== undefined).sort((x, y) => x - y);
  const [before, latest] = shared.slice(-2);
  return before !== undefined && latest !== undefined ? [latest, before] : null;
}

function marginFallAcrossYearRows(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const rows = statementRows(sentences);
  const revenue = yearRow(rows, revenueRow);
  const cost = yearRow(rows, costOfSalesRow);
  const margin = cost ? null : yearRow(rows, grossMarginRow);
  const other = cost ?? margin;
  const years = revenue && other ? lastTwoYears(revenue, other) : null;
  if (!revenue || !other || !years) return null;
  const marginOf = (year: number) => {
    const r = valueIn(revenue, year) ?? 0;
    // A cost row may be written in brackets or with a minus: its size is the cost.
    const o = Math.abs(valueIn(other, year) ?? 0);
    return r > 0 ? (100 * (cost ? r - o : o)) / r : null;
  };
  const [now, before] = [marginOf(years[0]), marginOf(years[1])];
  if (now === null || before === null || before - now < 5) return null;
  return {
    ruleId: 'gross-margin', category: 'financial-health', title: 'Gross margin is negative or falling', severity: now < 0 || before - now >= 10 ? 'high' : 'medium',
    evidence: excerpt(other.text), occurrences: 1,
    recommendation: 'Show gross margin by product and month, what drives the cost of sales, and the path to a stable positive margin.',
  };
}

/**
 * The row of total costs whose latest year is above that year's revenue row; null otherwise. A statement that gives
 * no total of its costs may still show its cost of sales above its revenue: costs above revenue all the same (the guide).
 */
function costsAboveRevenueInYearRows(sentences: readonly SentenceFacts[]): SentenceFacts | null {
  const rows = statementRows(sentences);
  const revenue = yearRow(rows, revenueRow);
  const costs = yearRow(rows, totalCostsRow) ?? yearRow(rows, costOfSalesRow);
  const years = revenue && costs ? lastTwoYears(revenue, costs) : null;
  if (!revenue || !costs || !years) return null;
  const [r, c] = [valueIn(revenue, years[0]) ?? 0, Math.abs(valueIn(costs, years[0]) ?? 0)];
  return r > 0 && c > r ? rows.find((s) => s.text === costs.text) ?? null : null;
}

/** The two readings as flags, each only when its class is not raised yet. */
export function statementYearRowFlags(sentences: readonly SentenceFacts[], raised: ReadonlySet<string>): RiskFlag[] {
  const flags: RiskFlag[] = [];
  const fall = raised.has('gross-margin') ? null : marginFallAcrossYearRows(sentences);
  if (fall) flags.push(fall);
  const costs = raised.has('burn-above-revenue') ? null : costsAboveRevenueInYearRows(sentences) ?? costsAboveRevenueInEveryColumn(sentences);
  if (costs) {
    flags.push({
      ruleId: 'burn-above-revenue', category: 'burn', title: 'Monthly burn exceeds monthly revenue', severity: 'medium', evidence: excerpt(costs.text), occurrences: 1,
      recommendation: 'Show the path to break-even: monthly burn, revenue growth and the month they cross.',
    });
  }
  return flags;
}
