import { isDatabaseUnavailable } from './connection-errors';

/** The database could not be reached at start-up, within the time it was given. */
export class DatabaseUnreachableError extends Error {}

export type RetrySettings = {
  /** How long to keep trying; 0 tries once. */
  timeoutMs: number;
  /** The first wait between attempts; each later one doubles, up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** Told of each failed attempt that will be retried (the server logs it). */
  onRetry?(error: unknown, attempt: number, delayMs: number): void;
};

/**
 * Runs `attempt` until it succeeds or `timeoutMs` has passed, with exponential backoff between
 * tries (250 ms, 500 ms, 1 s, ... 5 s by default). Only an unreachable or starting database is
 * retried (a container started beside its PostgreSQL, a failover in progress): a wrong password or
 * a missing database will not fix itself, so it fails at once. Rejects with the last error, and
 * with how many attempts were made.
 */
export async function retryWhileUnavailable<T>(attempt: () => Promise<T>, settings: RetrySettings): Promise<T> {
  const { timeoutMs, initialDelayMs = 250, maxDelayMs = 5000, onRetry } = settings;
  const deadline = Date.now() + timeoutMs;
  let delayMs = initialDelayMs;
  for (let attempts = 1; ; attempts += 1) {
    try {
      return await attempt();
    } catch (error) {
      const remainingMs = deadline - Date.now();
      if (!isDatabaseUnavailable(error) || remainingMs <= 0) throw Object.assign(error as Error, { attempts });
      const waitMs = Math.min(delayMs, remainingMs);
      onRetry?.(error, attempts, waitMs);
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      delayMs = Math.min(delayMs * 2, maxDelayMs);
    }
  }
}
