import {
  committeeMessages,
  committeeQuorum,
  type CastCommitteeVoteInput,
  type CommitteeAnswer,
  type RecordCommitteeDecisionInput,
  type SaveCommitteeMemoInput,
} from '@baobab/contracts/deal-committee';
import { message } from '@baobab/contracts/i18n/message';
import type { CachedDb } from '../../lib/cache-registry';
import type { Db } from '../../db/client';
import type { Delivery } from '../../lib/delivery';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { getAssessment } from '../insights/assessment.service';
import { deliverNotifications } from '../notifications/notifications.service';
import { notifyCommittee } from './deal-committee-notifications';
import * as committees from './deal-committee.repository';
import { committeeView, type Person } from './deal-committee.view';
import { namesOf } from './deal-tasks.repository';
import { dealAccess, type PipelineAccess } from './deals.policy';
import * as repo from './deals.repository';
import { currentMembers } from './fund-membership.repository';

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** Who may vote on this deal now: the fund's admins and members (read afresh), or the investor on their own deal. */
async function votersOf(db: Db, deal: repo.DealRow, user: SessionUser): Promise<Map<string, Person>> {
  if (deal.organisationId === null) return new Map([[user.id, { id: user.id, name: fullName(user) }]]);
  const members = await currentMembers(db, deal.organisationId);
  return new Map(members.filter((m) => m.role !== 'viewer').map((m) => [m.userId, { id: m.userId, name: fullName(m) }]));
}

/**
 * The committee as this reader sees it, its memo citing the reader's own assessment of the company, read now
 * (decision 0060): a snapshot would copy what one member may see to every member, and the company record keeps
 * one source per fact.
 */
async function answer(cached: CachedDb, user: SessionUser, deal: repo.DealRow, access: PipelineAccess): Promise<CommitteeAnswer> {
  const { db } = cached;
  const committee = await committees.findCommittee(db, deal.id);
  if (!committee) return { committee: null };
  const [voters, votes, memo, assessment] = await Promise.all([
    votersOf(db, deal, user),
    committees.listVotes(db, deal.id),
    committees.latestMemo(db, deal.id),
    getAssessment(cached, user, deal.startupId),
  ]);
  const names = await namesOf(db, [committee.openedBy, memo?.savedBy ?? null, committee.decidedBy]);
  return { committee: committeeView({ committee, access, readerId: user.id, voters, votes, memo, names, assessment }) };
}

export async function getCommittee(cached: CachedDb, user: SessionUser, dealId: number): Promise<CommitteeAnswer> {
  const deal = await repo.findDeal(cached.db, dealId);
  const access = await dealAccess(cached.db, user, deal, 'read');
  return answer(cached, user, deal!, access);
}

/**
 * Puts the deal to the committee under the deal's lock (a deal removed meanwhile is a 404); the second of two at once
 * is a 409. The fund's other current members are told, in the same transaction.
 */
export async function openCommittee(cached: CachedDb, user: SessionUser, dealId: number, delivery: Delivery): Promise<CommitteeAnswer> {
  const deal = await repo.findDeal(cached.db, dealId);
  const access = await dealAccess(cached.db, user, deal, 'write');
  const pending = await cached.db.transaction(async (tx) => {
    if (!(await repo.lockDeal(tx, dealId))) throw notFound('Deal');
    const now = new Date();
    if (!(await committees.insertCommittee(tx, dealId, user.id, now))) throw conflict(committeeMessages.alreadyOpen);
    await repo.updateDealRow(tx, dealId, { lastActivityAt: now });
    return notifyCommittee(tx, deal!, user, { kind: 'opened' });
  });
  if (pending.length) await deliverNotifications(cached.db, delivery, pending);
  return answer(cached, user, deal!, access);
}

/** The committee locked for a change to its votes or memo: open, and not yet decided (then closed: a 409). */
async function lockOpenCommittee(tx: Db, dealId: number): Promise<committees.CommitteeRow> {
  const committee = await committees.lockCommittee(tx, dealId);
  if (!committee) throw conflict(committeeMessages.notOpen);
  if (committee.decidedAt !== null) throw conflict(committeeMessages.closed);
  return committee;
}

