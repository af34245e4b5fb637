import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NEXT_CURSOR_HEADER } from '@baobab/contracts/paging';
import { startupsEndpoints as endpoints } from '@baobab/contracts/startups-endpoints';
import type { CachedDb } from '../../lib/cache-registry';
import { fromContract } from '../../lib/contract-route';
import { currentUser, requireUser, viewerIfAny } from '../../plugins/auth';
import { sendEncodedJson } from '../../lib/encoded-body';
import { setRequestSettings } from './startup-trust.service';
import * as startups from './startups.service';

/**
 * Recomputes the directory's score after a profile write: the public assessment, which the insights
 * module computes and this module may not import (insights reads startups). app.ts passes
 * startup-page/public-score.service.ts `refreshPublicScore`.
 */
export type RefreshPublicScore = (startupId: number) => Promise<void>;

/**
 * Every route's method, path and schemas come from its contract in @baobab/contracts/startups-endpoints.
 * `caches` holds the directory's cached pages, which the startups service empties after each write.
 */
export const startupsRoutes: FastifyPluginAsyncZod<CachedDb & { refreshPublicScore: RefreshPublicScore }> = async (app, { refreshPublicScore, ...cached }) => {
  const list = fromContract(endpoints.list);
  app.route({
    ...list,
    schema: {
      ...list.schema,
      description:
        `Newest-first pages carry the next page's cursor in the ${NEXT_CURSOR_HEADER} header when full; pass it back as cursor. ` +
        "Each startup's score is its public assessment, the score a visitor who is not signed in sees on its page (GET /api/startups/{id}); " +
        "a signed-in viewer's page shows their own assessment, which reads the facts the founder shared with them.",
    },
    handler: async (request, reply) => {
      const page = await startups.listStartupPage(cached, await viewerIfAny(request), request.query);
      // Already JSON of the response schema's shape (toSummary), sent as it is: a cached page
      // costs no serialisation and, once per encoding, no compression; a visitor's is sent again
      // before routing while it is fresh (plugins/visitor-answers.ts).
      return sendEncodedJson(request, reply, page.body, { headers: page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : undefined, fresh: page.fresh });
    },
  });

  app.route({
    ...fromContract(endpoints.stats),
    handler: async (request) => startups.getStartupStats(cached, await viewerIfAny(request), request.query),
  });

  // The detail route (GET /api/startups/:id) is the startup-page module's: it adds the viewer's assessment.

  app.route({
    ...fromContract(endpoints.create),
    handler: async (request, reply) => {
      const created = await startups.createStartup(cached, await requireUser(request), request.body);
      await refreshPublicScore(created.id);
      return reply.status(201).send(created);
    },
  });

  app.route({
    ...fromContract(endpoints.update),
    handler: async (request) => {
      const updated = await startups.updateStartup(cached, await requireUser(request), request.params.id, request.body);
      await refreshPublicScore(updated.id);
      return updated;
    },
  });

  app.route({
    ...fromContract(endpoints.requestSettings),
    handler: async (request) => setRequestSettings(cached, await requireUser(request), request.params.id, request.body),
  });

  app.route({
    ...fromContract(endpoints.myStartups),
    handler: async (request) => startups.getMyStartups(cached, await currentUser(request)),
  });
};
