import type { UpdateFigure } from '@baobab/contracts/updates';
import type { Db } from '../../db/client';
import { snapshotFigures } from '../metrics/metrics.service';
import { storedFigures, toMonth } from './updates.mapper';
import type { UpdateRow } from './updates.repository';

/**
 * The figures of the update's chosen metrics for its period, as they stand now: what sending
 * snapshots into the update, and what a draft's preview shows. The metrics module computes them
 * (burn and runway from cash, as the founder's metrics screen does); callers have checked that the
 * user is the startup's founder, since snapshotFigures checks nothing itself.
 */
export async function currentFigures(db: Db, startupId: number, metricIds: number[], period: string): Promise<UpdateFigure[]> {
  if (metricIds.length === 0) return [];
  return snapshotFigures(db, startupId, metricIds, period);
}

/** A sent update's figures as sent (never recomputed: recipients read what was sent); a draft's as they would be sent now. */
export async function figuresFor(db: Db, update: UpdateRow): Promise<UpdateFigure[]> {
  if (update.status === 'sent') return storedFigures(update);
  return currentFigures(db, update.startupId, update.metricIds, toMonth(update.period));
}
