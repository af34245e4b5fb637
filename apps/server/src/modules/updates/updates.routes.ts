import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updatesEndpoints as endpoints } from '@baobab/contracts/updates-endpoints';
import type { Db } from '../../db/client';
import { fromContract } from '../../lib/contract-route';
import type { Delivery } from '../../lib/delivery';
import { requireUser } from '../../plugins/auth';
import { listReplies, postReply } from './update-replies.service';
import { listAudiencePeople } from './update-audience';
import { previewAudience, sendUpdate } from './update-sending.service';
import * as service from './updates.service';


/** Investor updates; every route's method, path and schemas come from its contract in @baobab/contracts/updates-endpoints. */
export const updatesRoutes: FastifyPluginAsyncZod<{ db: Db; delivery: Delivery }> = async (app, { db, delivery }) => {
  app.route({
    ...fromContract(endpoints.feed),
    handler: async (request) => service.listFeed(db, await requireUser(request), request.query),
  });

  app.route({
    ...fromContract(endpoints.startupUpdates),
    handler: async (request) => service.listStartupUpdates(db, await requireUser(request), request.params.id),
  });

  app.route({
    ...fromContract(endpoints.createDraft),
    handler: async (request, reply) => reply.status(201).send(await service.createDraft(db, await requireUser(request), request.params.id, request.body)),
  });

  app.route({
    ...fromContract(endpoints.receivedFromStartup),
    handler: async (request) => service.listReceivedFromStartup(db, await requireUser(request), request.params.id),
  });

  app.route({
    ...fromContract(endpoints.get),
    handler: async (request, reply) => {
      const update = await service.getUpdate(db, await requireUser(request), request.params.id);
      // Reading stamps the open, and the founder's view changes with every open and reply: never cached.
      return reply.header('cache-control', 'no-store').send(update);
    },
  });

  app.route({
    ...fromContract(endpoints.updateDraft),
    handler: async (request) => service.updateDraft(db, await requireUser(request), request.params.id, request.body),
  });

  app.route({
    ...fromContract(endpoints.deleteDraft),
    handler: async (request, reply) => {
      await service.deleteDraft(db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(endpoints.audiencePeople),
    handler: async (request) => listAudiencePeople(db, await requireUser(request), request.params.id),
  });

  app.route({
    ...fromContract(endpoints.audience),
    handler: async (request) => previewAudience(db, await requireUser(request), request.params.id),
  });

  app.route({
    ...fromContract(endpoints.send),
    handler: async (request) => sendUpdate(db, delivery, await requireUser(request), request.params.id),
  });

  app.route({
    ...fromContract(endpoints.replies),
    handler: async (request) => listReplies(db, await requireUser(request), request.params.id),
  });

  app.route({
    ...fromContract(endpoints.reply),
    handler: async (request, reply) => reply.status(201).send(await postReply(db, delivery, await requireUser(request), request.params.id, request.body)),
  });

  app.route({
    ...fromContract(endpoints.setPublic),
    handler: async (request) => service.setPublic(db, await requireUser(request), request.params.id, request.body.isPublic),
  });

  // No session: the token is the permission.
  app.route({
    ...fromContract(endpoints.publicUpdate),
    handler: async (request) => service.getPublicUpdate(db, request.params.token),
  });
};
