import { committeeMessages, type CastCommitteeVoteInput, type CommitteeAnswer, type SaveCommitteeMemoInput } from '@baobab/contracts/deal-committee';
import type { CachedDb } from '../../lib/cache-registry';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { getAssessment } from '../insights/assessment.service';
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
  const names = await namesOf(db, [committee.openedBy, memo?.savedBy ?? null]);
  return { committee: committeeView({ committee, access, readerId: user.id, voters, votes, memo, names, assessment }) };
}

export async function getCommittee(cached: CachedDb, user: SessionUser, dealId: number): Promise<CommitteeAnswer> {
  const deal = await repo.findDeal(cached.db, dealId);
  const access = await dealAccess(cached.db, user, deal, 'read');
  return answer(cached, user, deal!, access);
}

/** Puts the deal to the committee under the deal's lock (a deal removed meanwhile is a 404); the second of two at once is a 409. */
export async function openCommittee(cached: CachedDb, user: SessionUser, dealId: number): Promise<CommitteeAnswer> {
  const deal = await repo.findDeal(cached.db, dealId);
  const access = await dealAccess(cached.db, user, deal, 'write');
  await cached.db.transaction(async (tx) => {
    if (!(await repo.lockDeal(tx, dealId))) throw notFound('Deal');
    const now = new Date();
    if (!(await committees.insertCommittee(tx, dealId, user.id, now))) throw conflict(committeeMessages.alreadyOpen);
    await repo.updateDealRow(tx, dealId, { lastActivityAt: now });
  });
  return answer(cached, user, deal!, access);
}

/** Casts or changes the caller's vote: one row per member and deal, whatever arrives at once. */
export async function castVote(cached: CachedDb, user: SessionUser, dealId: number, input: CastCommitteeVoteInput): Promise<CommitteeAnswer> {
  const deal = await repo.findDeal(cached.db, dealId);
  const access = await dealAccess(cached.db, user, deal, 'write');
  await cached.db.transaction(async (tx) => {
    if (!(await committees.lockCommittee(tx, dealId))) throw conflict(committeeMessages.notOpen);
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
    if (!(await committees.lockCommittee(tx, dealId))) throw conflict(committeeMessages.notOpen);
    const current = (await committees.latestMemo(tx, dealId))?.version ?? 0;
    if (input.version !== current) throw conflict(committeeMessages.memoChanged);
    const now = new Date();
    const saved = await committees.insertMemoVersion(tx, { dealId, version: current + 1, body: input.body, savedBy: user.id, savedAt: now });
    if (!saved) throw conflict(committeeMessages.memoChanged);
    await repo.updateDealRow(tx, dealId, { lastActivityAt: now });
  });
  return answer(cached, user, deal!, access);
}
