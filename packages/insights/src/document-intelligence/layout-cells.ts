/**
 * The cells of a table or a statement line, shared by the layout readers (layout.ts, layout-periods.ts):
 * how a row splits into cells, a cell's number and a figure stated in prose (statedNumber) through the company's one number reader
 * (contracts/money-reader.ts), the currency and scale a caption names ('(USD thousands)', '(KES)'), and each
 * column's gross margin from a table's revenue and cost-of-sales or gross-profit rows.
 */
import { readNumberText } from '@baobab/contracts/money-reader';

export const cellSplit = /\s*\|\s*|\t+|\s{3,}/;

/** A caption's currency, as a code the money reader reads. */
const captionCurrencies: readonly [RegExp, string][] = [
  [/\b(usd|us\$|dollars?)\b|\$/i, 'USD'], [/\b(eur|euros?)\b|\u20AC/i, 'EUR'], [/\b(gbp)\b|\u00A3/i, 'GBP'],
  [/\b(xof|fcfa|f cfa)\b/i, 'XOF'], [/\b(xaf)\b/i, 'XAF'], [/\b(kes|kshs?|kenya(n)? shillings?)\b/i, 'KES'], [/\b(ngn|naira)\b|\u20A6/i, 'NGN'],
  [/\b(ghs|cedis?)\b/i, 'GHS'], [/\b(zar|rand)\b|\(r(\s?('000|k|m|mn|million|thousands?))?\)/i, 'ZAR'], [/\b(mad|dirhams?)\b/i, 'MAD'],
  [/\b(egp)\b/i, 'EGP'], [/\b(tzs)\b/i, 'TZS'], [/\b(ugx)\b/i, 'UGX'], [/\b(rwf)\b/i, 'RWF'], [/\b(tnd)\b/i, 'TND'], [/\b(etb)\b/i, 'ETB'], [/\b(zmw|kwacha)\b/i, 'ZMW'],
];
// "(XOF '000 000)": thousands of thousands, as francophone accounts write millions. "(ZMW '000)": thousands, its quote after a space.
const captionScale: readonly [RegExp, string][] = [[/'000[ .,\u00A0]000\b/, 'M'], [/\b(thousands?|milliers?|'000|000s|k)\b|(?<=[\s(])'000\b/i, 'k'], [/\b(millions?|mn|m)\b/i, 'M'], [/\b(billions?|milliards?|bn)\b/i, 'bn']];
// 'MFCFA', 'KEUR', 'MdFCFA': the multiplier written against its currency, as French accounts head their columns; set
// apart so the words above read it ('M FCFA', 'Md FCFA' as milliards).
const gluedScale = /\b(k|m|md|mds|mrd)(xof|fcfa|xaf|eur|usd|gbp|kes|ngn|ghs|zar|mad|egp|tzs|ugx|rwf|tnd|etb|zmw)\b/gi;
const scaleWord: Record<string, string> = { k: 'k', m: 'm', md: 'milliards', mds: 'milliards', mrd: 'milliards' };

export function captionUnit(lines: readonly string[]): { currency: string; scale: string } | null {
  const text = lines.join(' ').replace(gluedScale, (_all, scale: string, code: string) => `${scaleWord[scale.toLowerCase()] ?? scale} ${code}`);
  const currency = captionCurrencies.find(([pattern]) => pattern.test(text))?.[1];
  if (!currency) return null;
  return { currency, scale: captionScale.find(([pattern]) => pattern.test(text))?.[1] ?? '' };
}

/**
 * Whether a text may hold a digit for the number reader, which reads it in NFKC form ('１２' is '12'): an ASCII digit,
 * or a character outside ASCII that may become one. An ASCII text is its own NFKC form, so most words are refused here
 * without the normalisation the reader would spend on them.
 */
const mayHoldDigit = (text: string): boolean => /\d/.test(text) || (/[\u0080-\uffff]/.test(text) && /\d/.test(text.normalize('NFKC')));

/** A cell's number through the one reader (decimals allowed), or null. */
export function cellNumber(cell: string): string | null {
  if (!mayHoldDigit(cell)) return null;
  const negative = /^\(.*\)$/.test(cell.trim());
  const reading = readNumberText(cell.replace(/[()]/g, ''), { fractionDigits: 2, sign: 'any' });
  if (!reading.ok) {
    const whole = readNumberText(cell.replace(/[()]/g, ''), { fractionDigits: 0, sign: 'any' });
    return whole.ok ? `${negative ? '-' : ''}${whole.value}` : null;
  }
  const value = Number(reading.value) / 100;
  return `${negative ? '-' : ''}${value}`;
}

/**
 * A figure as a text states it ('12,5', '12.5', '1 200', '0.125', '-3'), read by the one number reader, or NaN.
 * A lone separator before three digits ('1,500') is refused as ambiguous with decimals, so it is then read
 * as thousands, the way every other reader of the product takes it.
 */
export function statedNumber(text: string): number {
  if (!mayHoldDigit(text)) return NaN;
  for (const fractionDigits of [6, 0]) {
    const reading = readNumberText(text, { fractionDigits, sign: 'any' });
    if (reading.ok) return Number(reading.value) / 10 ** fractionDigits;
  }
  return NaN;
}

// A cell set in bold ('| **Total revenue** | **6,330** |') is the same cell: the markdown marks are dropped.
export const cellsOf = (line: string) => line.trim().replace(/^\||\|$/g, '').split(cellSplit).map((c) => c.trim().replace(/^\*\*(.+)\*\*$/, '$1').trim()).filter(Boolean);
/** '|---|:---:|': a markdown table's rule under its header. */
export const ruleLine = /^\|?[\s:|-]*-[\s:|-]*\|?$/;

export const fold = (label: string) => label.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

export type Unit = { currency: string; scale: string } | null;
/** A figure written with a caption's currency and scale ('KES 41M'), or as it is without one. */
export const amount = (value: string | number, unit: Unit) => (unit ? `${unit.currency} ${value}${unit.scale}`.trim() : String(value));

/**
 * A row that counts people or things ('Farmers active', 'Clients actifs', 'Orders'), not money: under a caption that
 * names a currency ('Monthly dashboard (ZMW)') its figures are counts all the same, so they are written without the
 * caption's unit. A label that also names money ('Average order value', 'Revenu par client') is money.
 */
const countedThings = /\b(customers?|clients?|users?|subscribers?|abonnes?|farmers?|agriculteurs?|producteurs?|merchants?|marchands?|commercants?|agents?|members?|membres?|drivers?|riders?|chauffeurs?|headcount|employees?|staff|effectifs?|orders?|commandes?|transactions?|downloads?|telechargements?|shops?|stores?|boutiques?|points? de vente|households?|menages?|students?|eleves?|learners?|patients?|beneficiaries|beneficiaires)\b/;
const moneyWords = /\b(value|valeur|revenues?|revenus?|sales|ventes|chiffre|fees?|frais|price|prix|costs?|couts?|spend|depenses?|margin|marge|gmv|arpu|arpa|ltv|cac|cash|tresorerie|amount|montant|volume|commissions?|paid|payes?|salary|salaries|salaires|payroll|per|par)\b/;
export const countsThings = (label: string): boolean => { const folded = fold(label); return countedThings.test(folded) && !moneyWords.test(folded); };

/** A row's cells: a plain number (written with the caption's unit), or a cell kept as written ('$2.4M', '32%'). */
export interface Cell { text: string; number: number | null }
export interface Row { label: string; values: Cell[] }

/**
 * Rows that a row just below adds up, in the column `at`: the parts of a subtotal, whatever either is called ('Achats
 * d'aliments' and 'Énergie et transport' above 'Coût des ventes'; 'Subscription' and 'Payroll add-on' above 'Total
 * revenue'). Counting them beside their subtotal would count them twice, and a part is of its subtotal's kind.
 */
// A result is a difference, not a sum: 'Gross margin (144)' and 'Admin (118)' above 'Operating result (262)' are no parts of it.
const resultLabel = /\b(profit|margin|marge|resultats?|results?|income|ebitda|ebit|loss|perte|benefice)\b/;
const stockChangeLabel = /\b(variation (de |des )?stocks?|changes? in (inventor(y|ies)|stocks?))\b/;
export function subtotalParts(rows: readonly Row[], at: number): ReadonlySet<Row> {
  const parts = new Set<Row>();
  for (const [j, row] of rows.entries()) {
    const total = row.values[at]?.number;
    if (typeof total !== 'number' || total === 0 || resultLabel.test(fold(row.label))) continue;
    let sum = 0;
    // A change in stock takes from a cost when written positive (stock built up) and adds to it when negative
    // ('Achats 498 300', 'Variation de stocks 4 130', 'Autres achats 82 600' above 'Coût des ventes 576 770').
    let netOfStock = 0;
    for (let i = j - 1; i >= 0; i -= 1) {
      const value = rows[i]?.values[at]?.number;
      if (typeof value !== 'number' || resultLabel.test(fold(rows[i]?.label ?? ''))) break;
      sum += Math.abs(value);
      netOfStock += stockChangeLabel.test(fold(rows[i]?.label ?? '')) ? -value : Math.abs(value);
      const adds = (figure: number) => Math.abs(figure - Math.abs(total)) <= Math.abs(total) * 0.001;
      if (j - i >= 2 && (adds(sum) || adds(netOfStock))) {
        for (const part of rows.slice(i, j)) parts.add(part);
        break;
      }
      if (sum > Math.abs(total) && netOfStock > Math.abs(total)) break;
    }
  }
  return parts;
}

export const revenueLabel = /^(total )?(revenues?|sales|net sales|turnover|chiffre d'affaires|ventes|produits d'exploitation)\b/;
/** The table's revenue row: its total when product lines stand above it ('Sales - corrugated boxes', ..., 'Total revenue'). */
export const revenueRowOf = (rows: readonly Row[]): Row | undefined => rows.find((r) => /^total\b/.test(fold(r.label)) && revenueLabel.test(fold(r.label))) ?? rows.find((r) => revenueLabel.test(fold(r.label)));
// SYSCOHADA and French accounts name it by what was bought: 'Coût d'achat des marchandises vendues'.
export const costOfSalesLabel = /\b(cost of (goods sold|sales|revenues?)|cogs|direct costs|cout (d'achat )?des (ventes|marchandises vendues|biens vendus)|achats (consommes|de marchandises vendues)|couts directs)\b/;

// 'Marge commerciale' is a trading company's gross margin in SYSCOHADA accounts: sales of goods less their cost.
// 'Gross result (3,504,800)': a gross profit or loss under its plain name.
const grossProfitLabel = /^(gross (profit|margin|result)|marge brute|marge commerciale|resultat brut)\b/;

/**
 * The gross margin of each column of a table (years, quarters or months), from its revenue row and its cost-of-sales
 * or gross-profit row ('Gross margin 2024: 50%; 2025: 43%.', 'Gross margin Q1: 41.0%; ...'), so that a margin
 * falling across columns, or below zero in one, reads as it does in prose.
 */
export function grossMargins(rows: readonly Row[], years: readonly (number | string)[]): string[] {
  const revenue = revenueRowOf(rows);
  const costOfSales = rows.find((r) => costOfSalesLabel.test(fold(r.label)));
  const grossProfit = rows.find((r) => grossProfitLabel.test(fold(r.label)) && r.values.every((v) => v.number !== null));
  if (!revenue || (!costOfSales && !grossProfit)) return [];
  const margins = years.map((year, i) => {
    const sales = revenue.values[i]?.number;
    const profit = grossProfit ? grossProfit.values[i]?.number : (sales ?? 0) - Math.abs(costOfSales?.values[i]?.number ?? NaN);
    return sales && sales > 0 && profit !== null && profit !== undefined && Number.isFinite(profit) ? `${year}: ${(Math.round((1000 * profit) / sales) / 10).toFixed(1)}%` : null;
  });
  // One column alone (a plan's one actual year beside its forecasts) says something only when its margin is below zero.
  const alone = margins.length === 1 && /: -/.test(margins[0] ?? '');
  return margins.every((m) => m !== null) && (margins.length >= 2 || alone) ? [`Gross margin ${margins.join('; ')}.`] : [];
}
