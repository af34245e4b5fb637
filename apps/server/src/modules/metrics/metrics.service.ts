import {
  isReservedMetricName,
  metricLimits,
  metricsMessages as m,
  standardMetrics,
  type DefineMetricInput,
  type ImportMetricsInput,
  type Metric,
  type MetricsView,
  type MetricUnit,
  type RecordMetricValuesInput,
  type UpdateMetricInput,
} from '@baobab/contracts/metrics';
import { metricNameValue, parseMetricValue } from '@baobab/contracts/metric-values';
import type { Text } from '@baobab/contracts/i18n/message';
import type { UpdateFigure } from '@baobab/contracts/updates';
import { addMonths } from '@baobab/finance/company-metrics';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { errorCodes } from '@baobab/contracts/errors';
import { requireOwnedStartup } from '../startups/startups.service';
import { type ImportResultText, readMetricsCsv } from './metrics-import';
import { actualsOf, buildMetricsView, type CompanyActuals, dateOfMonth } from './metrics-view';
import { metricsPolicy } from './metrics.policy';
import { lockStartup } from '../../db/lock-startup';
import * as repo from './metrics.repository';

/**
 * A startup's company metrics (docs/architecture.md, "Company metrics"). Every exported function but `snapshotFigures` starts by
 * checking that the user owns the startup (404 otherwise, as for a missing one); see metrics.policy.ts.
 */

async function readView(db: Db, startupId: number): Promise<MetricsView> {
  const [metrics, values] = await Promise.all([repo.listMetrics(db, startupId), repo.listValues(db, startupId)]);
  return buildMetricsView(metrics, values);
}

/**
 * The figures an investor update carries, for the updates module to store in the update when it is
 * sent: for each metric id in the given order (ids not of this startup are skipped), the value for
 * `period` ('YYYY-MM'), the month before's, and up to 12 months of series ending at `period`, oldest
 * first, with burn and runway computed from cash as the founder's own screen shows them (a runway month
 * where the company is not burning has no finite value and is left out).
 *
 * No permission check here: the caller (the updates service) has checked that the user owns the
 * startup before calling, since only its founder sends its updates.
 */
export async function snapshotFigures(db: Db, startupId: number, metricIds: number[], period: string): Promise<UpdateFigure[]> {
  const { metrics } = await readView(db, startupId);
  const from = addMonths(period, -(metricLimits.figureMonths - 1));
  const previousMonth = addMonths(period, -1);
  return metricIds.flatMap((id) => {
    const metric = metrics.find((candidate) => candidate.id === id);
    if (!metric) return [];
    const valueAt = (month: string) => metric.series.find((point) => point.month === month)?.value ?? null;
    return [
      {
        metricId: metric.id,
        kind: metric.kind,
        name: metric.name,
        unit: metric.unit,
        currency: metric.currency,
        value: valueAt(period),
        previous: valueAt(previousMonth),
        series: metric.series.filter((p) => p.month >= from && p.month <= period).map(({ month, value }) => ({ month, value })),
      },
    ];
  });
}

/**
 * The company's cash, burn and runway as of its latest month with cash, with revenue, customers and
 * headcount beside them: the one source of the company's actuals that the financial model, due
 * diligence, valuation and the deal summary read (through startup-facts/actuals.facts.ts, which checks
 * who may see them). No permission check here, as for snapshotFigures.
 */
export async function readCompanyActuals(db: Db, startupId: number): Promise<CompanyActuals | null> {
  return actualsOf(await readView(db, startupId));
}

export async function listMetrics(db: Db, user: SessionUser, startupId: number): Promise<MetricsView> {
  await requireOwnedStartup(db, user, startupId);
  return readView(db, startupId);
}

async function metricOf(db: Db, startupId: number, metricId: number): Promise<Metric> {
  const metric = (await readView(db, startupId)).metrics.find((candidate) => candidate.id === metricId);
  if (!metric) throw notFound('Metric');
  return metric;
}

/** True for a unique-index violation (PostgreSQL 23505), however the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

const invalid = (path: string, message: Text) => badRequest(message, [{ path, message }]);
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Adds a metric. The limit, the name check and the insert run in one transaction under a lock on the
 * startup row; the unique indexes (one of each standard kind, names case-insensitive) settle a race.
 */
