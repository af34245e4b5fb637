import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { BROTLI_OPTIONS, COMPRESSION_THRESHOLD_BYTES, GZIP_OPTIONS } from '../lib/compression-settings';

/**
 * Brotli or gzip for text responses over 1 KB (API JSON above all: a directory page shrinks
 * about tenfold, which matters on slow, metered mobile data). Built web assets are already
 * compressed at build time and served as such by plugins/web.ts, so they pass through untouched
 * (their content-encoding is set).
 *
 * Not compressed:
 * - the live message stream (/api/messages/stream): its handler hijacks the reply and writes
 *   events straight to the socket, so no onSend hook (this one included) ever sees it, and
 *   nothing is buffered;
 * - file downloads (any response with content-disposition, such as data-room documents and
 *   exports): they go out byte for byte as stored, so their size and partial downloads stay
 *   exact and a large document is never held in memory twice.
 *
 * Cached answers (directory pages) keep their compressed forms instead: lib/encoded-body.ts.
 */
async function compressionPlugin(app: FastifyInstance) {
  // Runs before the compress hook, which is attached per route after the global ones.
  // x-no-compression is the plugin's own per-request opt-out.
  // A callback hook rather than an async one: this runs on every response, and a promise per
  // hook was measurable on cached pages (CPU profile, bench/README.md).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.hasHeader('content-disposition')) request.headers['x-no-compression'] = '1';
    done(null, payload);
  });
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
    // Clients send plain JSON; a decompression hook on every route would only cost time.
    globalDecompression: false,
  });
}

export default fp(compressionPlugin, { name: 'compression' });
