/**
 * Checked by `npm run typecheck` (tsc), never run: a data-room route registered from its contract cannot
 * answer with anything but the contract's response, nor read a request field the contract does not have
 * (decision 0018). Each `@ts-expect-error` fails typecheck on the day the drift it stands for stops being an error.
 */
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataRoomDetailSchema } from '@baobab/contracts/data-rooms';
import { dataRoomsEndpoints } from '@baobab/contracts/data-rooms-endpoints';
import { endpoint } from '@baobab/contracts/endpoint';
import type { Db } from '../../db/client';
import { fromContract } from '../../lib/contract-route';
import type { SessionUser } from '../../lib/session-user';
import * as service from './data-rooms.service';

declare const db: Db;
declare const user: SessionUser;
const app = Fastify().withTypeProvider<ZodTypeProvider>();

/** The room contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedRoom = endpoint({
  ...dataRoomsEndpoints.get,
  responses: { 200: dataRoomDetailSchema.omit({ isNdaPending: true }).extend({ ndaPending: z.boolean() }) },
});

// The real contract: the service's room is exactly its response.
app.route({ ...fromContract(dataRoomsEndpoints.get), handler: async (request) => service.getRoom(db, user, request.params.id) });

app.route({
  ...fromContract(renamedRoom),
  // @ts-expect-error the service still answers with isNdaPending, which the renamed contract no longer allows
  handler: async (request) => service.getRoom(db, user, request.params.id),
});

app.route({
  ...fromContract(dataRoomsEndpoints.revokeGrant),
  handler: async (request, reply) => {
    // @ts-expect-error the revoke contract's params are { id, grantId }, so a route cannot read one it does not declare
    void request.params.requestId;
    await service.revokeGrant(db, user, { ip: request.ip }, request.params.id, request.params.grantId);
    return reply.status(204).send(null);
  },
});

app.route({
  ...fromContract(dataRoomsEndpoints.createFolder),
  handler: async (request, reply) => {
    // @ts-expect-error the folder contract's body is { name }, not { title }
    void request.body.title;
    return reply.status(201).send(await service.createFolder(db, user, request.params.id, request.body.name));
  },
});
