/**
 * Checked by `npm run typecheck` (tsc), never run: a jobs route registered from its contract cannot answer with
 * anything but the contract's response, nor read a request field the contract does not have (decision 0018).
 * Each `@ts-expect-error` fails typecheck on the day the drift it stands for stops being an error.
 */
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoint } from '@baobab/contracts/endpoint';
import { jobSchema } from '@baobab/contracts/jobs';
import { jobsEndpoints } from '@baobab/contracts/jobs-endpoints';
import type { CachedDb } from '../../lib/cache-registry';
import type { SessionUser } from '../../lib/session-user';
import { fromContract } from '../../lib/contract-route';
import * as service from './jobs.service';
import { jobsFor, type BoardJob, type BoardViewer } from './jobs.cache';

declare const cached: CachedDb;
declare const page: BoardJob[];
declare const viewer: BoardViewer;
declare const user: SessionUser;
const app = Fastify().withTypeProvider<ZodTypeProvider>();

/** The list contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedList = endpoint({
  ...jobsEndpoints.list,
  responses: { 200: z.array(jobSchema.omit({ isSaved: true }).extend({ saved: z.boolean() })) },
});

// The real contract: the board's jobs as a viewer sees them (sent as cached JSON) are exactly its response.
app.route({ ...fromContract(jobsEndpoints.list), handler: async () => jobsFor(page, viewer) });

app.route({
  ...fromContract(renamedList),
  // @ts-expect-error the service still answers with isSaved, which the renamed contract no longer allows
  handler: async () => jobsFor(page, viewer),
});

app.route({
  ...fromContract(jobsEndpoints.update),
  handler: async (request) => {
    // @ts-expect-error the update contract's params are { id }, so a route cannot read one it does not declare
    void request.params.jobId;
    return service.updateJob(cached, user, request.params.id, request.body);
  },
});
