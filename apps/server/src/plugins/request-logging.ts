import { randomUUID } from 'node:crypto';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage } from 'node:http';
import { redactUrl } from '../lib/redact';

/** A request id a client or proxy sent is kept when it is short and plain; otherwise a new one. */
const GIVEN_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
}

/** pino's level check; Fastify's logger type leaves it out. Compared by number, so it costs nothing. */
const DEBUG_LEVEL = 20;
const debugEnabled = (request: FastifyRequest) => (request.log as unknown as { levelVal?: number }).levelVal! <= DEBUG_LEVEL;

const summary = (request: FastifyRequest, statusCode: number, ms: number) => ({
  method: request.method,
  url: redactUrl(request.url),
  statusCode,
  ms: Math.round(ms),
});

/**
 * Every answer carries its request id (`X-Request-Id`), and every log line of a request carries
 * it as `reqId`. Requests are logged when they matter, not on every cached read: server errors
 * at error level, requests slower than SLOW_REQUEST_MS at warn, and the rest only at debug.
 * Logging each request at info level cost about a third of a cached directory page's CPU.
 */
const requestLoggingPlugin: FastifyPluginCallback<{ slowRequestMs: number }> = (app, options, done) => {
  app.addHook('onRequest', (request, reply, next) => {
    reply.header('x-request-id', request.id);
    next();
  });
  app.addHook('onResponse', (request, reply, next) => {
    const ms = reply.elapsedTime;
    if (reply.statusCode >= 500) request.log.error(summary(request, reply.statusCode, ms), 'request failed');
    else if (ms >= options.slowRequestMs) request.log.warn(summary(request, reply.statusCode, ms), 'slow request');
    else if (debugEnabled(request)) request.log.debug(summary(request, reply.statusCode, ms), 'request completed');
    next();
  });
  done();
};

export default fp(requestLoggingPlugin, { name: 'request-logging' });
