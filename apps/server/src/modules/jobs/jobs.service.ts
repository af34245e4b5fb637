import type { Job, JobValues as JobInputValues } from '@baobab/contracts/jobs';
import type { Db } from '../../db/client';
import type { CachedDb } from '../../lib/cache-registry';
import { encodedJson, type EncodedJson } from '../../lib/encoded-body';
import { boardPage, boardPages, jobsFor, savedJobIds, type BoardJob } from './jobs.cache';
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
  savedJobIdsOf,
  saveJobFor,
  unsaveJobFor,
  updateJobRow,
  type JobFilters,
  type JobValues,
} from './jobs.repository';

type Row = NonNullable<Awaited<ReturnType<typeof findJob>>>;

const toNumber = (value: string | null) => (value === null ? null : Number(value));

/** A job as every member sees it; jobsFor adds what depends on the viewer. */
function toBoardJob(row: Row): BoardJob {
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
    user: { firstName: row.posterFirstName, lastName: row.posterLastName, email: row.posterEmail, profileImageUrl: row.posterImage },
    isClosed: row.isClosed,
    posterId: row.userId,
  };
}

function toJob(row: Row, viewerId: string | null): Job {
  const saved = new Set(row.savedAt === null ? [] : [row.id]);
  return jobsFor([toBoardJob(row)], { member: viewerId !== null, id: viewerId, saved })[0]!;
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

/**
 * The jobs board is public; a signed-in viewer also learns which jobs they saved or posted. The answer
 * is JSON, from the cached page (jobs.cache.ts): a visitor's and a member's who saved
 * and posted none of the page's jobs are shared; anyone else's is made for them from the page and
 * their own saved ids, so what is theirs never reaches another viewer.
 */
export async function listJobBoard({ db, caches }: CachedDb, viewer: SessionUser | null, filters: JobFilters): Promise<{ body: EncodedJson; fresh?: () => boolean }> {
  const { value: page, fresh } = await caches.use(boardPages).getWithFreshness(JSON.stringify(filters), async () => boardPage((await listOpenJobs(db, filters)).map(toBoardJob)));
  // A visitor's answer is sent again while the page is the one kept (plugins/visitor-answers.ts).
  if (!viewer) return { body: page.visitorBody(), fresh };
  const saved = await caches.use(savedJobIds).get(viewer.id, async () => new Set(await savedJobIdsOf(db, viewer.id)));
  if (!page.jobs.some((job) => saved.has(job.id) || job.posterId === viewer.id)) return { body: page.memberBody() };
  return { body: encodedJson(JSON.stringify(jobsFor(page.jobs, { member: true, id: viewer.id, saved }))) };
}

export async function listSavedJobs(db: Db, user: SessionUser): Promise<Job[]> {
  const rows = await listSavedJobsOf(db, user.id);
  return rows.map((row) => toJob(row, user.id));
}

export async function createJob({ db, caches }: CachedDb, user: SessionUser, input: JobInputValues, limits: AccountLimitsConfig): Promise<Job> {
  const id = await db.transaction(async (tx) => {
    await spendDailyAllowance(tx, user.id, 'jobPosts', 1, limits);
    return insertJob(tx, user.id, toValues(input));
  });
  await caches.changed('jobs');
  return toJob((await findJob(db, id, user.id))!, user.id);
}

/** A job the user posted; anyone else's answers 404 like a missing one. */
async function requireOwnJob(db: Db, user: SessionUser, id: number): Promise<Row> {
  const job = await findJob(db, id, user.id);
  if (!job || !jobPolicy.canEdit(user, job)) throw notFound('Job');
  return job;
}

export async function updateJob({ db, caches }: CachedDb, user: SessionUser, id: number, input: JobInputValues): Promise<Job> {
  await requireOwnJob(db, user, id);
  await updateJobRow(db, id, toValues(input));
  await caches.changed('jobs');
  return toJob((await findJob(db, id, user.id))!, user.id);
}

export async function closeJob({ db, caches }: CachedDb, user: SessionUser, id: number): Promise<void> {
  await requireOwnJob(db, user, id);
  await updateJobRow(db, id, { isClosed: true });
  await caches.changed('jobs');
}

/** Saving needs an open job; unsaving works even after the job closed. */
export async function saveJob({ db, caches }: CachedDb, user: SessionUser, id: number): Promise<void> {
  const job = await findJob(db, id, user.id);
  if (!job || job.isClosed) throw notFound('Job');
  await saveJobFor(db, user.id, id);
  await caches.changed('saved-jobs');
}

export async function unsaveJob({ db, caches }: CachedDb, user: SessionUser, id: number): Promise<void> {
  await unsaveJobFor(db, user.id, id);
  await caches.changed('saved-jobs');
}

/** Open jobs for the matching engine (AI matches of job seekers). */
export function listJobsForMatching(db: Db, limit: number) {
  return listOpenJobsForMatching(db, limit);
}