export async function defineMetric(db: Db, user: SessionUser, startupId: number, input: DefineMetricInput): Promise<Metric> {
  await requireOwnedStartup(db, user, startupId);
  const standard = input.kind === 'custom' ? null : standardMetrics[input.kind];
  const name = standard?.name ?? input.name!.trim();
  const unit: MetricUnit = standard?.unit ?? input.unit!;
  const currency = unit === 'money' ? (input.currency ?? null) : null;
  const row = await db.transaction(async (tx) => {
    await lockStartup(tx, startupId);
    const existing = await repo.listMetrics(tx, startupId);
    if (existing.length >= metricLimits.perStartup) throw conflict(m.tooManyMetrics);
    if (existing.some((metric) => sameName(metric.name, name))) throw conflict(m.nameTaken(name));
    const clash = metricsPolicy.currencyConflict(input.kind, unit, currency, existing);
    if (clash) throw invalid('currency', clash);
    const position = Math.max(-1, ...existing.map((metric) => metric.position)) + 1;
    return repo.insertMetric(tx, { startupId, kind: input.kind, name, unit, currency, position });
  });
  if (!row) throw conflict(m.nameTaken(name));
  return metricOf(db, startupId, row.id);
}

/**
 * Renames a custom metric or changes its unit or currency; a standard metric keeps its name and unit.
 * The metric row is locked (FOR UPDATE) first, so a save of values waits and then reads the new unit,
 * and a unit never changes under values recorded in the old one.
 */
