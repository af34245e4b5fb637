import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NEXT_CURSOR_HEADER } from '@baobab/contracts/paging';
import { startupsEndpoints as endpoints } from '@baobab/contracts/startups-endpoints';
import type { Db } from '../../db/client';
import type { ChangeFeed } from '../../integrations/change-feed';
import { fromContract } from '../../lib/contract-route';
import { currentUser, requireUser } from '../../plugins/auth';
import { sendEncodedJson } from '../../lib/encoded-body';
import * as startups from './startups.service';

const tags = ['startups'];

/**
 * Every route's method, path and schemas come from its contract in @baobab/contracts/startups-endpoints.
 * `changes` tells every instance that startups changed, so their cached directory pages go.
 */
export const startupsRoutes: FastifyPluginAsyncZod<{ db: Db; changes: ChangeFeed }> = async (app, { db, changes }) => {
  const unsubscribe = changes.subscribe('startups', () => startups.forgetStartupLists(db));
  app.addHook('onClose', async () => unsubscribe());
  /** After a committed write: this instance forgot its pages already; tell the others. */
  const announce = () => changes.publish('startups').catch((error: unknown) => app.log.error({ err: error }, 'startup change signal failed'));

  const list = fromContract(endpoints.list, tags);
  app.route({
    ...list,
    schema: {
      ...list.schema,
      description: `Newest-first pages carry the next page's cursor in the ${NEXT_CURSOR_HEADER} header when full; pass it back as cursor.`,
    },
    handler: async (request, reply) => {
      const page = await startups.listStartupPage(db, request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      // Already JSON of the response schema's shape (toSummary), sent as it is: a cached page
      // costs no serialisation and, once per encoding, no compression.
      return sendEncodedJson(request, reply, page.body);
    },
  });

  app.route({
    ...fromContract(endpoints.stats, tags),
    handler: async (request) => startups.getStartupStats(db, request.query),
  });

  app.route({
    ...fromContract(endpoints.detail, tags),
    handler: async (request) => startups.getStartupDetail(db, await currentUser(request), request.params.id),
  });

  app.route({
    ...fromContract(endpoints.create, tags),
    handler: async (request, reply) => {
      const created = await startups.createStartup(db, await requireUser(request), request.body);
      await announce();
      return reply.status(201).send(created);
    },
  });

  app.route({
    ...fromContract(endpoints.update, tags),
    handler: async (request) => {
      const updated = await startups.updateStartup(db, await requireUser(request), request.params.id, request.body);
      await announce();
      return updated;
    },
  });

  app.route({
    ...fromContract(endpoints.profile, tags),
    handler: async (request) => startups.getMyProfile(db, await currentUser(request)),
  });
};
