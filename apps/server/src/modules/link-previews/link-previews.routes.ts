import type { FastifyPluginAsync } from 'fastify';
import type { CachedDb } from '../../lib/cache-registry';
import { notFound } from '../../lib/errors';
import { robotsTxt } from './robots';
import { getSitemapIndex, getSitemapPage } from './link-previews.service';

/**
 * robots.txt and the sitemaps, for search engines (docs/architecture.md, "Link previews and sitemap"). Not part of the API: no
 * OpenAPI entry. Addresses are absolute, from PUBLIC_URL.
 */
export const linkPreviewsRoutes: FastifyPluginAsync<{ cached: CachedDb; publicUrl: string }> = async (app, { cached, publicUrl }) => {
  const robots = robotsTxt(publicUrl);
  const hide = { schema: { hide: true } };

  app.get('/robots.txt', hide, async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots));

  app.get('/sitemap.xml', hide, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(await getSitemapIndex(cached, publicUrl)),
  );

  app.get<{ Params: { name: string } }>('/sitemaps/:name', hide, async (request, reply) => {
    const xml = await getSitemapPage(cached, publicUrl, request.params.name);
    if (xml === null) throw notFound('Sitemap');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml);
  });
};