/** Casts or changes the caller's vote: one row per member and deal, whatever arrives at once. */
export async function castVote(cached: CachedDb, user: SessionUser, dealId: number, input: CastCommitteeVoteInput): Promise<CommitteeAnswer> {
  const deal = await repo.findDeal(cached.db, dealId);
  const access = await dealAccess(cached.db, user, deal, 'write');
  await cached.db.transaction(async (tx) => {
    await lockOpenCommittee(tx, dealId);
    const now = new Date();
    await committees.upsertVote(tx, { dealId, userId: user.id, scores: input.scores, vote: input.vote, comment: input.comment }, now);
    await repo.updateDealRow(tx, dealId, { lastActivityAt: now });
  });
  return answer(cached, user, deal!, access);
}

/**
 * Saves the memo as written over the version the caller edited. Saves take turns on the committee's lock, and a
 * save over a version that is no longer the latest is a 409 with the newer version to read: nobody's words are
 * lost without them knowing. The primary key (deal, version) refuses a second save of one version besides.
 */
export async function saveMemo(cached: CachedDb, user: SessionUser, dealId: number, input: SaveCommitteeMemoInput): Promise<CommitteeAnswer> {
  const deal = await repo.findDeal(cached.db, dealId);
  const access = await dealAccess(cached.db, user, deal, 'write');
  await cached.db.transaction(async (tx) => {
    await lockOpenCommittee(tx, dealId);
    const current = (await committees.latestMemo(tx, dealId))?.version ?? 0;
    if (input.version !== current) throw conflict(committeeMessages.memoChanged);
    const now = new Date();
    const saved = await committees.insertMemoVersion(tx, { dealId, version: current + 1, body: input.body, savedBy: user.id, savedAt: now });
    if (!saved) throw conflict(committeeMessages.memoChanged);
    await repo.updateDealRow(tx, dealId, { lastActivityAt: now });
  });
  return answer(cached, user, deal!, access);
}

/**
 * Records the fund's outcome, once (decision 0060, amendment): by an admin of the fund, or the investor on their own
 * deal, when more than half of the members who may vote now have voted. Under the committee's lock, so of two
 * decisions at once one is recorded and the other is a 409; votes and the memo close with it. Members are told.
 */
export async function recordDecision(cached: CachedDb, user: SessionUser, dealId: number, input: RecordCommitteeDecisionInput, delivery: Delivery): Promise<CommitteeAnswer> {
  const deal = await repo.findDeal(cached.db, dealId);
  const access = await dealAccess(cached.db, user, deal, 'write');
  if (access.role !== 'admin' && access.role !== 'owner') throw forbidden(committeeMessages.onlyAdminsDecide);
  const pending = await cached.db.transaction(async (tx) => {
    const committee = await committees.lockCommittee(tx, dealId);
    if (!committee) throw conflict(committeeMessages.notOpen);
    if (committee.decidedAt !== null) throw conflict(committeeMessages.alreadyDecided);
    const [voters, votes] = await Promise.all([votersOf(tx, deal!, user), committees.listVotes(tx, dealId)]);
    const voted = votes.filter((v) => voters.has(v.userId)).length;
    const needed = committeeQuorum(voters.size);
    if (voted < needed) throw conflict(message(committeeMessages.noQuorum, { needed, voted }));
    const now = new Date();
    await committees.recordDecision(tx, dealId, { decision: input.decision, decisionNote: input.note, decidedBy: user.id, decidedAt: now });
    await repo.updateDealRow(tx, dealId, { lastActivityAt: now });
    return notifyCommittee(tx, deal!, user, { kind: 'decided', outcome: input.decision });
  });
  if (pending.length) await deliverNotifications(cached.db, delivery, pending);
  return answer(cached, user, deal!, access);
}
