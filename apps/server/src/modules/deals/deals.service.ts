import {
  dealMessages,
  dealsSchema,
  type AssignDealInput,
  type CreateDealInput,
  type Deal,
  type DealAnalytics,
  type DealNote,
  type DealsQuery,
  type PipelineQuery,
  type UpdateDealInput,
} from '@baobab/contracts/deals';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Arg, Figure } from '../../db/figures';
import type { CachedDb } from '../../lib/cache-registry';
import type { Delivery } from '../../lib/delivery';
import type { EncodedJson } from '../../lib/encoded-body';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { requireInvestor } from '../../lib/roles';
import type { SessionUser } from '../../lib/session-user';
import { deliverNotifications } from '../notifications/notifications.service';
import { getStartup } from '../startups/startups.service';
import { dealAnalytics } from './deal-analytics';
import { notifyMentions } from './deal-mention-notifications';
import { taskCounts } from './deal-tasks.repository';
import { todayUtc } from './utc-today';
import { currentMembers } from './fund-membership.repository';
import { dealAccess, pipelineAccess } from './deals.policy';
import * as repo from './deals.repository';
import { keptPipelineAnswer } from './pipeline-answers';
import { requireStageInUse } from './pipeline-stages.service';

type Person = { id: string; name: string };
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/**
 * A fund's current members by id: owners and assignees are shown only while they belong, so a removed
 * member drops off the cards at once without the organisation module touching deals.
 */
async function membersOf(db: Db, organisationId: number): Promise<Map<string, Person>> {
  return new Map((await currentMembers(db, organisationId)).map((m) => [m.userId, { id: m.userId, name: fullName(m) }]));
}

/** Cards of these rows: current owners and assignees, task counts (shared with the board, decision 0066). */
export async function toDeals(db: Db, rows: repo.DealListRow[]): Promise<Deal[]> {
  const organisationIds = [...new Set(rows.map((r) => r.organisationId).filter((id): id is number => id !== null))];
  const members = new Map(await Promise.all(organisationIds.map(async (id) => [id, await membersOf(db, id)] as const)));
  // Grouped once by deal: a fund's board of 2,000 deals scanned the whole list per card (bench/http/fund-scale.bench.mjs).
  const assigneesOf = new Map<number, { dealId: number; userId: string }[]>();
  for (const a of await repo.listAssignees(db, rows.filter((r) => r.organisationId !== null).map((r) => r.id))) {
    const ofDeal = assigneesOf.get(a.dealId);
    if (ofDeal) ofDeal.push(a);
    else assigneesOf.set(a.dealId, [a]);
  }
  const counts = await taskCounts(db, rows.map((r) => r.id), todayUtc());
  return rows.map((row) => {
    const team = row.organisationId === null ? undefined : members.get(row.organisationId);
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
      openTaskCount: counts.get(row.id)?.open ?? 0,
      overdueTaskCount: counts.get(row.id)?.overdue ?? 0,
      organisationId: row.organisationId,
      owner: (row.ownerUserId && team?.get(row.ownerUserId)) || null,
      assignees: team ? (assigneesOf.get(row.id) ?? []).filter((a) => team.has(a.userId)).map((a) => team.get(a.userId)!) : [],
      startup: row.startup,
    };
  });
}

const toNote = (row: { id: number; body: string; createdAt: Date; firstName?: string; lastName?: string }): DealNote => ({
  id: row.id,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  author: row.firstName === undefined ? null : fullName({ firstName: row.firstName, lastName: row.lastName ?? '' }),
});

async function readDeal(db: Db, id: number): Promise<Deal> {
  const row = await repo.findDealListRow(db, id);
  if (!row) throw notFound('Deal');
  return (await toDeals(db, [row]))[0]!;
}

async function dealsOf(db: Db, owner: repo.PipelineOwner, query: DealsQuery): Promise<Deal[]> {
  const stage = query.stage === 'all' ? undefined : query.stage;
  const priority = query.priority === 'all' ? undefined : query.priority;
  return toDeals(db, await repo.listDeals(db, owner, { stage, priority }));
}

