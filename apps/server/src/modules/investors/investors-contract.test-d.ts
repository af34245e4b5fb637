/**
 * Checked by `npm run typecheck` (tsc), never run: an investors route registered from its contract cannot answer
 * with anything but the contract's response, nor read a request field the contract does not have (decision 0018).
 * Each `@ts-expect-error` fails typecheck on the day the drift it stands for stops being an error.
 */
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoint } from '@baobab/contracts/endpoint';
import { investorSchema } from '@baobab/contracts/investors';
import { investorsEndpoints } from '@baobab/contracts/investors-endpoints';
import type { Db } from '../../db/client';
import type { CachedDb } from '../../lib/cache-registry';
import type { SessionUser } from '../../lib/session-user';
import { fromContract } from '../../lib/contract-route';
import * as service from './investors.service';

declare const db: Db;
declare const cached: CachedDb;
declare const user: SessionUser;
const app = Fastify().withTypeProvider<ZodTypeProvider>();

/** The list contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedList = endpoint({
  ...investorsEndpoints.list,
  responses: { 200: z.array(investorSchema.omit({ investmentThesis: true }).extend({ thesis: z.string() })) },
});

// The real contract: the service's investors are exactly its response.
app.route({ ...fromContract(investorsEndpoints.list), handler: async (request) => service.listInvestors(db, request.query) });

app.route({
  ...fromContract(renamedList),
  // @ts-expect-error the service still answers with investmentThesis, which the renamed contract no longer has
  handler: async (request) => service.listInvestors(db, request.query),
});

app.route({
  ...fromContract(investorsEndpoints.detail),
  handler: async (request) => {
    // @ts-expect-error the detail contract's params are { id }, so a route cannot read one it does not declare
    void request.params.investorId;
    return service.getInvestor(db, user, request.params.id);
  },
});

app.route({
  ...fromContract(investorsEndpoints.stats),
  handler: async (request) => {
    // @ts-expect-error the stat tiles take the filters without the list's paging
    void request.query.limit;
    return service.getInvestorStats(cached, request.query);
  },
});
