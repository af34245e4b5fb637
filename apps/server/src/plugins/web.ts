import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorCodes } from '@baobab/contracts/errors';
import { appPages, type RouteChunks } from './route-preloads';

/**
 * Serves the built web app: hashed assets cached for a year, pre-compressed .br/.gz files when
 * present. The app's HTML (index.html with the current route's chunks preloaded, see
 * route-preloads.ts) is never cached without revalidation and is compressed by the compression
 * plugin. Unknown /api paths answer 404 JSON; any other unknown path gets the app, whose router
 * shows 'Page Not Found' itself.
 */
async function webPlugin(app: FastifyInstance, options: { webDistDir: string | undefined }) {
  const dist = options.webDistDir;
  const sendApp = dist !== undefined && existsSync(join(dist, 'index.html')) ? await serveWeb(app, dist) : undefined;
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || !sendApp || request.method !== 'GET') {
      return reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: errorCodes.notFound });
    }
    return sendApp(request, reply);
  });
}

/** Registers the built files and `/`; returns the handler that answers with the app's HTML. */
async function serveWeb(app: FastifyInstance, dist: string) {
  await app.register(fastifyStatic, {
    root: dist,
    preCompressed: true,
    // One wildcard route instead of a route per file (hundreds with the .br and .gz copies):
    // registering those took about a fifth of the server's start. A missing file falls through
    // to the not-found handler.
    wildcard: true,
    // Vite's build manifest and the route → chunks table are not for browsers.
    allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
    index: false,
    setHeaders(res, path) {
      const immutable = path.includes(`${join(dist, 'assets')}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Read once: a new web build comes with a restart of the server.
  const pageFor = appPages(readFileSync(join(dist, 'index.html'), 'utf8'), readRouteChunks(dist));
  const sendApp = (request: FastifyRequest, reply: FastifyReply) => {
    const page = pageFor(request.url.replace(/\?.*$/s, ''));
    reply.header('cache-control', 'no-cache').header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    return reply.type('text/html; charset=utf-8').send(page.html);
  };
  app.get('/', { schema: { hide: true } }, sendApp);
  return sendApp;
}

/** The web build's route → chunks table; without it (an older build) no route gets preloads. */
function readRouteChunks(dist: string): RouteChunks | undefined {
  const file = join(dist, '.vite', 'route-chunks.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RouteChunks) : undefined;
}

export default fp(webPlugin, { name: 'web' });