export async function updateMetric(db: Db, user: SessionUser, startupId: number, metricId: number, input: UpdateMetricInput): Promise<Metric> {
  await requireOwnedStartup(db, user, startupId);
  try {
    await db.transaction(async (tx) => {
      await lockStartup(tx, startupId);
      const existing = await repo.listMetrics(tx, startupId);
      const metric = existing.find((candidate) => candidate.id === metricId);
      if (!metric) throw notFound('Metric');
      await repo.lockMetricForUpdate(tx, metricId);
      const standard = metric.kind === 'custom' ? null : standardMetrics[metric.kind as keyof typeof standardMetrics];
      if (standard && input.name !== undefined && input.name !== standard.name) throw invalid('name', m.standardNameFixed(standard.name));
      if (standard && input.unit !== undefined && input.unit !== standard.unit) throw invalid('unit', m.standardUnitFixed(standard.name, standard.unit));
      const name = input.name?.trim() ?? metric.name;
      if (!standard && !sameName(name, metric.name) && isReservedMetricName(name)) throw invalid('name', m.nameIsStandard(name));
      if (existing.some((other) => other.id !== metricId && sameName(other.name, name))) throw conflict(m.nameTaken(name));

      const unit = (input.unit ?? metric.unit) as MetricUnit;
      if (unit !== 'money' && input.currency) throw invalid('currency', m.currencyOnlyForMoney);
      const currency = unit === 'money' ? (input.currency === undefined ? metric.currency : input.currency) : null;
      if (unit === 'money' && !currency) throw invalid('currency', m.currencyRequired);
      const clash = metricsPolicy.currencyConflict(metric.kind, unit, currency, existing.filter((other) => other.id !== metricId));
      if (clash) throw invalid('currency', clash);
      const changesMeaning = unit !== metric.unit || currency !== metric.currency;
      if (changesMeaning && !metricsPolicy.canChangeUnit(await repo.hasValues(tx, metricId))) throw conflict(m.unitChangeWithValues);
      await repo.updateMetric(tx, startupId, metricId, { name, unit, currency });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(m.nameTaken(input.name ?? ''));
    throw error;
  }
  return metricOf(db, startupId, metricId);
}

/** Deletes a metric and its values (the foreign key cascades). */
export async function deleteMetric(db: Db, user: SessionUser, startupId: number, metricId: number): Promise<void> {
  await requireOwnedStartup(db, user, startupId);
  // The delete raises the facts version (its values go with it, and their trigger updates the startup row): the
  // startup row first, the order a value save takes, or a save holding the startup and this delete holding the
  // metric deadlock (metrics.concurrency.test.ts caught one in six runs on PostgreSQL).
  const deleted = await db.transaction(async (tx) => {
    await lockStartup(tx, startupId);
    return repo.deleteMetric(tx, startupId, metricId);
  });
  if (!deleted) throw notFound('Metric');
}

type Write = { metricId: number; month: string; value: string | null };

/**
 * Inside a transaction whose metrics are locked (repo.lockMetrics): applies every write, upserts sorted by
 * (metric, month) so concurrent saves lock rows in one order; a null value deletes the month.
 */
async function applyWrites(tx: Db, user: SessionUser, writes: Write[]): Promise<void> {
  const sorted = [...writes].sort((a, b) => a.metricId - b.metricId || a.month.localeCompare(b.month));
  const upserts = sorted.flatMap((w) => (w.value === null ? [] : [{ metricId: w.metricId, month: dateOfMonth(w.month), value: w.value, recordedBy: user.id }]));
  const deletes = sorted.flatMap((w) => (w.value === null ? [{ metricId: w.metricId, month: dateOfMonth(w.month) }] : []));
  await repo.upsertValues(tx, upserts);
  await repo.deleteValues(tx, deletes);
}

/**
 * Saves months of any of the startup's metrics in one transaction: every value is checked against its
 * metric's unit (read under the lock), and one bad value saves nothing, with a message per bad value.
 */
export async function recordValues(db: Db, user: SessionUser, startupId: number, input: RecordMetricValuesInput): Promise<MetricsView> {
  await requireOwnedStartup(db, user, startupId);
  await db.transaction(async (tx) => {
    // A value write raises the startup's facts version (a trigger updates the startup row, migration 0048):
    // taking the startup row first keeps the order a metric's update takes (startup, then metric), or a
    // value save holding its metrics and an update holding the startup would deadlock.
    await lockStartup(tx, startupId);
    const metrics = await repo.lockMetrics(tx, startupId, [...new Set(input.values.map((v) => v.metricId))]);
    const issues: { path: string; message: Text }[] = [];
    const writes: Write[] = [];
    input.values.forEach((entry, index) => {
      const metric = metrics.find((candidate) => candidate.id === entry.metricId);
      if (!metric) return issues.push({ path: `values.${index}.metricId`, message: m.metricNotFound });
      if (entry.value === null || entry.value.trim() === '') return writes.push({ metricId: metric.id, month: entry.month, value: null });
      const parsed = parseMetricValue({ kind: metric.kind, name: metric.name, unit: metric.unit as MetricUnit, currency: metric.currency }, entry.value);
      if ('error' in parsed) return issues.push({ path: `values.${index}.value`, message: m.valueIssue(metricNameValue(metric), entry.month, parsed.error) });
      return writes.push({ metricId: metric.id, month: entry.month, value: parsed.value });
    });
    const first = issues[0];
    if (first) {
      if (first.message === m.metricNotFound) throw new AppError(404, errorCodes.notFound, m.metricNotFound, issues);
      throw badRequest(first.message, issues);
    }
    await applyWrites(tx, user, writes);
  });
  return readView(db, startupId);
}

/**
 * Imports a CSV of month,metric,value rows (metrics-import.ts reads and checks every row). A preview
 * (commit false) saves nothing; a commit saves every valid row in one transaction and reports the
 * others with their line and reason. Rows are checked again under the lock of the commit, so a metric
 * deleted or changed since the preview turns its rows into errors rather than failing the import.
 */
export async function importMetrics(db: Db, user: SessionUser, startupId: number, input: ImportMetricsInput): Promise<ImportResultText> {
  await requireOwnedStartup(db, user, startupId);
  if (!input.commit) return readMetricsCsv(input.csv, await repo.listMetrics(db, startupId)).result;
  return db.transaction(async (tx) => {
    // The startup row first, as in recordValues (migration 0048's trigger).
    await lockStartup(tx, startupId);
    const all = await repo.listMetrics(tx, startupId);
    const locked = await repo.lockMetrics(
      tx,
      startupId,
      all.map((metric) => metric.id),
    );
    const { result, writes } = readMetricsCsv(input.csv, locked);
    await applyWrites(tx, user, writes);
    return { ...result, saved: writes.length };
  });
}
