import { dealMessages, type DealBoard, type DealColumn } from '@baobab/contracts/deals';
import type { dealBoardQuerySchema, dealColumnQuerySchema, pipelineStartupsQuerySchema } from '@baobab/contracts/deals';
import { dealStages, type DealStage } from '@baobab/contracts/enums';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { countByStage, listPipelineStartups, listStagePage, type BoardCursor, type BoardFilter } from './deal-board.repository';
import { pipelineAccess } from './deals.policy';
import type { PipelineOwner } from './deals.repository';
import { toDeals } from './deals.service';

type BoardQuery = z.output<typeof dealBoardQuerySchema>;
type ColumnQuery = z.output<typeof dealColumnQuerySchema>;

/** The cursor travels opaque (base64url of the last card's time and id); the client only sends it back. */
const encodeCursor = (cursor: BoardCursor) => Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');

/** A timestamptz as PostgreSQL prints it (`2026-11-27 16:45:38.123456+00`): nothing else reaches the query. */
const timestampText = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)$/;

function decodeCursor(text: string): BoardCursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(text, 'base64url').toString()) as unknown[];
    if (typeof at === 'string' && timestampText.test(at) && Number.isSafeInteger(id)) return { at, id: id as number };
  } catch {
    // Falls through to the same refusal as a well-formed but meaningless cursor.
  }
  throw badRequest(dealMessages.boardCursor);
}

const filterOf = (query: BoardQuery): BoardFilter => ({
  priority: query.priority === 'all' ? undefined : query.priority,
  search: query.search || undefined,
});

async function column(db: Db, owner: PipelineOwner, stage: DealStage, filter: BoardFilter, limit: number, count: number, cursor?: BoardCursor): Promise<DealColumn> {
  const page = await listStagePage(db, owner, stage, filter, limit, cursor);
  return { stage, count, deals: await toDeals(db, page.rows), nextCursor: page.next ? encodeCursor(page.next) : null };
}

/**
 * The board (decision 0066): every stage's count and first page, so a fund of thousands of deals reads six
 * pages and one grouped count instead of every deal. Read access as the whole list's.
 */
export async function getBoard(db: Db, user: SessionUser, query: BoardQuery): Promise<DealBoard> {
  const { owner } = await pipelineAccess(db, user, query.organisationId, 'read');
  const filter = filterOf(query);
  const counts = await countByStage(db, owner, filter);
  // An empty stage needs no page read.
  const columns = await Promise.all(
    dealStages.map((stage) => {
      const count = counts.get(stage) ?? 0;
      return count === 0 ? { stage, count, deals: [], nextCursor: null } : column(db, owner, stage, filter, query.limit, count);
    }),
  );
  return { columns };
}

/** One stage's next page after `cursor` (its first without one), with the stage's count as of now. */
export async function getBoardColumn(db: Db, user: SessionUser, stage: DealStage, query: ColumnQuery): Promise<DealColumn> {
  const { owner } = await pipelineAccess(db, user, query.organisationId, 'read');
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const filter = filterOf(query);
  const counts = await countByStage(db, owner, filter);
  return column(db, owner, stage, filter, query.limit, counts.get(stage) ?? 0, cursor);
}

/** A pipeline's companies for a picker, searched by name and capped: read access as the board's. */
export async function searchPipelineStartups(db: Db, user: SessionUser, query: z.output<typeof pipelineStartupsQuerySchema>) {
  const { owner } = await pipelineAccess(db, user, query.organisationId, 'read');
  return listPipelineStartups(db, owner, query.search || undefined, query.limit);
}
