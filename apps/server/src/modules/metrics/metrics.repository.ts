import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyMetrics, companyMetricValues } from '../../db/schema/updates';

export type MetricRow = typeof companyMetrics.$inferSelect;
/** One stored month: `month` is the first day of the month ('2026-03-01'), `value` numeric text ('1250050.0000'). */
export type ValueRow = { metricId: number; month: string; value: string };

/** The startup's metrics in their display order. */
export async function listMetrics(db: Db, startupId: number): Promise<MetricRow[]> {
  return db.select().from(companyMetrics).where(eq(companyMetrics.startupId, startupId)).orderBy(asc(companyMetrics.position), asc(companyMetrics.id));
}

export async function findMetric(db: Db, startupId: number, metricId: number): Promise<MetricRow | undefined> {
  const [row] = await db
    .select()
    .from(companyMetrics)
    .where(and(eq(companyMetrics.id, metricId), eq(companyMetrics.startupId, startupId)))
    .limit(1);
  return row;
}

/** Every stored month of the startup's metrics (the primary key (metric_id, month) serves the join). */
export async function listValues(db: Db, startupId: number): Promise<ValueRow[]> {
  return db
    .select({ metricId: companyMetricValues.metricId, month: companyMetricValues.month, value: companyMetricValues.value })
    .from(companyMetricValues)
    .innerJoin(companyMetrics, eq(companyMetrics.id, companyMetricValues.metricId))
    .where(eq(companyMetrics.startupId, startupId))
    .orderBy(asc(companyMetricValues.metricId), asc(companyMetricValues.month));
}

/** The new row, or undefined when the startup already has a metric of that kind or name (the unique indexes decide). */
export async function insertMetric(db: Db, values: typeof companyMetrics.$inferInsert): Promise<MetricRow | undefined> {
  const [row] = await db.insert(companyMetrics).values(values).onConflictDoNothing().returning();
  return row;
}

/** The changed row; undefined when it is not the startup's. A name already taken throws a unique violation. */
export async function updateMetric(db: Db, startupId: number, metricId: number, set: Partial<Pick<MetricRow, 'name' | 'unit' | 'currency'>>): Promise<MetricRow | undefined> {
  const [row] = await db
    .update(companyMetrics)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(companyMetrics.id, metricId), eq(companyMetrics.startupId, startupId)))
    .returning();
  return row;
}

/** Whether a row went (its values go with it, by the foreign key's cascade); a metric of another startup is never touched. */
export async function deleteMetric(db: Db, startupId: number, metricId: number): Promise<boolean> {
  const rows = await db
    .delete(companyMetrics)
    .where(and(eq(companyMetrics.id, metricId), eq(companyMetrics.startupId, startupId)))
    .returning({ id: companyMetrics.id });
  return rows.length > 0;
}

/** Inside a transaction: holds the metric row against value writes (which take FOR KEY SHARE) until it ends. */
export async function lockMetricForUpdate(db: Db, metricId: number): Promise<void> {
  await db.select({ id: companyMetrics.id }).from(companyMetrics).where(eq(companyMetrics.id, metricId)).limit(1).for('update');
}

export async function hasValues(db: Db, metricId: number): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(companyMetricValues).where(eq(companyMetricValues.metricId, metricId)).limit(1);
  return row !== undefined;
}

/**
 * Inside a transaction: the startup's metrics among `ids`, locked against deletion (FOR KEY SHARE) until
 * it ends, so values are never written for a metric deleted meanwhile. Other writers of values are not blocked.
 */
export async function lockMetrics(db: Db, startupId: number, ids: number[]): Promise<MetricRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(companyMetrics)
    .where(and(eq(companyMetrics.startupId, startupId), inArray(companyMetrics.id, ids)))
    .orderBy(asc(companyMetrics.id))
    .for('key share');
}

/**
 * Writes months, replacing what is there (INSERT … ON CONFLICT DO UPDATE: two saves of one month at once
 * both succeed, the later wins). Callers sort rows by (metric, month) so concurrent saves lock rows in
 * the same order and cannot deadlock, and never pass one month twice.
 */
export async function upsertValues(db: Db, rows: { metricId: number; month: string; value: string; recordedBy: string }[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(companyMetricValues)
    .values(rows.map((row) => ({ ...row, updatedAt: new Date() })))
    .onConflictDoUpdate({
      target: [companyMetricValues.metricId, companyMetricValues.month],
      set: { value: sql`excluded.value`, recordedBy: sql`excluded.recorded_by`, updatedAt: sql`excluded.updated_at` },
    });
}

export async function deleteValues(db: Db, keys: { metricId: number; month: string }[]): Promise<void> {
  if (keys.length === 0) return;
  const pairs = sql.join(
    keys.map((k) => sql`(${k.metricId}::integer, ${k.month}::date)`),
    sql`, `,
  );
  await db.delete(companyMetricValues).where(sql`(${companyMetricValues.metricId}, ${companyMetricValues.month}) in (${pairs})`);
}
