import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { collectProcessMetrics, processMetrics } from '../lib/metrics';
import type { VisitorAnswers } from './visitor-answers';

/**
 * `token`: 'off' serves no /metrics (METRICS_DISABLED); undefined serves it open (never in production: config.ts).
 * `visitorAnswers` records the requests it answers before routing here too.
 */
type Options = { database: Database; token: string | 'off' | undefined; visitorAnswers?: VisitorAnswers };

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics, served at /metrics; parts built after the plugin (the task queue's) add theirs here. */
    metrics: Registry;
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `/metrics` in Prometheus' text format: request durations by route template and status (never
 * the raw URL, whose ids would make a series per object), the database pool, cache lookups, the
 * task queue (lib/task-metrics.ts) and the process (event-loop lag, memory). With METRICS_TOKEN set, a scraper must send it as a
 * bearer token; production refuses to start without one unless METRICS_DISABLED turns the endpoint off
 * (the series are still collected, for nobody). Open only in development and tests.
 */
const metricsPlugin: FastifyPluginCallback<Options> = (app, options, done) => {
  collectProcessMetrics();
  const registry = new Registry();
  app.decorate('metrics', registry);
  const durations = new Histogram({
    name: 'baobab_http_request_duration_seconds',
    help: 'Time from request to response, by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  const pool = options.database.pool;
  if (pool) {
    new Gauge({
      name: 'baobab_db_pool_connections',
      help: 'PostgreSQL pool connections by state (idle, busy) and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'busy' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  app.addHook('onResponse', (request, reply, next) => {
    durations.observe({ method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: reply.statusCode }, reply.elapsedTime / 1000);
    next();
  });
  options.visitorAnswers?.measureWith((route, statusCode, seconds) => durations.observe({ method: 'GET', route, status_code: statusCode }, seconds));

  if (options.token === 'off') return done();
  const token = options.token;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token && !sameSecret(request.headers.authorization ?? '', `Bearer ${token}`)) {
      return reply.code(401).send({ message: 'A valid metrics token is required', code: 'UNAUTHORIZED' });
    }
    const merged = Registry.merge([processMetrics, registry]);
    return reply.type(merged.contentType).send(await merged.metrics());
  });
  done();
};

export default fp(metricsPlugin, { name: 'metrics' });
