import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';

/**
 * Starts every request before awaiting any, so they run side by side on the database pool (ten
 * connections on PostgreSQL). On embedded PGlite, a single connection, they interleave between
 * statements instead, so the same assertions hold there but prove less.
 */
export function fireTogether(t: TestApp, requests: InjectOptions[]): Promise<LightMyRequestResponse[]> {
  return Promise.all(requests.map((request) => t.app.inject(request)));
}

/** How many responses carried each status code, e.g. { 204: 1, 409: 23 }. */
export function statusCounts(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}

/** The responses with a 2xx status: the winners of a race. */
export const successes = (responses: LightMyRequestResponse[]) => responses.filter((r) => r.statusCode >= 200 && r.statusCode < 300);
