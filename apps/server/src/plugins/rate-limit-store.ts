import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RequestCounter } from '../integrations/request-counter/request-counter';

/**
 * @fastify/rate-limit's store interface on the shared request counter. Keys get `namespace` so
 * the API limit never meets the sign-in limit's counts. Only the global limit uses it (no route
 * sets a limit of its own, which `child` would have to keep apart).
 */
export function sharedRateLimitStore(counter: RequestCounter, namespace: string, logError: (error: unknown) => void): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number) {
      counter.hit(namespace + key, timeWindow, max).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => {
          logError(error);
          callback(error);
        },
      );
    }

    child() {
      return this;
    }
  };
}
