import type { UpdateFigure } from '@baobab/contracts/updates';
import type { Db } from '../../db/client';
import { storedFigures, toMonth } from './updates.mapper';
import type { UpdateRow } from './updates.repository';

/**
 * The figures of the update's chosen metrics for its period, as they stand now: what sending would
 * snapshot, and what a draft's preview shows.
 *
 * Until the metrics module's snapshotFigures is merged into this branch, no metric can be recorded, so
 * there are no figures to carry.
 */
export async function currentFigures(_db: Db, _startupId: number, metricIds: number[], _period: string): Promise<UpdateFigure[]> {
  if (metricIds.length === 0) return [];
  return [];
}

/** A sent update's figures as sent; a draft's as they would be sent now. */
export async function figuresFor(db: Db, update: UpdateRow): Promise<UpdateFigure[]> {
  if (update.status === 'sent') return storedFigures(update);
  return currentFigures(db, update.startupId, update.metricIds, toMonth(update.period));
}
