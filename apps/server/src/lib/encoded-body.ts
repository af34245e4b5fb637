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

/** The bytes and encoding headers of `body` for a client that sent `acceptEncoding`, as the compress plugin would choose. */
export function encodedAnswer(body: EncodedJson, acceptEncoding: string | undefined): { bytes: Buffer; headers: Readonly<Record<string, string>> } {
  if (body.identity.length < COMPRESSION_THRESHOLD_BYTES) return { bytes: body.identity, headers: PLAIN };
  const encoding = acceptEncoding ? (negotiate(acceptEncoding, ENCODINGS) as Encoding | null) : null;
  if (!encoding) return { bytes: body.identity, headers: VARIED };
  return { bytes: body.encoded(encoding), headers: encoding === 'br' ? BROTLI : GZIP };
}

const JSON_TYPE = 'application/json; charset=utf-8';
const PLAIN = Object.freeze({ 'content-type': JSON_TYPE });
const VARIED = Object.freeze({ ...PLAIN, vary: 'accept-encoding' });
const BROTLI = Object.freeze({ ...VARIED, 'content-encoding': 'br' });
const GZIP = Object.freeze({ ...VARIED, 'content-encoding': 'gzip' });

/**
 * What else goes with a cached body: `headers` of its own (a next-page cursor), and `fresh`, which
 * tells whether the cache would still give the same body (FreshCache.getWithFreshness): with it, a visitor's
 * answer may be sent again by plugins/visitor-answers.ts without asking the cache.
 */
export type CachedAnswerParts = { headers?: Readonly<Record<string, string>>; fresh?: () => boolean };

/**
 * Sends `body` in the best encoding the client accepts, as the compress plugin would have (with
 * content-encoding set, it leaves the bytes alone).
 */
export function sendEncodedJson(request: FastifyRequest, reply: FastifyReply, body: EncodedJson, parts: CachedAnswerParts = {}): FastifyReply {
  if (parts.fresh) request.server.visitorAnswers.remember(request, body, { headers: parts.headers ?? NONE, fresh: parts.fresh });
  const { bytes, headers } = encodedAnswer(body, request.headers['accept-encoding']);
  if (parts.headers) reply.headers(parts.headers);
  return reply.headers(headers).send(bytes);
}

const NONE = Object.freeze({});
