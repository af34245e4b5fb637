/**
 * Checked by `npm run typecheck` (tsc), never run: a network route registered from its contract cannot answer
 * with anything but the contract's response, nor read a request field the contract does not have (decision 0018).
 * Each `@ts-expect-error` fails typecheck on the day the drift it stands for stops being an error.
 */
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoint } from '@baobab/contracts/endpoint';
import { connectionSchema } from '@baobab/contracts/network';
import { networkEndpoints } from '@baobab/contracts/network-endpoints';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import { fromContract } from '../../lib/contract-route';
import { listOwnConnections, searchPeopleFor } from './network.service';

declare const db: Db;
declare const user: SessionUser;
const app = Fastify().withTypeProvider<ZodTypeProvider>();

/** The connections contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedConnections = endpoint({
  ...networkEndpoints.connections,
  responses: { 200: z.array(connectionSchema.omit({ connectedUser: true }).extend({ otherUser: connectionSchema.shape.connectedUser })) },
});

// The real contract: the service's connections are exactly its response.
app.route({ ...fromContract(networkEndpoints.connections), handler: async () => listOwnConnections(db, user) });

app.route({
  ...fromContract(renamedConnections),
  // @ts-expect-error the service still answers with connectedUser, which the renamed contract no longer allows
  handler: async () => listOwnConnections(db, user),
});

app.route({
  ...fromContract(networkEndpoints.searchPeople),
  handler: async (request) => {
    // @ts-expect-error the search query has q, not query
    void request.query.query;
    return searchPeopleFor(db, user, request.query);
  },
});

app.route({
  ...fromContract(networkEndpoints.decline),
  handler: async (request, reply) => {
    // @ts-expect-error the decline body is optional: it may be null or undefined, so it must be checked first
    void request.body.note;
    // @ts-expect-error the decline contract's params are { id }
    void request.params.connectionId;
    return reply.status(204).send(null);
  },
});
