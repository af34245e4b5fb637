import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { ChangeFeed } from '../../integrations/change-feed';
import { notFound } from '../../lib/errors';
import { robotsTxt } from './robots';
import { forgetSitemaps, getSitemapIndex, getSitemapPage } from './link-previews.service';

/**
 * robots.txt and the sitemaps, for search engines (docs/architecture.md, "Link previews and sitemap"). Not part of the API: no
 * OpenAPI entry. Addresses are absolute, from PUBLIC_URL.
 */
export const linkPreviewsRoutes: FastifyPluginAsync<{ db: Db; changes: ChangeFeed; publicUrl: string }> = async (app, { db, changes, publicUrl }) => {
  const unsubscribers = [changes.subscribe('startups', () => forgetSitemaps(db)), changes.subscribe('investors', () => forgetSitemaps(db))];
  app.addHook('onClose', async () => unsubscribers.forEach((unsubscribe) => unsubscribe()));
  const robots = robotsTxt(publicUrl);
  const hide = { schema: { hide: true } };

  app.get('/robots.txt', hide, async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots));

  app.get('/sitemap.xml', hide, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(await getSitemapIndex(db, publicUrl)),
  );

  app.get<{ Params: { name: string } }>('/sitemaps/:name', hide, async (request, reply) => {
    const xml = await getSitemapPage(db, publicUrl, request.params.name);
    if (xml === null) throw notFound('Sitemap');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml);
  });
};
