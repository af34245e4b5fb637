/**
 * Runway from a statement's loss for its period, when no burn is stated: the loss row read from a table ('| Loss for
 * the period | (383,000) | (345,100) |' under '| US$ | H1 2025 | H2 2024 |', which the layout writes 'loss for the
 * period h1 2025: usd -383000; h2 2024: usd -345100'), its latest period spread over its months, is what the company
 * spends beyond its revenue each month; the cash the document says it holds over it is the runway. A profit, a loss
 * in another currency than the cash, or a period the reader cannot date is not read.
 */
import { readPeriod } from './document-figures/periods';
import { statedNumber } from './layout-cells';
import { cashHeld, runwaySeverity, runwayStatedNow, shortRunwayFlag } from './runway';
import { monthsOfKind } from './runway-cash-fall';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

// 'Loss for the period', 'Net loss for the year', 'Perte nette de l'exercice': a loss whatever the figure's sign.
const lossRow = /^(net (operating )?loss|(net )?loss (for|of) the (period|year|half[- ]year|six months|quarter)|perte nette|perte (nette )?(de l'exercice|de la periode|du semestre|du trimestre))\b/;
// 'Profit/(loss) for the period', 'Résultat net de l'exercice': a loss only when its figure is below zero.
const resultRow = /^((net )?(profit|result) ?\/ ?\(?loss\)?|\(loss\) ?\/ ?profit|net result|resultat net|resultat (de l'exercice|de la periode))\b/;
/** One cell of the row: its period, the currency code and the figure ('h1 2025: usd -383000'). */
const cell = /^\s*([^:]{2,20}):\s*([a-z]{3})\s(-?\d+(?:\.\d+)?)\s*$/;

function latestLoss(s: SentenceFacts): { months: number; currency: string; loss: number } | null {
  const label = lossRow.exec(s.lower) ?? resultRow.exec(s.lower);
  if (!label) return null;
  const cells = s.lower.slice(label[0].length).replace(/\.\s*$/, '').split(';').map((c) => cell.exec(c));
  const read = cells.flatMap((m) => {
    const period = m ? readPeriod(m[1] ?? '') : null;
    const months = period ? monthsOfKind[period.kind] : undefined;
    return m && period && months && period.year !== null ? [{ at: period.year * 100 + period.index, months, currency: (m[2] ?? '').toUpperCase(), value: statedNumber(m[3] ?? '') }] : [];
  });
  const latest = read.sort((a, b) => b.at - a.at)[0];
  if (!latest || read.length !== cells.length || !Number.isFinite(latest.value)) return null;
  const loss = lossRow.test(s.lower) ? Math.abs(latest.value) : -latest.value;
  return loss > 0 ? { months: latest.months, currency: latest.currency, loss } : null;
}

export function runwayFromPeriodLoss(sentences: readonly SentenceFacts[], costsAboveRevenue: boolean): RiskFlag | null {
  if (!costsAboveRevenue || sentences.some((s) => runwayStatedNow(s.lower))) return null;
  const cash = cashHeld(sentences);
  if (!cash) return null;
  for (const s of sentences) {
    if (!s.derived || s.projected) continue;
    const loss = latestLoss(s);
    if (!loss || loss.currency !== cash.currency) continue;
    const severity = runwaySeverity(cash.amount / (loss.loss / loss.months));
    return severity ? shortRunwayFlag(excerpt(`${cash.sentence} ${s.text}`), severity) : null;
  }
  return null;
}
