import { financialToolsMessages, type CreateMilestoneInput, type UpdateMilestoneInput } from '@baobab/contracts/financial-tools';
import type { FundingMilestone, FundingTrackerView, SetFundingTargetInput } from '@baobab/contracts/financial-tools-api';
import { fundingProgress } from '@baobab/finance/funding-tracker';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { isNotShared } from '@baobab/insights/parts';
import { readFunding } from '../startup-facts/funding.facts';
import { getStartupAccess } from '../startup-access/startup-access.service';
import { requireWritableStartup } from './financial-tools.service';
import * as repo from './financial-tools.repository';

/** A tracker stays readable at a glance; more milestones than this belong in a project tool. */
export const maxMilestones = 100;
export const tooManyMilestones = `A funding tracker can have at most ${maxMilestones} milestones (task)`;

const toMilestone = (row: repo.MilestoneRow): FundingMilestone => ({ id: row.id, task: row.task, completed: row.completed, dueDate: row.dueDate });
const centsToUsd = (cents: number) => cents / 100;

/**
 * Target: the founder's own figure once set, else the raise on the startup profile
 * (parsed to USD when the startup was saved). Raised: the USD rounds investors recorded and
 * the founder confirmed (an unconfirmed claim changes nothing here). Progress is raised over target, percent (funding-tracker.ts).
 */
export async function getFundingTracker(db: Db, user: SessionUser, id: number): Promise<FundingTrackerView> {
  const { startup, access } = await getStartupAccess(db, user, id);
  const [funding, milestones] = await Promise.all([readFunding(db, startup, access), repo.listMilestones(db, id)]);
  if (!funding || isNotShared(funding)) throw notFound('Startup');
  const progress = fundingProgress({ targetAmountCents: funding.targetCents, raisedAmountCents: funding.raisedCents, milestones: [] });
  return {
    targetAmount: centsToUsd(funding.targetCents),
    raisedAmount: centsToUsd(funding.raisedCents),
    currency: 'USD',
    progressPercent: progress.progressPercent,
    targetSource: funding.targetSource,
    investorCount: funding.investors,
    milestones: milestones.map(toMilestone),
  };
}

export async function setFundingTarget(db: Db, user: SessionUser, id: number, input: SetFundingTargetInput): Promise<FundingTrackerView> {
  await requireWritableStartup(db, user, id);
  // Dollars to cents, half up (amounts arrive as JSON numbers such as 1500000.5).
  await repo.saveFundingTarget(db, id, Math.round(input.targetAmount * 100));
  return getFundingTracker(db, user, id);
}

/** The count and the insert share a transaction, so two quick adds cannot pass the limit together. */
export async function createMilestone(db: Db, user: SessionUser, id: number, input: CreateMilestoneInput): Promise<FundingMilestone> {
  await requireWritableStartup(db, user, id);
  return db.transaction(async (tx) => {
    if ((await repo.countMilestones(tx, id)) >= maxMilestones) throw badRequest(tooManyMilestones, [{ path: 'task', message: tooManyMilestones }]);
    return toMilestone(await repo.insertMilestone(tx, { startupId: id, task: input.task, dueDate: input.dueDate, completed: input.completed }));
  });
}

async function requireMilestone(db: Db, startupId: number, milestoneId: number) {
  const row = await repo.findMilestone(db, startupId, milestoneId);
  if (!row) throw notFound('Milestone');
  return row;
}

export async function updateMilestone(db: Db, user: SessionUser, id: number, milestoneId: number, input: UpdateMilestoneInput): Promise<FundingMilestone> {
  await requireWritableStartup(db, user, id);
  await requireMilestone(db, id, milestoneId);
  const changes = {
    ...(input.task !== undefined ? { task: input.task } : {}),
    ...(input.dueDate !== undefined ? { dueDate: input.dueDate } : {}),
    ...(input.completed !== undefined ? { completed: input.completed } : {}),
  };
  if (Object.keys(changes).length === 0) throw badRequest(financialToolsMessages.milestoneUpdateEmpty);
  return toMilestone(await repo.updateMilestoneRow(db, milestoneId, changes));
}

export async function deleteMilestone(db: Db, user: SessionUser, id: number, milestoneId: number): Promise<void> {
  await requireWritableStartup(db, user, id);
  await requireMilestone(db, id, milestoneId);
  await repo.deleteMilestoneRow(db, milestoneId);
}
