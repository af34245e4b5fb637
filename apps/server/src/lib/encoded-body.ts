import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { BROTLI_OPTIONS, COMPRESSION_THRESHOLD_BYTES, GZIP_OPTIONS } from './compression-settings';

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/**
 * A cached JSON answer with its compressed forms, each made on first demand and then kept as long
 * as the answer: a browser's request for a cached directory page (which always accepts brotli)
 * then costs no compression at all, where the compress plugin would compress the same bytes again
 * on every request.
 */
export type EncodedJson = { readonly identity: Buffer; encoded(encoding: Encoding): Buffer };

export function encodedJson(json: string): EncodedJson {
  const identity = Buffer.from(json);
  const made = new Map<Encoding, Buffer>();
  return {
    identity,
    encoded(encoding) {
      let bytes = made.get(encoding);
      if (!bytes) {
        bytes = encoding === 'br' ? brotliCompressSync(identity, BROTLI_OPTIONS) : gzipSync(identity, GZIP_OPTIONS);
        made.set(encoding, bytes);
      }
      return bytes;
    },
  };
}

/** Sends `body` in the best encoding the client accepts, as the compress plugin would have. */
export function sendEncodedJson(request: FastifyRequest, reply: FastifyReply, body: EncodedJson): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (body.identity.length < COMPRESSION_THRESHOLD_BYTES) return reply.send(body.identity);
  reply.header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? (negotiate(accepted, ENCODINGS) as Encoding | null) : null;
  if (!encoding) return reply.send(body.identity);
  // With content-encoding set, the compress plugin leaves the bytes alone.
  return reply.header('content-encoding', encoding).send(body.encoded(encoding));
}
