import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NEXT_CURSOR_HEADER } from '@baobab/contracts/paging';
import { startupsEndpoints as endpoints } from '@baobab/contracts/startups-endpoints';
import type { CachedDb } from '../../lib/cache-registry';
import { fromContract } from '../../lib/contract-route';
import { currentUser, requireUser } from '../../plugins/auth';
import { sendEncodedJson } from '../../lib/encoded-body';
import { setRequestSettings } from './startup-trust.service';
import * as startups from './startups.service';

const tags = ['startups'];

/**
 * Who reads the public directory, for the currency its amounts are converted into. A visitor sends no
 * cookie at all and needs no session lookup, so the cached pages they read stay one map lookup away.
 */
const directoryViewer = (request: FastifyRequest) => (request.headers.cookie ? currentUser(request) : Promise.resolve(null));

/**
 * Every route's method, path and schemas come from its contract in @baobab/contracts/startups-endpoints.
 * `caches` holds the directory's cached pages, which the startups service empties after each write.
 */
export const startupsRoutes: FastifyPluginAsyncZod<CachedDb> = async (app, cached) => {
  const list = fromContract(endpoints.list, tags);
  app.route({
    ...list,
    schema: {
      ...list.schema,
      description: `Newest-first pages carry the next page's cursor in the ${NEXT_CURSOR_HEADER} header when full; pass it back as cursor.`,
    },
    handler: async (request, reply) => {
      const page = await startups.listStartupPage(cached, await directoryViewer(request), request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      // Already JSON of the response schema's shape (toSummary), sent as it is: a cached page
      // costs no serialisation and, once per encoding, no compression.
      return sendEncodedJson(request, reply, page.body);
    },
  });

  app.route({
    ...fromContract(endpoints.stats, tags),
    handler: async (request) => startups.getStartupStats(cached, await directoryViewer(request), request.query),
  });

  app.route({
    ...fromContract(endpoints.detail, tags),
    handler: async (request) => startups.getStartupDetail(cached, await currentUser(request), request.params.id),
  });

  app.route({
    ...fromContract(endpoints.create, tags),
    handler: async (request, reply) => reply.status(201).send(await startups.createStartup(cached, await requireUser(request), request.body)),
  });

  app.route({
    ...fromContract(endpoints.update, tags),
    handler: async (request) => startups.updateStartup(cached, await requireUser(request), request.params.id, request.body),
  });

  app.route({
    ...fromContract(endpoints.requestSettings, tags),
    handler: async (request) => setRequestSettings(cached, await requireUser(request), request.params.id, request.body),
  });

  app.route({
    ...fromContract(endpoints.myStartups, tags),
    handler: async (request) => startups.getMyStartups(cached, await currentUser(request)),
  });
};
