/**
 * Checked by `npm run typecheck` (tsc), never run: a startups route registered from its contract cannot answer
 * with anything but the contract's response, nor read a request field the contract does not have (decision 0018).
 * Each `@ts-expect-error` fails typecheck on the day the drift it stands for stops being an error.
 */
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoint } from '@baobab/contracts/endpoint';
import { startupDetailSchema } from '@baobab/contracts/startups';
import { startupsEndpoints } from '@baobab/contracts/startups-endpoints';
import type { CachedDb } from '../../lib/cache-registry';
import type { SessionUser } from '../../lib/session-user';
import { fromContract } from '../../lib/contract-route';
import * as service from './startups.service';
import { getStartupPage } from '../startup-page/startup-page.service';
import { toWire } from '@baobab/contracts/i18n/message-wire';

declare const cached: CachedDb;
declare const user: SessionUser;
const app = Fastify().withTypeProvider<ZodTypeProvider>();

/** The detail contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedDetail = endpoint({
  ...startupsEndpoints.detail,
  responses: { 200: startupDetailSchema.omit({ isOwner: true }).extend({ ownedByViewer: z.boolean() }) },
});

// The real contract: the service's detail is exactly its response.
app.route({ ...fromContract(startupsEndpoints.detail), handler: async (request) => toWire(await getStartupPage(cached, user, request.params.id)) });

app.route({
  ...fromContract(renamedDetail),
  // @ts-expect-error the service still answers with isOwner, which the renamed contract no longer has
  handler: async (request) => service.getStartupDetail(cached, user, request.params.id),
});

app.route({
  ...fromContract(startupsEndpoints.update),
  handler: async (request) => {
    // @ts-expect-error the update contract's params are { id }, so a route cannot read one it does not declare
    void request.params.startupId;
    // @ts-expect-error the startup input has fundingStage, not stage
    void request.body.stage;
    return service.updateStartup(cached, user, request.params.id, request.body);
  },
});

app.route({
  ...fromContract(startupsEndpoints.stats),
  handler: async (request) => {
    // @ts-expect-error the stats query filters; it has no sort (the list's does)
    void request.query.sort;
    return service.getStartupStats(cached, user, request.query);
  },
});