export async function listDeals(db: Db, user: SessionUser, query: DealsQuery): Promise<Deal[]> {
  const { owner } = await pipelineAccess(db, user, query.organisationId, 'read');
  return dealsOf(db, owner, query);
}

/** listDeals' answer as JSON, kept by the pipeline's fingerprint (pipeline-answers.ts); access is read every time. */
export async function listDealsAnswer(cached: CachedDb, user: SessionUser, query: DealsQuery): Promise<EncodedJson> {
  const { owner } = await pipelineAccess(cached.db, user, query.organisationId, 'read');
  return keptPipelineAnswer(cached, owner, ['list', query], async () => dealsSchema.encode(await dealsOf(cached.db, owner, query)));
}

/**
 * The startups of the investor's own pipeline still in play (passed left out), at most `limit`, those with the newest
 * activity: as a subquery (for a figure of another module about the same startups) and as a figure of their ids.
 * Only ever the reader's own pipeline (a person's deals are theirs: ownPipelineAccess), so the caller gives its own id.
 */
export function liveDealStartups(investorId: Arg<string>, limit: Arg<number>): { query: SQL; figure: Figure<number[]> } {
  return { query: repo.liveDealStartupIdsQuery(investorId, limit), figure: repo.liveDealStartupIdsFigure(investorId, limit) };
}

/**
 * Adds a startup to a pipeline and records the stage it entered, in one transaction. In a fund's pipeline
 * the member who adds it owns it. Nothing here touches consent: a fund deal unlocks no founder data.
 */
