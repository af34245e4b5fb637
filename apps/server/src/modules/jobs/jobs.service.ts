import type { Job, JobValues as JobInputValues } from '@baobab/contracts/jobs';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { jobPolicy } from './jobs.policy';
import { spendDailyAllowance, type AccountLimitsConfig } from '../account-limits/account-limits.service';
import {
  findJob,
  insertJob,
  listOpenJobs,
  listOpenJobsForMatching,
  listSavedJobsOf,
  saveJobFor,
  unsaveJobFor,
  updateJobRow,
  type JobFilters,
  type JobValues,
} from './jobs.repository';

type Row = NonNullable<Awaited<ReturnType<typeof findJob>>>;

const toNumber = (value: string | null) => (value === null ? null : Number(value));

function toJob(row: Row, viewerId: string | null): Job {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    jobType: row.jobType,
    category: row.category,
    location: row.location,
    isRemote: row.isRemote,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    equityMin: toNumber(row.equityMin),
    equityMax: toNumber(row.equityMax),
    requirements: row.requirements,
    benefits: row.benefits,
    createdAt: row.createdAt.toISOString(),
    applicationUrl: row.applicationUrl,
    applicationEmail: row.applicationEmail,
    // The poster's address is for members who may apply, not for anonymous harvesting.
    user: { firstName: row.posterFirstName, lastName: row.posterLastName, email: viewerId ? row.posterEmail : '', profileImageUrl: row.posterImage },
    isClosed: row.isClosed,
    isSaved: row.savedAt !== null,
    isOwner: viewerId === row.userId,
  };
}

/** Equity is stored as exact numeric text; salaries as whole dollars. */
function toValues(input: JobInputValues): JobValues {
  return {
    title: input.title,
    description: input.description,
    jobType: input.jobType,
    category: input.category,
    location: input.location,
    isRemote: input.isRemote,
    salaryMin: input.salaryMin ?? null,
    salaryMax: input.salaryMax ?? null,
    equityMin: input.equityMin == null ? null : String(input.equityMin),
    equityMax: input.equityMax == null ? null : String(input.equityMax),
    requirements: input.requirements || null,
    benefits: input.benefits || null,
    applicationUrl: input.applicationUrl || null,
    applicationEmail: input.applicationEmail || null,
  };
}

/** The jobs board is public; a signed-in viewer also learns which jobs they saved or posted. */
export async function listJobs(db: Db, viewer: SessionUser | null, filters: JobFilters): Promise<Job[]> {
  const rows = await listOpenJobs(db, viewer?.id ?? null, filters);
  return rows.map((row) => toJob(row, viewer?.id ?? null));
}

export async function listSavedJobs(db: Db, user: SessionUser): Promise<Job[]> {
  const rows = await listSavedJobsOf(db, user.id);
  return rows.map((row) => toJob(row, user.id));
}

export async function createJob(db: Db, user: SessionUser, input: JobInputValues, limits: AccountLimitsConfig): Promise<Job> {
  const id = await db.transaction(async (tx) => {
    await spendDailyAllowance(tx, user.id, 'jobPosts', 1, limits);
    return insertJob(tx, user.id, toValues(input));
  });
  return toJob((await findJob(db, id, user.id))!, user.id);
}

/** A job the user posted; anyone else's answers 404 like a missing one. */
async function requireOwnJob(db: Db, user: SessionUser, id: number): Promise<Row> {
  const job = await findJob(db, id, user.id);
  if (!job || !jobPolicy.canEdit(user, job)) throw notFound('Job');
  return job;
}

export async function updateJob(db: Db, user: SessionUser, id: number, input: JobInputValues): Promise<Job> {
  await requireOwnJob(db, user, id);
  await updateJobRow(db, id, toValues(input));
  return toJob((await findJob(db, id, user.id))!, user.id);
}

export async function closeJob(db: Db, user: SessionUser, id: number): Promise<void> {
  await requireOwnJob(db, user, id);
  await updateJobRow(db, id, { isClosed: true });
}

/** Saving needs an open job; unsaving works even after the job closed. */
export async function saveJob(db: Db, user: SessionUser, id: number): Promise<void> {
  const job = await findJob(db, id, user.id);
  if (!job || job.isClosed) throw notFound('Job');
  await saveJobFor(db, user.id, id);
}

export async function unsaveJob(db: Db, user: SessionUser, id: number): Promise<void> {
  await unsaveJobFor(db, user.id, id);
}

/** Open jobs for the matching engine (AI matches of job seekers). */
export function listJobsForMatching(db: Db, limit: number) {
  return listOpenJobsForMatching(db, limit);
}
