/**
 * The pro-forma cap table of a modelled round: before and after it, by holder and by share class, with
 * fully diluted shares and percentages. Figures are the engine's (`proFormaCapTable`): the PDF prints each
 * column's percentages rounded by largest remainder (adding up to 100.00%), the spreadsheet the exact ones.
 */
import { roundDocumentTexts as x } from '@baobab/contracts/round-documents';
import type { ProFormaCapTable, ProFormaRow } from '@baobab/finance/round-documents';
import type { DocumentWriter } from './document-writer';
import { type Cell, type Column, type RoundDocument, type Table, figure, text } from './document-model';
import type { DocumentMeta } from './term-sheet-document';

export function proFormaDocument(p: ProFormaCapTable, seriesName: string, w: DocumentWriter, meta: DocumentMeta): RoundDocument {
  const { t } = w;
  const shares = (value: number) => figure(w.shares(value), value, 'shares');
  const percent = (points: number, exact: number) => figure(w.basisPoints(points), exact / 100, 'percent');
  const figures = (r: ProFormaRow): Cell[] => [shares(r.sharesBefore), percent(r.basisPointsBefore, r.percentBefore), shares(r.sharesAfter), percent(r.basisPointsAfter, r.percentAfter)];
  const figureColumns: Column[] = [
    { header: t(x.sharesBefore), width: 16, figure: true },
    { header: t(x.percentBefore), width: 11, figure: true },
    { header: t(x.sharesAfterRound), width: 16, figure: true },
    { header: t(x.percentAfter), width: 11, figure: true },
  ];
  const total = (lead: Cell[]): Cell[] => [...lead, shares(p.totalBefore), percent(10_000, 100), shares(p.totalAfter), percent(10_000, 100)];
  const byHolder: Table = {
    title: t(x.byHolder),
    sheet: t(x.sheetHolders),
    columns: [{ header: t(x.holder), width: 30 }, { header: t(x.shareClass), width: 24 }, ...figureColumns],
    // Holder names are shown as the founder wrote them; only the engine's own row for the unallocated pool is translated.
    rows: p.holders.map((r) => [text(r.holderType === 'option_pool' ? w.message(r.holder) : r.holder), text(r.shareClass), ...figures(r)]),
    total: total([text(t(x.total)), text('')]),
  };
  const byClass: Table = {
    title: t(x.byClass),
    sheet: t(x.sheetClasses),
    columns: [{ header: t(x.shareClass), width: 30 }, ...figureColumns],
    rows: p.classes.map((r) => [text(r.shareClass), ...figures(r)]),
    total: total([text(t(x.total))]),
  };
  return {
    title: t(x.proFormaTitle, { company: meta.company, series: seriesName }),
    intro: [t(x.prepared, { date: meta.generatedOn, scenario: meta.scenario })],
    sections: [],
    tables: [byHolder, byClass],
    notes: [t(x.beforeMeans), t(x.roundingRule)],
    termsSheet: t(x.sheetTerms),
    landscape: true,
  };
}
