import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest, FastifyServerFactory } from 'fastify';
import { carriesCredentials } from '../lib/credentials';
import { encodedAnswer, type EncodedJson } from '../lib/encoded-body';
import { requestIdOf } from './request-logging';

/**
 * Cached public answers sent to visitors again before Fastify sees the request.
 *
 * Why: on a 2-core AMD EPYC host a cached directory page cost about 33 µs more JavaScript through
 * Fastify's request path (request and reply objects, router, hooks, child logger) than a bare node:http
 * server spends on the same bytes, which held the directory under half of a bare server's throughput
 * (bench/README.md, "Public pages on a slow AMD EPYC host").
 *
 * How: a route that sends a cached answer with its cache's freshness check (FreshCache.getWithFreshness, given as
 * sendEncodedJson's `fresh`)
 * to a visitor (a GET with no credentials, lib/credentials.ts, and no body) has it kept here by its exact URL.
 * The next visitor GET of that URL is answered here while the cache would still give the same body:
 * after the API's own rate limit (the rate-limit plugin's limiter and counts, given by security.ts),
 * with the same bytes and headers as the route's answer (lib/encoded-body.ts `encodedAnswer`, the
 * security plugin's JSON headers, a request id), counted in the same request metrics (metrics.ts).
 * Everything else goes to Fastify as before: another method, credentials, a URL not kept or no
 * longer fresh, a client over its limit, a server draining for shutdown, debug logging (which logs
 * every request), and any request before the plugins have given their parts.
 */

type Kept = { body: EncodedJson; headers: Readonly<Record<string, string>>; fresh: () => boolean; route: string };

/** What the rate-limit plugin's `createRateLimit()` limiter reads of a request: its address, URL and route config. */
type LimitedRequest = { ip: string; url: string; routeOptions: { config: object } };
/** The rate-limit plugin's limiter (`createRateLimit()`): a request its allow list lets through is not counted. */
export type ApiLimit = (request: FastifyRequest) => Promise<{ isAllowed: true } | { isAllowed: false; isExceeded: boolean }>;
export type ObserveRequest = (route: string, statusCode: number, seconds: number) => void;

/** URLs kept at most; past it, answers no longer fresh go first, then the oldest. */
const MAX_KEPT = 1000;
/**
 * How often answers no longer fresh are let go, so that a page a write replaced is not held past about the
 * caches' own time to live (30 s) when nobody asks for its URL again.
 */
const SWEEP_MS = 30_000;

export type VisitorAnswers = {
  /** Keeps `body` for `request`'s URL when `request` is a visitor's GET (sendEncodedJson calls this). */
  remember(request: FastifyRequest, body: EncodedJson, parts: { headers: Readonly<Record<string, string>>; fresh: () => boolean }): void;
  /** The server's request listener: answers a kept URL itself, or passes the request to `app`. */
  handle(request: IncomingMessage, response: ServerResponse, app: (request: IncomingMessage, response: ServerResponse) => void): void;
  /** From security.ts: the API rate limit and the headers every JSON answer carries. */
  guardWith(limit: ApiLimit, jsonHeaders: Readonly<Record<string, string>>): void;
  /** From metrics.ts: records an answered request. */
  measureWith(observe: ObserveRequest): void;
  /** From shutdown on (or the app's close): every request goes to Fastify (which adds `Connection: close`). */
  stop(): void;
  readonly size: number;
};

/** `enabled` false (debug logging) keeps nothing. `trustProxy` as Fastify's: the client's address from X-Forwarded-For. */
export function createVisitorAnswers({ enabled, trustProxy }: { enabled: boolean; trustProxy: boolean }): VisitorAnswers {
  const kept = new Map<string, Kept>();
  let limit: ApiLimit | undefined;
  let jsonHeaders: Readonly<Record<string, string>> = {};
  let observe: ObserveRequest | undefined;
  let stopped = !enabled;
  const trustEveryProxy = () => true;
  // Fastify's `request.ip`: with trustProxy, the furthest address X-Forwarded-For names.
  const clientAddress = (request: IncomingMessage) => {
    if (!trustProxy) return request.socket.remoteAddress ?? '';
    const addresses = proxyAddr.all(request, trustEveryProxy);
    return addresses[addresses.length - 1]!;
  };

  // A GET with neither credentials nor a body: any body, encoded or not, is for the app's checks to refuse.
  const isVisitorGet = (headers: IncomingMessage['headers'], method: string | undefined) =>
    method === 'GET' &&
    !carriesCredentials(headers) &&
    headers['content-encoding'] === undefined &&
    headers['transfer-encoding'] === undefined &&
    (headers['content-length'] === undefined || headers['content-length'] === '0');

  function sweep() {
    for (const [url, answer] of kept) if (!answer.fresh()) kept.delete(url);
  }
  const sweeping = enabled ? setInterval(sweep, SWEEP_MS).unref() : undefined;

  function makeRoom() {
    sweep();
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  }

  function send(request: IncomingMessage, response: ServerResponse, answer: Kept, started: number) {
    const { bytes, headers } = encodedAnswer(answer.body, request.headers['accept-encoding']);
    response.writeHead(200, { 'x-request-id': requestIdOf(request), ...jsonHeaders, ...answer.headers, ...headers, 'content-length': bytes.length });
    response.end(bytes);
    observe!(answer.route, 200, (performance.now() - started) / 1000);
  }

  return {
    remember(request, body, { headers, fresh }) {
      if (stopped || !isVisitorGet(request.headers, request.method)) return;
      if (!kept.has(request.url) && kept.size >= MAX_KEPT) makeRoom();
      kept.set(request.url, { body, headers, fresh, route: request.routeOptions.url ?? 'unmatched' });
    },
    handle(request, response, app) {
      const answer = stopped || !limit || !observe || !isVisitorGet(request.headers, request.method) ? undefined : kept.get(request.url!);
      if (!answer) return app(request, response);
      if (!answer.fresh()) {
        kept.delete(request.url!);
        return app(request, response);
      }
      const started = performance.now();
      const limited: LimitedRequest = { ip: clientAddress(request), url: request.url!, routeOptions: { config: {} } };
      limit!(limited as unknown as FastifyRequest).then(
        // Over the limit, or the answer changed while a shared count was awaited: Fastify answers (and
        // counts the request once more, which only matters to a client already refused).
        (result) => (!result.isAllowed && result.isExceeded) || !answer.fresh() ? app(request, response) : send(request, response, answer, started),
        () => app(request, response),
      );
    },
    guardWith(apiLimit, headers) {
      limit = apiLimit;
      jsonHeaders = headers;
    },
    measureWith(observeRequest) {
      observe = observeRequest;
    },
    stop() {
      stopped = true;
      clearInterval(sweeping);
      kept.clear();
    },
    get size() {
      return kept.size;
    },
  };
}

/**
 * Fastify's HTTP/1 server (its timeouts as Fastify sets them on the server it makes) with `answers`
 * listening first.
 */
export function serverAnsweringVisitorsFirst(answers: VisitorAnswers): FastifyServerFactory {
  return (app, options) => {
    // Fastify's options with its defaults filled in (fastify.js) before it calls the factory.
    const { keepAliveTimeout, requestTimeout, connectionTimeout } = options as { keepAliveTimeout: number; requestTimeout: number; connectionTimeout: number };
    const server = createServer((request, response) => answers.handle(request, response, app));
    server.keepAliveTimeout = keepAliveTimeout;
    server.requestTimeout = requestTimeout;
    server.setTimeout(connectionTimeout);
    return server;
  };
}
