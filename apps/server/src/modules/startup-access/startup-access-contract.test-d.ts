/**
 * Checked by `npm run typecheck` (tsc), never run: a startup-access route registered from its contract cannot
 * answer with anything but the contract's response, nor read a request field the contract does not have
 * (decision 0018). Each `@ts-expect-error` fails typecheck on the day the drift it stands for stops being an error.
 */
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoint } from '@baobab/contracts/endpoint';
import { financialsShareSchema } from '@baobab/contracts/startup-access';
import { startupAccessEndpoints } from '@baobab/contracts/startup-access-endpoints';
import type { Db } from '../../db/client';
import type { Delivery } from '../../lib/delivery';
import type { SessionUser } from '../../lib/session-user';
import { fromContract } from '../../lib/contract-route';
import * as shares from './financials-shares.service';
import { listStartupsSharedWith } from './startup-access.service';

declare const db: Db;
declare const user: SessionUser;
declare const delivery: Delivery;
const app = Fastify().withTypeProvider<ZodTypeProvider>();

/** The shares list contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedShares = endpoint({
  ...startupAccessEndpoints.financialsShares,
  responses: { 200: z.array(financialsShareSchema.omit({ scopes: true }).extend({ parts: financialsShareSchema.shape.scopes })) },
});

// The real contracts: the services' answers are exactly their responses.
app.route({ ...fromContract(startupAccessEndpoints.financialsShares), handler: async (request) => shares.listFinancialsShares(db, user, request.params.id) });
app.route({ ...fromContract(startupAccessEndpoints.sharedWithMe), handler: async () => listStartupsSharedWith(db, user) });

app.route({
  ...fromContract(renamedShares),
  // @ts-expect-error the service still answers with scopes, which the renamed contract no longer has
  handler: async (request) => shares.listFinancialsShares(db, user, request.params.id),
});

app.route({
  ...fromContract(startupAccessEndpoints.revokeFinancialsShare),
  handler: async (request, reply) => {
    // @ts-expect-error the revoke contract's params are { id, shareId }, so a route cannot read one it does not declare
    void request.params.grantId;
    await shares.revokeFinancialsShare(db, user, { ip: request.ip }, request.params.id, request.params.shareId);
    return reply.status(204).send(null);
  },
});

app.route({
  ...fromContract(startupAccessEndpoints.shareFinancials),
  handler: async (request, reply) => {
    // @ts-expect-error a share is given to a userId, not a granteeId
    void request.body.granteeId;
    return reply.status(201).send(await shares.shareFinancials(db, delivery, user, { ip: request.ip }, request.params.id, request.body));
  },
});