export async function createDeal(db: Db, user: SessionUser, input: CreateDealInput): Promise<Deal> {
  const { owner } = await pipelineAccess(db, user, input.organisationId, 'write');
  await getStartup(db, input.startupId);
  const now = new Date();
  const id = await db.transaction(async (tx) => {
    await requireStageInUse(tx, owner.organisationId ?? null, input.stage);
    const row = await repo.insertDeal(tx, {
      investorId: owner.investorId ?? null,
      organisationId: owner.organisationId ?? null,
      ownerUserId: owner.organisationId !== undefined ? user.id : null,
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
    if (!row) throw conflict(owner.organisationId !== undefined ? dealMessages.alreadyInFundPipeline : dealMessages.alreadyInPipeline);
    await repo.insertStageChange(tx, { dealId: row.id, fromStage: null, toStage: input.stage, changedAt: now, changedBy: user.id });
    return row.id;
  });
  return readDeal(db, id);
}

/**
 * Any stage may follow any other (the spec's deal states), within the stages a fund uses; every change is kept with its time and who made
 * it. The deal is read again under a lock, so concurrent moves form one chain (docs/security.md, "Concurrency").
 */
export async function updateDeal(db: Db, user: SessionUser, id: number, input: UpdateDealInput): Promise<Deal> {
  await dealAccess(db, user, await repo.findDeal(db, id), 'write');
  await db.transaction(async (tx) => {
    const deal = await repo.lockDeal(tx, id);
    if (!deal) throw notFound('Deal');
    // Taken after the lock, so the history's times follow the order the moves were made in.
    const now = new Date();
    const stageChanged = input.stage !== undefined && input.stage !== deal.stage;
    // A fund's stage switched off is refused, under the organisation's lock (decision 0068).
    if (stageChanged) await requireStageInUse(tx, deal.organisationId, input.stage!);
    await repo.updateDealRow(tx, id, {
      ...(input.stage !== undefined ? { stage: input.stage } : {}),
      ...(input.priority !== undefined ? { priority: input.priority } : {}),
      ...(input.interestLevel !== undefined ? { interestLevel: input.interestLevel } : {}),
      ...(input.nextAction !== undefined ? { nextAction: input.nextAction || null } : {}),
      ...(input.sourceChannel !== undefined ? { sourceChannel: input.sourceChannel || null } : {}),
      ...(stageChanged ? { stageEnteredAt: now } : {}),
      lastActivityAt: now,
    });
    if (stageChanged) await repo.insertStageChange(tx, { dealId: id, fromStage: deal.stage, toStage: input.stage!, changedAt: now, changedBy: user.id });
  });
  return readDeal(db, id);
}

/** A fund deal's owner and assignees; each must be a current member, checked under the deal's lock. */
export async function assignDeal(db: Db, user: SessionUser, id: number, input: AssignDealInput): Promise<Deal> {
  const deal = await repo.findDeal(db, id);
  const { owner } = await dealAccess(db, user, deal, 'write');
  if (owner.organisationId === undefined) throw badRequest(dealMessages.assignOnlyMembers);
  const assigneeIds = [...new Set(input.assigneeIds)];
  await db.transaction(async (tx) => {
    if (!(await repo.lockDeal(tx, id))) throw notFound('Deal');
    const members = await membersOf(tx, owner.organisationId);
    if ([input.ownerUserId, ...assigneeIds].some((userId) => userId !== null && !members.has(userId))) throw badRequest(dealMessages.assignOnlyMembers);
    const now = new Date();
    await repo.updateDealRow(tx, id, { ownerUserId: input.ownerUserId, lastActivityAt: now });
    await repo.replaceAssignees(tx, id, assigneeIds, now);
    // deal_assignee holds only the current set: the change is kept for the deal's timeline (decision 0054).
    await repo.insertAssignmentChange(tx, { dealId: id, changedBy: user.id, changedAt: now, ownerUserId: input.ownerUserId, assigneeIds });
  });
  return readDeal(db, id);
}

export async function deleteDeal(db: Db, user: SessionUser, id: number): Promise<void> {
  await dealAccess(db, user, await repo.findDeal(db, id), 'write');
  await repo.deleteDealRow(db, id);
}

export async function listNotes(db: Db, user: SessionUser, dealId: number): Promise<DealNote[]> {
  await dealAccess(db, user, await repo.findDeal(db, dealId), 'read');
  return (await repo.listNotes(db, dealId)).map(toNote);
}

/** A note on a fund deal tells the current members it names with `@` (see deal-mentions.ts). */
export async function addNote(db: Db, user: SessionUser, dealId: number, body: string, delivery: Delivery): Promise<DealNote> {
  const deal = await repo.findDeal(db, dealId);
  await dealAccess(db, user, deal, 'write');
  const now = new Date();
  const { note, pending } = await db.transaction(async (tx) => {
    const note = await repo.insertNote(tx, { dealId, authorId: user.id, body, createdAt: now });
    await repo.updateDealRow(tx, dealId, { lastActivityAt: now });
    const pending = deal!.organisationId === null ? [] : await notifyMentions(tx, { deal: deal!, author: user, body });
    return { note, pending };
  });
  if (pending.length) await deliverNotifications(db, delivery, pending);
  return toNote({ ...note, firstName: user.firstName, lastName: user.lastName });
}

export async function getAnalytics(db: Db, user: SessionUser, query: PipelineQuery = {}): Promise<DealAnalytics> {
  const { owner } = await pipelineAccess(db, user, query.organisationId, 'read');
  const [deals, changes] = await Promise.all([repo.listDeals(db, owner, {}), repo.listStageChanges(db, owner)]);
  return dealAnalytics(deals.map((d) => d.stage), changes, new Date());
}

/** The caller's own deal for a startup, if it is in their pipeline (the Add to pipeline button). */
export async function findDealForStartup(db: Db, user: SessionUser, startupId: number): Promise<Deal | null> {
  requireInvestor(user);
  const row = await repo.findDealForStartup(db, user.id, startupId);
  return row ? (await toDeals(db, [row]))[0]! : null;
}

/** What a deal summary shows of the caller's own pipeline entry for a startup. */
export async function dealSummaryContext(db: Db, user: SessionUser, startupId: number): Promise<{ deal: Deal; notes: DealNote[] } | null> {
  const deal = await findDealForStartup(db, user, startupId);
  if (!deal) return null;
  return { deal, notes: (await repo.listNotes(db, deal.id)).map(toNote) };
}
