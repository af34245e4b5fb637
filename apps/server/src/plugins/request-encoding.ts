import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { archiveLimitMessages } from '@baobab/contracts/archives';
import { errorCodes } from '@baobab/contracts/errors';
import { AppError } from '../lib/errors';

/**
 * Request bodies are taken as sent, never inflated: a compressed body (Content-Encoding gzip,
 * deflate, br, zstd…) is refused with 415 before any parser reads it. Browsers never compress what
 * they send, and inflating a body on the request thread is the zip bomb of decision 0027 again; an
 * upload that is an archive goes through the bounded unpacker instead (lib/archives). The compress
 * plugin's request decompression stays off (plugins/compression.ts), and lint keeps it off.
 */
async function requestEncodingPlugin(app: FastifyInstance) {
  // A callback hook: it runs on every request, and a promise per hook is measurable (compression.ts).
  app.addHook('onRequest', (request, _reply, done) => {
    const encoding = request.headers['content-encoding'];
    if (encoding === undefined || encoding.trim().toLowerCase() === 'identity') return done();
    done(new AppError(415, errorCodes.validation, archiveLimitMessages.compressedBody(encoding.slice(0, 40))));
  });
}

export default fp(requestEncodingPlugin, { name: 'request-encoding' });
