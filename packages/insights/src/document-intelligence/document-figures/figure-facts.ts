/**
 * The facts the figures-first reader decides on: every series of the document (tables, lines under a heading,
 * labelled lines, sentences) and its cash, monthly burn, costs and revenue, told in sentences or read from a table's rows.
 */
import type { SentenceFacts } from '../sentence-facts';
import { cashAndBurn, type CashAndBurn } from './cash-burn';
import { inlineSeries } from './inline-series';
import { lineSeries } from './line-series';
import { proseSeries } from './prose-series';
import type { FigureSeries } from './series';
import { tableCashAndBurn } from './table-cash';
import { tableSeries } from './table-series';

export interface FigureFacts extends CashAndBurn { series: FigureSeries[] }

export function readFigureFacts(text: string, sentences: readonly SentenceFacts[]): FigureFacts {
  const lines = text.split(/\r?\n/);
  const series = [...tableSeries(lines), ...lineSeries(lines), ...inlineSeries(lines), ...proseSeries(sentences)];
  const told = cashAndBurn(sentences);
  const tabled = tableCashAndBurn(series);
  return { ...told, series, cash: [...told.cash, ...tabled.cash], burns: [...told.burns, ...tabled.burns], revenues: [...told.revenues, ...tabled.revenues] };
}
