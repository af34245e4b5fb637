/**
 * Checked by `npm run typecheck` (tsc), never run: the jobs board's hooks' data is what the contract returns, and
 * a call or a read that drifts from the contract is a type error (decision 0018). Each `@ts-expect-error` fails
 * typecheck on the day the drift it stands for stops being an error.
 */
import { expectTypeOf } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@baobab/contracts/endpoint';
import { jobSchema, type Job } from '@baobab/contracts/jobs';
import { jobsEndpoints } from '@baobab/contracts/jobs-endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import type { useJobs, useSavedJobs } from './list-jobs';

expectTypeOf<ReturnType<typeof useJobs>['data']>().toEqualTypeOf<Job[] | undefined>();
expectTypeOf<ReturnType<typeof useSavedJobs>['data']>().toEqualTypeOf<Job[] | undefined>();

/** The list contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedList = endpoint({
  ...jobsEndpoints.list,
  responses: { 200: z.array(jobSchema.omit({ isSaved: true }).extend({ saved: z.boolean() })) },
});

export async function readsOfADriftedContract() {
  const jobs = await callEndpoint(renamedList, { query: {} });
  // @ts-expect-error the job card reads isSaved, which the renamed contract no longer returns
  const saved = jobs.map((job) => job.isSaved);
  // @ts-expect-error the board takes Job[], which the renamed response no longer is
  const forTheBoard: Job[] = jobs;
  return { saved, forTheBoard };
}

export async function callsThatDriftFromTheContract() {
  // @ts-expect-error the job form's body has title, not name
  await callEndpoint(jobsEndpoints.create, { body: { name: 'Founding engineer' } });
  // @ts-expect-error the close path needs its :id
  await callEndpoint(jobsEndpoints.close);
  // @ts-expect-error a saved-list call takes no path parameters
  await callEndpoint(jobsEndpoints.saved, { params: { id: 1 } });
}
