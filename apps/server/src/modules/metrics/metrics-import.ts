import { latestRecordableMonth, metricLimits, metricsMessages as m, monthSchema, type ImportedRow, type ImportMetricsResult, type MetricUnit } from '@baobab/contracts/metrics';
import { metricNameValue, parseMetricValue } from '@baobab/contracts/metric-values';
import type { Text } from '@baobab/contracts/i18n/message';
import { parseCsvLine, readCsvBody } from '../../lib/csv-lines';
import { badRequest } from '../../lib/errors';
import type { MetricRow } from './metrics.repository';

/**
 * Reads a CSV import of company metrics: a header line naming the columns month, metric and value (in
 * any order, any case), then one row per month and metric. Each row is checked on its own, so a bad row
 * is reported with its line and reason while the others are saved:
 * - month 'YYYY-MM', not after the current month;
 * - metric by name or by kind ('MRR', 'mrr', 'Gross margin', 'gross_margin'), case-insensitive, among the
 *   startup's metrics;
 * - value a plain number in the metric's unit, money in major units ('12500.50', '12,500.50' when
 *   quoted), turned exactly into minor units (contracts/metric-values.ts);
 * - one row per metric and month in a file.
 * Each line is parsed as CSV by itself (lib/csv-lines.ts), so quotes unbalanced on one line spoil that
 * line only. Whole-file problems (no header, no rows, too many rows) are a 400.
 */

export type ImportWrite = { metricId: number; month: string; value: string };

/** The import's answer as the server holds it: each row's problem a message (decision 0046); the route sends `toWire` of it. */
export type ImportResultText = Omit<ImportMetricsResult, 'rows'> & { rows: (Omit<ImportedRow, 'error'> & { error: Text | null })[] };

const COLUMNS = ['month', 'metric', 'value'] as const;

function metricFinder(metrics: MetricRow[]) {
  const byKey = new Map<string, MetricRow>();
  // Names first, then standard kinds; a custom metric may not take a standard name or kind (contracts), so neither hides another.
  for (const metric of metrics) byKey.set(metric.name.trim().toLowerCase(), metric);
  for (const metric of metrics) if (metric.kind !== 'custom' && !byKey.has(metric.kind)) byKey.set(metric.kind, metric);
  return (text: string) => byKey.get(text.trim().toLowerCase());
}

export function readMetricsCsv(csv: string, metrics: MetricRow[]): { result: ImportResultText; writes: ImportWrite[] } {
  const { order, rows: body } = readCsvBody(csv, COLUMNS);
  if (!order) throw badRequest(m.csvHeader, [{ path: 'csv', message: m.csvHeader }]);

  if (body.length === 0) throw badRequest(m.csvNoRows, [{ path: 'csv', message: m.csvNoRows }]);
  if (body.length > metricLimits.importRows) throw badRequest(m.csvTooManyRows(body.length), [{ path: 'csv', message: m.csvTooManyRows(body.length) }]);

  const find = metricFinder(metrics);
  const latest = latestRecordableMonth();
  const firstLineOf = new Map<string, number>();
  const rows: ImportResultText['rows'] = [];
  const writes: ImportWrite[] = [];
  for (const { line, text } of body) {
    const fields = parseCsvLine(text);
    const [month = '', metricText = '', value = ''] = fields ? order.map((index) => fields[index] ?? '') : [];
    const metric = find(metricText);
    const row = { line, month, metric: metric?.name ?? metricText, value };
    const fail = (issue: Text) => rows.push({ ...row, error: m.rowLine(line, issue) });

    if (!fields) {
      fail(m.rowUnreadable);
      continue;
    }
    if (fields.length !== COLUMNS.length) {
      fail(m.rowColumns(fields.length));
      continue;
    }
    if (!monthSchema.safeParse(month).success) {
      fail(m.rowMonth(month));
      continue;
    }
    if (month > latest) {
      fail(m.rowMonthFuture(month));
      continue;
    }
    if (!metric) {
      fail(m.rowMetric(metricText));
      continue;
    }
    const parsed = parseMetricValue({ kind: metric.kind, name: metric.name, unit: metric.unit as MetricUnit, currency: metric.currency }, value);
    if ('error' in parsed) {
      fail(parsed.error);
      continue;
    }
    const key = `${metric.id} ${month}`;
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined) {
      fail(m.rowDuplicate(metricNameValue(metric), month, earlier));
      continue;
    }
    firstLineOf.set(key, line);
    rows.push({ ...row, error: null });
    writes.push({ metricId: metric.id, month, value: parsed.value });
  }
  return { result: { rows, saved: 0 }, writes };
}
