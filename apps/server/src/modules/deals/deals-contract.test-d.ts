/**
 * Checked by `npm run typecheck` (tsc), never run: a route registered from a contract cannot answer with
 * anything but the contract's response, nor read a request field the contract does not have (decision 0018).
 * Each `@ts-expect-error` fails typecheck on the day the drift it stands for stops being an error.
 */
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dealSchema } from '@baobab/contracts/deals';
import { endpoint } from '@baobab/contracts/endpoint';
import { dealsEndpoints } from '@baobab/contracts/deals-endpoints';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import { fromContract } from '../../lib/contract-route';
import * as service from './deals.service';

declare const db: Db;
declare const user: SessionUser;
const app = Fastify().withTypeProvider<ZodTypeProvider>();

/** The list contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedList = endpoint({
  ...dealsEndpoints.list,
  responses: { 200: z.array(dealSchema.omit({ noteCount: true }).extend({ notesCount: z.number() })) },
});

// The real contract: the service's deals are exactly its response.
app.route({ ...fromContract(dealsEndpoints.list), handler: async (request) => service.listDeals(db, user, request.query) });

app.route({
  ...fromContract(renamedList),
  // @ts-expect-error the service still answers with noteCount, which the renamed contract no longer allows
  handler: async (request) => service.listDeals(db, user, request.query),
});

app.route({
  ...fromContract(dealsEndpoints.update),
  handler: async (request) => {
    // @ts-expect-error the update contract's params are { id }, so a route cannot read one it does not declare
    void request.params.dealId;
    return service.updateDeal(db, user, request.params.id, request.body);
  },
});
