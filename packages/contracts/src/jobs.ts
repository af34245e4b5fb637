import { z } from 'zod';
import { rowIdTextSchema } from './common';
import { jobCategories, jobLocations, jobTypes } from './enums';
import { emptyToUndefined, searchTextSchema } from './search-params';
import { validationMessages } from './ui-strings';
import { jobMessages, JOBS_PAGE_SIZE, jobTabs } from './jobs-texts';

// The zod-free part (strings, labels, limits) is in jobs-texts.ts; importing it from here works too.
export * from './jobs-texts';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

const optionalText = (max: number) => z.string().trim().max(max).optional();

const salary = z.number({ error: jobMessages.salaryRange }).int(jobMessages.salaryRange).min(0, jobMessages.salaryRange).max(100_000_000).nullable().optional();

const equity = z.number({ error: jobMessages.equityRange }).min(0, jobMessages.equityRange).max(100, jobMessages.equityRange).nullable().optional();

/** POST /api/jobs and PUT /api/jobs/{id}: the spec's fields and messages, plus ordered ranges. */
export const jobInputSchema = z
  .strictObject({
    title: required(validationMessages.jobTitle).pipe(z.string().max(120)),
    description: required(validationMessages.jobDescription).pipe(z.string().max(5000)),
    jobType: z.enum(jobTypes, { error: validationMessages.jobType }),
    category: z.enum(jobCategories, { error: validationMessages.jobCategory }),
    location: required(validationMessages.jobLocation).pipe(z.string().max(100)),
    isRemote: z.boolean().default(false),
    salaryMin: salary,
    salaryMax: salary,
    equityMin: equity,
    equityMax: equity,
    requirements: optionalText(3000),
    benefits: optionalText(3000),
    applicationUrl: z
      .union([z.literal(''), z.url({ protocol: /^https?$/, hostname: z.regexes.domain, message: jobMessages.applicationUrl }).max(500)])
      .optional(),
    applicationEmail: z.union([z.literal(''), z.email(jobMessages.applicationEmail).max(200)]).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.salaryMin != null && value.salaryMax != null && value.salaryMin > value.salaryMax) {
      ctx.addIssue({ code: 'custom', path: ['salaryMax'], message: jobMessages.salaryOrder });
    }
    if (value.equityMin != null && value.equityMax != null && value.equityMin > value.equityMax) {
      ctx.addIssue({ code: 'custom', path: ['equityMax'], message: jobMessages.equityOrder });
    }
  });

export type JobInput = z.input<typeof jobInputSchema>;

export type JobValues = z.output<typeof jobInputSchema>;

/** GET /api/jobs: the spec's category and limit, plus server-side search, filters and paging. */
export const listJobsQuerySchema = z.object({
  category: z.preprocess(emptyToUndefined, z.enum(jobCategories).optional()),
  tab: z.preprocess(emptyToUndefined, z.enum(jobTabs).optional()),
  q: searchTextSchema(),
  location: z.preprocess(emptyToUndefined, z.enum(jobLocations).optional()),
  jobType: z.preprocess(emptyToUndefined, z.enum(jobTypes).optional()),
  remote: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).transform((v) => v === 'true').optional()),
  limit: z.coerce.number().int().min(1).max(JOBS_PAGE_SIZE).default(JOBS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export type ListJobsQuery = z.input<typeof listJobsQuerySchema>;

export const jobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  jobType: z.string(),
  category: z.string(),
  location: z.string(),
  isRemote: z.boolean(),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  equityMin: z.number().nullable(),
  equityMax: z.number().nullable(),
  requirements: z.string().nullable(),
  benefits: z.string().nullable(),
  createdAt: z.string(),
  applicationUrl: z.string().nullable(),
  applicationEmail: z.string().nullable(),
  user: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    profileImageUrl: z.string().nullable(),
  }),
  isClosed: z.boolean(),
  isSaved: z.boolean(),
  isOwner: z.boolean(),
});

export type Job = z.infer<typeof jobSchema>;

export const jobIdParamsSchema = z.object({ id: rowIdTextSchema });
