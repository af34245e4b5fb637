/**
 * An income statement laid out with charges written negative and a reference column, as SYSCOHADA accounts are:
 * '| TA | Ventes de marchandises | 512 040 000 | 470 310 000 |', '| RA | Achats de marchandises | −498 300 000 | ... |',
 * '| RB | Variation de stocks de marchandises | −21 400 000 | +6 800 000 |'. The cost of the goods sold is the
 * purchases and the change in stock together, each with the sign the statement gives it (a stock drawn down adds to
 * the cost, one built up takes from it). A cost of goods above the sales of the same year is a negative gross margin
 * and costs above revenue; a margin five points or more below the year before's is a falling margin (the guide's
 * two gross-margin cases). Only a statement that writes its purchases negative is read: with unsigned charges the
 * sign of the stock line is the reader's guess.
 */
import { excerpt, type SentenceFacts } from './sentence-facts';
import { statementYearRowFlags } from './statement-year-rows';
import type { RiskFlag } from './types';

const salesRow = /^(ventes de marchandises|ventes de produits|chiffre d'affaires|revenues?|sales|turnover|net sales)\b/;
const purchasesRow = /^(achats de marchandises|achats de matieres premieres|purchases of goods|purchases)\b/;
const stockRow = /^(variation de stocks?|change in inventor(y|ies)|changes in inventor(y|ies))\b/;
const signed = /^([-\u2212+])?\s?(\d{1,3}(?:[ \u00A0\u202F.,]\d{3})*)$/;

const cellsOf = (lower: string): string[] => lower.split('|').map((c) => c.trim()).filter((c, i, all) => !(c === '' && (i === 0 || i === all.length - 1)));
function valueOf(cell: string | undefined): { value: number; sign: string } | null {
  const m = signed.exec((cell ?? '').trim());
  if (!m) return null;
  const value = Number((m[2] ?? '').replace(/[ \u00A0\u202F.,]/g, ''));
  return { value: m[1] === '-' || m[1] === '\u2212' ? -value : value, sign: m[1] ?? '' };
}

export interface SignedStatementCosts { kind: 'negative' | 'falling'; evidence: string }

export function signedStatementCosts(sentences: readonly SentenceFacts[]): SignedStatementCosts | null {
  const written = sentences.filter((s) => !s.derived && !s.projected && s.lower.includes('|'));
  const header = written.find((s) => (cellsOf(s.lower).filter((c) => /^(fy\s?)?20\d\d$/.test(c)).length >= 1));
  if (!header) return null;
  const columns = cellsOf(header.lower).map((c, i) => (/^(fy\s?)?20\d\d$/.test(c) ? { i, year: Number(c.slice(-4)) } : null)).filter((c): c is { i: number; year: number } => c !== null);
  // The label is the first cell that is no short reference code ('TA', 'RB').
  const labelled = written.map((s) => {
    const cells = cellsOf(s.lower);
    const label = cells.find((c) => !/^[a-z]{1,3}\d?\.?$/.test(c) && /[a-z]/.test(c)) ?? '';
    return { s, cells, label };
  });
  const sales = labelled.find((r) => salesRow.test(r.label));
  const purchases = labelled.find((r) => purchasesRow.test(r.label));
  const stock = labelled.find((r) => stockRow.test(r.label));
  if (!sales || !purchases) return null;
  const margins = columns.map(({ i, year }) => {
    const revenue = valueOf(sales.cells[i]);
    const bought = valueOf(purchases.cells[i]);
    const change = stock ? valueOf(stock.cells[i]) : { value: 0, sign: '' };
    if (!revenue || !bought || !change || bought.sign === '' || revenue.value <= 0) return null;
    return { year, revenue: revenue.value, cost: -(bought.value + change.value) };
  }).filter((m): m is { year: number; revenue: number; cost: number } => m !== null).sort((a, b) => b.year - a.year);
  const [latest, before] = margins;
  if (!latest) return null;
  const evidence = excerpt(`${purchases.s.text} ${stock?.s.text ?? ''}`.trim());
  if (latest.cost > latest.revenue) return { kind: 'negative', evidence };
  const margin = (m: { revenue: number; cost: number }) => (100 * (m.revenue - m.cost)) / m.revenue;
  return before && before.year === latest.year - 1 && margin(before) - margin(latest) >= 5 ? { kind: 'falling', evidence } : null;
}

/**
 * A statement's gross profit line with one figure, written negative: 'Marge brute ..... (43 000 000) MGA', 'Gross profit:
 * -1,250,000'. Its cost of sales was above its sales, whatever the currency (one the money reader may not know).
 */
const negativeGrossLine = /^\W*(gross (profit|margin)|marge (brute|commerciale))\s*:?\s*(\(\s?\d[\d \u00A0\u202F.,]*\)|[-\u2212]\s?\d[\d \u00A0\u202F.,]*)\s*([a-z]{1,5})?\s*\.?$/;
function grossLossLine(sentences: readonly SentenceFacts[]): SignedStatementCosts | null {
  const line = sentences.find((s) => !s.projected && negativeGrossLine.test(s.lower));
  return line ? { kind: 'negative', evidence: excerpt(line.text) } : null;
}

export function signedStatementFlags(sentences: readonly SentenceFacts[], raised: ReadonlySet<string>): RiskFlag[] {
  const found = signedStatementCosts(sentences) ?? grossLossLine(sentences);
  // A statement whose charges are not signed, as layout.ts reads its rows by year (statement-year-rows.ts).
  if (!found) return statementYearRowFlags(sentences, raised);
  const flags: RiskFlag[] = [];
  if (!raised.has('gross-margin')) {
    flags.push({
      ruleId: 'gross-margin', category: 'financial-health', title: 'Gross margin is negative or falling', severity: found.kind === 'negative' ? 'high' : 'medium', evidence: found.evidence, occurrences: 1,
      recommendation: 'Show gross margin by product and month, what drives the cost of sales, and the path to a stable positive margin.',
    });
  }
  if (found.kind === 'negative' && !raised.has('burn-above-revenue')) {
    flags.push({
      ruleId: 'burn-above-revenue', category: 'burn', title: 'Monthly burn exceeds monthly revenue', severity: 'medium', evidence: found.evidence, occurrences: 1,
      recommendation: 'Show the path to break-even: monthly burn, revenue growth and the month they cross.',
    });
  }
  return flags;
}
