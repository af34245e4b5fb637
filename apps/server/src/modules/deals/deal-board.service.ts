import { dealBoardSchema, dealColumnSchema, dealMessages, type DealColumn } from '@baobab/contracts/deals';
import type { dealBoardQuerySchema, dealColumnQuerySchema, pipelineStartupsQuerySchema } from '@baobab/contracts/deals';
import { dealStages, type DealStage } from '@baobab/contracts/enums';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { CachedDb } from '../../lib/cache-registry';
import type { EncodedJson } from '../../lib/encoded-body';
import { badRequest } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { countByStage, listFirstPages, listPipelineStartups, listStagePage, type BoardCursor, type BoardFilter } from './deal-board.repository';
import { pipelineAccess } from './deals.policy';
import { toDeals } from './deals.service';
import { keptPipelineAnswer } from './pipeline-answers';

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

type StagePage = Awaited<ReturnType<typeof listStagePage>>;
const noPage: StagePage = { rows: [], next: null };

/**
 * The columns of the pages read, their cards built in one pass: a card's assignees, members and task counts are
 * read once for the whole board, not once per column.
 */
async function columnsOf(db: Db, pages: { stage: DealStage; count: number; page: StagePage }[]): Promise<DealColumn[]> {
  const cards = await toDeals(db, pages.flatMap(({ page }) => page.rows));
  let taken = 0;
  return pages.map(({ stage, count, page }) => {
    const deals = cards.slice(taken, (taken += page.rows.length));
    return { stage, count, deals, nextCursor: page.next ? encodeCursor(page.next) : null };
  });
}

/**
 * The board (decision 0066): every stage's count and first page, so a fund of thousands of deals reads six
 * pages and their counts (one statement) instead of every deal. Read access as the whole list's.
 */
export async function getBoard({ db, caches }: CachedDb, user: SessionUser, query: BoardQuery): Promise<EncodedJson> {
  const { owner } = await pipelineAccess(db, user, query.organisationId, 'read');
  return keptPipelineAnswer({ db, caches }, owner, ['board', query], async () => {
    const firstPages = await listFirstPages(db, owner, filterOf(query), query.limit);
    const pages = dealStages.map((stage) => {
      const first = firstPages.get(stage);
      return { stage, count: first?.count ?? 0, page: first ? { rows: first.rows, next: first.next } : noPage };
    });
    return dealBoardSchema.encode({ columns: await columnsOf(db, pages) });
  });
}

/** One stage's next page after `cursor` (its first without one), with the stage's count as of now. */
export async function getBoardColumn({ db, caches }: CachedDb, user: SessionUser, stage: DealStage, query: ColumnQuery): Promise<EncodedJson> {
  const { owner } = await pipelineAccess(db, user, query.organisationId, 'read');
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  return keptPipelineAnswer({ db, caches }, owner, ['column', stage, query], async () => {
    const filter = filterOf(query);
    const [counts, page] = await Promise.all([countByStage(db, owner, filter, stage), listStagePage(db, owner, stage, filter, query.limit, cursor)]);
    const [only] = await columnsOf(db, [{ stage, count: counts.get(stage) ?? 0, page }]);
    return dealColumnSchema.encode(only!);
  });
}

/** A pipeline's companies for a picker, searched by name and capped: read access as the board's. */
export async function searchPipelineStartups(db: Db, user: SessionUser, query: z.output<typeof pipelineStartupsQuerySchema>) {
  const { owner } = await pipelineAccess(db, user, query.organisationId, 'read');
  return listPipelineStartups(db, owner, query.search || undefined, query.limit);
}
