/**
 * A CSV export's columns by their header names ('quarter,orders,net_revenue_per_order,contribution_per_order,gross_margin'
 * over rows 'Q1-2025,212000,62.0,0.2,31%'): each column's figures in row order, the order the export keeps time in.
 * A finance team's export states a margin or a per-order result no sentence states, so two readings are made of it:
 * - a gross-margin column whose latest figure is negative, or 5 points or more below its first (gross-margin);
 * - a contribution-per-order (or per-unit) column whose latest figure is negative: each order loses money (unit-economics).
 */
import { message } from '@baobab/contracts/i18n/message';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const header = /^\W*[a-z][a-z0-9_]*(,[a-z][a-z0-9_]*){2,}\s*$/;
/** A data row: a label cell, then figures (signed, decimal, maybe a percent). */
const row = /^[a-z0-9][\w-]*(,\s*[-\u2212+]?\d[\d.]*%?)+\s*$/;
/** A comment line inside an export ('# source: finance team export'). */
const comment = /^\s*#/;

interface CsvColumns { names: string[]; rows: { text: string; cells: string[] }[]; header: string }

/** The first CSV block of the text's written lines: its header and the rows under it, comments skipped. */
export function csvColumns(sentences: readonly SentenceFacts[]): CsvColumns | null {
  const written = sentences.filter((s) => !s.derived);
  const at = written.findIndex((s) => header.test(s.lower));
  if (at < 0) return null;
  const rows: CsvColumns['rows'] = [];
  for (const s of written.slice(at + 1)) {
    if (comment.test(s.lower)) continue;
    if (!row.test(s.lower.trim())) break;
    rows.push({ text: s.text, cells: s.lower.trim().split(',').map((c) => c.trim()) });
  }
  const head = written[at] as SentenceFacts;
  return rows.length >= 2 ? { names: head.lower.trim().replace(/^\W+/, '').split(','), rows, header: head.text } : null;
}

/** A named column's figures in row order (a cell that is no figure is left out). */
function column(csv: CsvColumns, name: RegExp): { values: number[]; last: string } | null {
  const k = csv.names.findIndex((n) => name.test(n));
  if (k < 0) return null;
  const cells = csv.rows.map((r) => ({ text: r.text, value: Number((r.cells[k] ?? '').replace(/%$/, '').replace('\u2212', '-')) })).filter((c) => c.text && Number.isFinite(c.value));
  const last = cells[cells.length - 1];
  return cells.length >= 2 && last ? { values: cells.map((c) => c.value), last: last.text } : null;
}

const grossMarginColumn = /^(gross_margin|gross_margin_pct|gross_margin_percent|gm|gm_pct|marge_brute|taux_de_marge_brute)$/;
const contributionColumn = /^(contribution|contribution_margin)(_per_(order|unit|delivery|box|basket))?$|^(contribution|marge_contributive|marge_de_contribution)_par_(commande|unite|livraison)$/;

export function csvGrossMarginFall(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const csv = csvColumns(sentences);
  const margin = csv ? column(csv, grossMarginColumn) : null;
  if (!csv || !margin) return null;
  const [first, latest] = [margin.values[0] ?? 0, margin.values[margin.values.length - 1] ?? 0];
  if (latest >= 0 && first - latest < 5) return null;
  return {
    ruleId: 'gross-margin', category: 'financial-health', title: 'Gross margin is negative or falling', severity: latest < 0 || first - latest >= 10 ? 'high' : 'medium',
    evidence: excerpt(`${csv.header} ${margin.last}`), occurrences: 1,
    recommendation: 'Show gross margin by product and month, what drives the cost of sales, and the path to a stable positive margin.',
  };
}

export function csvContributionLoss(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const csv = csvColumns(sentences);
  const contribution = csv ? column(csv, contributionColumn) : null;
  if (!csv || !contribution || (contribution.values[contribution.values.length - 1] ?? 0) >= 0) return null;
  return {
    ruleId: 'unit-economics', category: 'financial-health', title: message('Each order or customer loses money'), severity: 'medium',
    evidence: excerpt(`${csv.header} ${contribution.last}`), occurrences: 1,
    recommendation: message('Reconcile CAC, LTV, payback and margin from one cohort table, and state how each is computed.'),
  };
}
