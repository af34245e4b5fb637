import { type RoundInput, roundMessages as m, roundName } from '@baobab/contracts/cap-table-rounds';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import { findRoundWritingEntry } from './cap-table-rounds.repository';

/**
 * A ledger entry a closed round wrote is kept (decision 0051): the round's stored outcome says it was written and
 * later rounds are computed on it. The ledger's delete asks this inside its transaction.
 */
export async function assertNotWrittenByRound(db: Db, startupId: number, entryId: number): Promise<void> {
  const round = await findRoundWritingEntry(db, startupId, entryId);
  if (round) throw conflict(m.writtenByRound(roundName(round.round as RoundInput), round.roundDate));
}
