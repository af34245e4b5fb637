/**
 * A statement whose columns are named in a caption rather than a header ('colonne 1 : exercice 2024 ; colonne 2 :
 * exercice 2023'), its lines read as 'Total produits: 310 | 230' and 'Total charges: 480 | 371' (dot leaders folded to
 * ': '). No line says which column is the latest year, but each column is one period: the total of the charges above
 * the total of the revenue in every column is costs above revenue whichever period is the latest.
 */
import { cellNumber } from './layout-cells';
import type { SentenceFacts } from './sentence-facts';

const revenueTotal = /^\W*(total (des )?produits( d'exploitation)?|total (revenues?|income|operating income)|total des ventes)\s*:/;
const costsTotal = /^\W*(total (des )?charges( d'exploitation)?|total (costs|expenses|operating expenses)|charges totales)\s*:/;

/** The figures after a total line's label, one a column; null when a cell is no figure. */
function columns(s: SentenceFacts, label: RegExp): number[] | null {
  const m = label.exec(s.lower);
  if (!m) return null;
  const values = s.lower.slice(m[0].length).split('|').map((cell) => Number(cellNumber(cell.trim()) ?? NaN));
  return values.length > 0 && values.every((v) => Number.isFinite(v)) ? values.map(Math.abs) : null;
}

/** The line of total charges above the total revenue in every column; null otherwise. */
export function costsAboveRevenueInEveryColumn(sentences: readonly SentenceFacts[]): SentenceFacts | null {
  const lines = sentences.filter((s) => !s.derived && !s.projected && s.lower.includes('total'));
  const revenue = lines.map((s) => columns(s, revenueTotal)).find((v) => v !== null);
  const costsLine = lines.find((s) => columns(s, costsTotal) !== null);
  const costs = costsLine ? columns(costsLine, costsTotal) : null;
  if (!revenue || !costs || revenue.length !== costs.length) return null;
  return costs.every((c, i) => c > (revenue[i] ?? Infinity)) ? costsLine ?? null : null;
}
