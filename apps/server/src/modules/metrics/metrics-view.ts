import type { CashPosition, Metric, MetricPoint, MetricsView } from '@baobab/contracts/metrics';
import { cashMetricsByMonth, type MonthCashMetrics } from '@baobab/finance/company-metrics';
import type { MetricRow, ValueRow } from './metrics.repository';

/**
 * Rows to what the founder reads: each metric's monthly series, with net burn and runway computed from
 * cash where the months allow it (packages/finance/src/company-metrics.ts), and the cash position.
 *
 * - Net burn: a month whose cash and the month before's are both recorded shows the computed net burn
 *   (flagged `isComputed`), replacing any burn typed for it; other months show the recorded burn.
 * - Runway: a month with a cash balance and a burn rate shows the computed runway; where the company is
 *   not burning there is no finite runway, and the month is left out (a recorded runway too, since the
 *   cash says otherwise); other months show the recorded runway.
 * Computed figures need the Cash metric; burn is read with cash only when both are in one currency
 * (the service keeps them so).
 */

/** numeric(24,4) text to the shortest decimal: '1250050.0000' → '1250050', '62.5000' → '62.5'. */
export function normaliseNumeric(text: string): string {
  if (!text.includes('.')) return text;
  const trimmed = text.replace(/0+$/, '').replace(/\.$/, '');
  return trimmed === '-0' ? '0' : trimmed;
}

export const monthOfDate = (date: string) => date.slice(0, 7);
export const dateOfMonth = (month: string) => `${month}-01`;

type Recorded = Map<string, string>;

function recordedByMetric(values: ValueRow[]): Map<number, Recorded> {
  const out = new Map<number, Recorded>();
  for (const row of values) {
    let series = out.get(row.metricId);
    if (!series) out.set(row.metricId, (series = new Map()));
    series.set(monthOfDate(row.month), normaliseNumeric(row.value));
  }
  return out;
}

const toMinor = (series: Recorded | undefined) => new Map([...(series ?? [])].map(([month, value]) => [month, Number(value)]));

const pointsOf = (series: Recorded | undefined): MetricPoint[] => [...(series ?? [])].map(([month, value]) => ({ month, value, isComputed: false }));

/** Recorded points with computed ones laid over them (and `hidden` months removed), oldest first. */
function merge(recorded: Recorded | undefined, computed: Map<string, string>, hidden: Set<string>): MetricPoint[] {
  const points = new Map<string, MetricPoint>();
  for (const point of pointsOf(recorded)) if (!hidden.has(point.month)) points.set(point.month, point);
  for (const [month, value] of computed) points.set(month, { month, value, isComputed: true });
  return [...points.values()].sort((a, b) => a.month.localeCompare(b.month));
}

function cashPositionOf(cash: MetricRow, months: MonthCashMetrics[], cashSeries: Recorded): CashPosition | null {
  const latest = months.findLast((m) => cashSeries.has(m.month));
  if (!latest) return null;
  const runway = latest.runway;
  return {
    month: latest.month,
    currency: cash.currency ?? 'USD',
    cash: cashSeries.get(latest.month)!,
    burnRate: latest.burnRateMinor === null ? null : String(latest.burnRateMinor),
    runwayMonths: runway?.months == null ? null : String(runway.months),
    status: runway === null ? 'unknown' : runway.months === null ? 'not_burning' : 'burning',
  };
}

export function buildMetricsView(metrics: MetricRow[], values: ValueRow[]): MetricsView {
  const recorded = recordedByMetric(values);
  const cash = metrics.find((m) => m.kind === 'cash');
  const burn = metrics.find((m) => m.kind === 'burn');
  const cashSeries = cash ? recorded.get(cash.id) : undefined;
  const burnIsReadable = burn !== undefined && cash !== undefined && burn.currency === cash.currency;
  const months = cash ? cashMetricsByMonth({ cash: toMinor(cashSeries), recordedBurn: burnIsReadable ? toMinor(recorded.get(burn.id)) : new Map() }) : [];

  const computedBurn = new Map<string, string>();
  const computedRunway = new Map<string, string>();
  const notBurning = new Set<string>();
  for (const m of months) {
    if (burnIsReadable && m.netBurn?.source === 'cash') computedBurn.set(m.month, String(m.netBurn.minor));
    if (m.runway?.months === null) notBurning.add(m.month);
    else if (m.runway) computedRunway.set(m.month, String(m.runway.months));
  }

  const toMetric = (row: MetricRow): Metric => {
    const own = recorded.get(row.id);
    const series = row.kind === 'burn' ? merge(own, computedBurn, new Set()) : row.kind === 'runway' ? merge(own, computedRunway, notBurning) : pointsOf(own);
    return { id: row.id, kind: row.kind as Metric['kind'], name: row.name, unit: row.unit as Metric['unit'], currency: row.currency, series };
  };
  return { metrics: metrics.map(toMetric), cashPosition: cash && cashSeries ? cashPositionOf(cash, months, cashSeries) : null };
}

/** The company's actuals: its cash position and, as of the same month or the latest before it, revenue, customers and headcount. */
export type CompanyActuals = {
  position: CashPosition;
  /** MRR (else revenue) in minor units, only when in the cash's currency; null when not recorded. */
  monthlyRevenue: string | null;
  customers: string | null;
  headcount: string | null;
};

/** Null until cash has a value: the cash position is what every other figure is read beside. */
export function actualsOf(view: MetricsView): CompanyActuals | null {
  const position = view.cashPosition;
  if (!position) return null;
  const latest = (kind: Metric['kind'], currency?: string) => {
    const metric = view.metrics.find((m) => m.kind === kind && (currency === undefined || m.currency === currency));
    return metric?.series.findLast((p) => p.month <= position.month)?.value ?? null;
  };
  return {
    position,
    monthlyRevenue: latest('mrr', position.currency) ?? latest('revenue', position.currency),
    customers: latest('customers'),
    headcount: latest('headcount'),
  };
}
