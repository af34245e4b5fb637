import {
  dealMessages,
  type CreateDealInput,
  type Deal,
  type DealAnalytics,
  type DealNote,
  type DealsQuery,
  type UpdateDealInput,
} from '@baobab/contracts/deals';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { requireInvestor } from '../../lib/roles';
import type { SessionUser } from '../../lib/session-user';
import { getStartup } from '../startups/startups.service';
import { dealAnalytics } from './deal-analytics';
import { dealsPolicy } from './deals.policy';
import * as repo from './deals.repository';

function toDeal(row: repo.DealListRow): Deal {
  return {
    id: row.id,
    stage: row.stage as Deal['stage'],
    priority: row.priority as Deal['priority'],
    interestLevel: row.interestLevel,
    lastActivity: row.lastActivityAt.toISOString(),
    stageEnteredAt: row.stageEnteredAt.toISOString(),
    sourceChannel: row.sourceChannel,
    nextAction: row.nextAction,
    noteCount: row.noteCount,
    startup: row.startup,
  };
}

const toNote = (row: { id: number; body: string; createdAt: Date }): DealNote => ({ id: row.id, body: row.body, createdAt: row.createdAt.toISOString() });

/** Another investor's deal answers 404 exactly like a missing one. */
async function ownDeal(db: Db, user: SessionUser, id: number): Promise<repo.DealRow> {
  const deal = await repo.findOwnDeal(db, user.id, id);
  if (!deal || !dealsPolicy.canChange(user, deal)) throw notFound('Deal');
  return deal;
}

async function readDeal(db: Db, id: number): Promise<Deal> {
  const row = await repo.findDealListRow(db, id);
  if (!row) throw notFound('Deal');
  return toDeal(row);
}

export async function listDeals(db: Db, user: SessionUser, query: DealsQuery): Promise<Deal[]> {
  requireInvestor(user);
  const stage = query.stage === 'all' ? undefined : query.stage;
  const priority = query.priority === 'all' ? undefined : query.priority;
  return (await repo.listDeals(db, user.id, { stage, priority })).map(toDeal);
}

/** Adds a startup to the pipeline and records the stage it entered, in one transaction. */
export async function createDeal(db: Db, user: SessionUser, input: CreateDealInput): Promise<Deal> {
  requireInvestor(user);
  await getStartup(db, input.startupId);
  const now = new Date();
  const id = await db.transaction(async (tx) => {
    const row = await repo.insertDeal(tx, {
      investorId: user.id,
      startupId: input.startupId,
      stage: input.stage,
      priority: input.priority,
      interestLevel: input.interestLevel,
      sourceChannel: input.sourceChannel || null,
      nextAction: input.nextAction || null,
      stageEnteredAt: now,
      lastActivityAt: now,
      createdAt: now,
    });
    if (!row) throw conflict(dealMessages.alreadyInPipeline);
    await repo.insertStageChange(tx, { dealId: row.id, fromStage: null, toStage: input.stage, changedAt: now });
    return row.id;
  });
  return readDeal(db, id);
}

/**
 * Any stage may follow any other (the spec's deal states); every change is kept with its time. The deal
 * is read again under a lock, so concurrent moves form one chain (docs/security.md, "Concurrency").
 */
export async function updateDeal(db: Db, user: SessionUser, id: number, input: UpdateDealInput): Promise<Deal> {
  requireInvestor(user);
  await ownDeal(db, user, id);
  await db.transaction(async (tx) => {
    const deal = await repo.lockDeal(tx, id);
    if (!deal) throw notFound('Deal');
    // Taken after the lock, so the history's times follow the order the moves were made in.
    const now = new Date();
    const stageChanged = input.stage !== undefined && input.stage !== deal.stage;
    await repo.updateDealRow(tx, id, {
      ...(input.stage !== undefined ? { stage: input.stage } : {}),
      ...(input.priority !== undefined ? { priority: input.priority } : {}),
      ...(input.interestLevel !== undefined ? { interestLevel: input.interestLevel } : {}),
      ...(input.nextAction !== undefined ? { nextAction: input.nextAction || null } : {}),
      ...(input.sourceChannel !== undefined ? { sourceChannel: input.sourceChannel || null } : {}),
      ...(stageChanged ? { stageEnteredAt: now } : {}),
      lastActivityAt: now,
    });
    if (stageChanged) await repo.insertStageChange(tx, { dealId: id, fromStage: deal.stage, toStage: input.stage!, changedAt: now });
  });
  return readDeal(db, id);
}

export async function deleteDeal(db: Db, user: SessionUser, id: number): Promise<void> {
  requireInvestor(user);
  await ownDeal(db, user, id);
  await repo.deleteDealRow(db, id);
}

export async function listNotes(db: Db, user: SessionUser, dealId: number): Promise<DealNote[]> {
  requireInvestor(user);
  await ownDeal(db, user, dealId);
  return (await repo.listNotes(db, dealId)).map(toNote);
}

export async function addNote(db: Db, user: SessionUser, dealId: number, body: string): Promise<DealNote> {
  requireInvestor(user);
  await ownDeal(db, user, dealId);
  const now = new Date();
  return db.transaction(async (tx) => {
    const note = await repo.insertNote(tx, { dealId, authorId: user.id, body, createdAt: now });
    await repo.updateDealRow(tx, dealId, { lastActivityAt: now });
    return toNote(note);
  });
}

export async function getAnalytics(db: Db, user: SessionUser): Promise<DealAnalytics> {
  requireInvestor(user);
  const [deals, changes] = await Promise.all([repo.listDeals(db, user.id, {}), repo.listStageChanges(db, user.id)]);
  return dealAnalytics(deals.map((d) => d.stage), changes, new Date());
}

/** The caller's deal for a startup, if it is in their pipeline (the Add to pipeline button). */
export async function findDealForStartup(db: Db, user: SessionUser, startupId: number): Promise<Deal | null> {
  requireInvestor(user);
  const deal = await repo.findDealForStartup(db, user.id, startupId);
  return deal ? readDeal(db, deal.id) : null;
}

/** What a deal summary shows of the caller's own pipeline entry for a startup. */
export async function dealSummaryContext(db: Db, user: SessionUser, startupId: number): Promise<{ deal: Deal; notes: DealNote[] } | null> {
  const deal = await findDealForStartup(db, user, startupId);
  if (!deal) return null;
  return { deal, notes: (await repo.listNotes(db, deal.id)).map(toNote) };
}
