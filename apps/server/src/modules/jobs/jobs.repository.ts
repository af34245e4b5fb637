import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { listJobsQuerySchema } from '@baobab/contracts/jobs';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { jobs, jobSearchText } from '../../db/schema/jobs';
import { savedJobs } from '../../db/schema/saved-jobs';
import { isPubliclyVisible } from '../../lib/public-visibility';

export type JobFilters = z.output<typeof listJobsQuerySchema>;
export type JobValues = Omit<typeof jobs.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt' | 'isClosed' | 'startupId'>;

/** Escapes LIKE wildcards so that '%' or '_' typed by a person match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const ilike = (haystack: SQL, text: string) => sql`${haystack} ilike ${likePattern(text)} escape '\\'`;

/** The rule behind each tab of /jobs (the spec's jobs tabs, with Advisory now a real category). */
function tabCondition(tab: JobFilters['tab']): SQL | undefined {
  switch (tab) {
    case 'jobs':
      return ne(jobs.jobType, 'Co-founder');
    case 'cofounders':
      return eq(jobs.jobType, 'Co-founder');
    case 'operators':
      return eq(jobs.category, 'Operations');
    case 'advisors':
      return eq(jobs.category, 'Advisory');
    default:
      return undefined;
  }
}

/** Only the columns a job card needs, with the poster and whether the viewer saved it. */
function selectJobs(db: Db, viewerId: string | null) {
  return db
    .select({
      id: jobs.id,
      userId: jobs.userId,
      title: jobs.title,
      description: jobs.description,
      jobType: jobs.jobType,
      category: jobs.category,
      location: jobs.location,
      isRemote: jobs.isRemote,
      salaryMin: jobs.salaryMin,
      salaryMax: jobs.salaryMax,
      equityMin: jobs.equityMin,
      equityMax: jobs.equityMax,
      requirements: jobs.requirements,
      benefits: jobs.benefits,
      applicationUrl: jobs.applicationUrl,
      applicationEmail: jobs.applicationEmail,
      isClosed: jobs.isClosed,
      createdAt: jobs.createdAt,
      posterFirstName: users.firstName,
      posterLastName: users.lastName,
      posterEmail: users.email,
      posterImage: users.image,
      savedAt: savedJobs.createdAt,
    })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.userId))
    .leftJoin(savedJobs, and(eq(savedJobs.jobId, jobs.id), eq(savedJobs.userId, viewerId ?? '')));
}

export type JobRow = Awaited<ReturnType<typeof findJob>>;

/** A board page, the same for every viewer (no saved state: jobs.cache.ts adds the viewer's). */
export function listOpenJobs(db: Db, f: JobFilters) {
  const words = (f.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  // The exact expression of job_search_trgm_idx, so each word is an index condition.
  const haystack = jobSearchText(jobs);
  const conditions: (SQL | undefined)[] = [eq(jobs.isClosed, false), isPubliclyVisible(jobs.hiddenAt, jobs.userId), tabCondition(f.tab), ...words.map((w) => ilike(haystack, w))];
  if (f.category) conditions.push(eq(jobs.category, f.category));
  if (f.jobType) conditions.push(eq(jobs.jobType, f.jobType));
  if (f.remote !== undefined) conditions.push(eq(jobs.isRemote, f.remote));
  if (f.location === 'Remote') conditions.push(or(eq(jobs.isRemote, true), ilike(sql`${jobs.location}`, 'remote')));
  else if (f.location) conditions.push(ilike(sql`${jobs.location}`, f.location));
  return selectJobs(db, null)
    .where(and(...conditions))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(f.limit)
    .offset(f.offset);
}

export function listSavedJobsOf(db: Db, userId: string) {
  return selectJobs(db, userId)
    .where(and(eq(savedJobs.userId, userId), isPubliclyVisible(jobs.hiddenAt, jobs.userId)))
    .orderBy(desc(savedJobs.createdAt), desc(jobs.id))
    .limit(200);
}

export async function findJob(db: Db, id: number, viewerId: string | null) {
  const [row] = await selectJobs(db, viewerId).where(eq(jobs.id, id)).limit(1);
  return row;
}

export async function insertJob(db: Db, userId: string, values: JobValues): Promise<number> {
  const [row] = await db.insert(jobs).values({ ...values, userId }).returning({ id: jobs.id });
  return row!.id;
}

export async function updateJobRow(db: Db, id: number, values: Partial<typeof jobs.$inferInsert>): Promise<void> {
  await db.update(jobs).set({ ...values, updatedAt: new Date() }).where(eq(jobs.id, id));
}

/** Every job id the user saved: one range of saved_job's primary key (user_id, job_id). */
export async function savedJobIdsOf(db: Db, userId: string): Promise<number[]> {
  const rows = await db.select({ jobId: savedJobs.jobId }).from(savedJobs).where(eq(savedJobs.userId, userId));
  return rows.map((row) => row.jobId);
}

export async function saveJobFor(db: Db, userId: string, jobId: number): Promise<void> {
  await db.insert(savedJobs).values({ userId, jobId }).onConflictDoNothing();
}

export async function unsaveJobFor(db: Db, userId: string, jobId: number): Promise<void> {
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
}

/** Newest open jobs with the fields matching reads, for AI matches of job seekers. */
export function listOpenJobsForMatching(db: Db, limit: number) {
  return db
    .select({ id: jobs.id, title: jobs.title, description: jobs.description, requirements: jobs.requirements, category: jobs.category, jobType: jobs.jobType, location: jobs.location, isRemote: jobs.isRemote })
    .from(jobs)
    .where(and(eq(jobs.isClosed, false), isPubliclyVisible(jobs.hiddenAt, jobs.userId)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
}
