import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorCodes } from '@baobab/contracts/errors';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached,
 * pre-compressed .br/.gz files when present. Unknown /api paths answer 404 JSON; any
 * other unknown path gets the app, whose router shows 'Page Not Found' itself.
 */
async function webPlugin(app: FastifyInstance, options: { webDistDir: string | undefined }) {
  const dist = options.webDistDir;
  const hasWeb = dist !== undefined && existsSync(join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      preCompressed: true,
      // One wildcard route instead of a route per file (hundreds with the .br and .gz copies):
      // registering those took about a fifth of the server's start. A missing file falls through
      // to the not-found handler below.
      wildcard: true,
      // Vite's build manifest (read by scripts/bundle-budget.mjs) is not for browsers.
      allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
      index: false,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(dist, 'assets')}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'));
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || !hasWeb || request.method !== 'GET') {
      return reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: errorCodes.notFound });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}

export default fp(webPlugin, { name: 'web' });
