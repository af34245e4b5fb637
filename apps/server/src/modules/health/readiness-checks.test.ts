import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { CHECK_TIMEOUT_MS, checkReadiness, type ReadinessDependencies } from './readiness-checks';

/** A database whose one query answers, fails, or never answers. */
const databaseThat = (answer: 'answers' | 'fails' | 'hangs') =>
  ({
    kind: 'postgres',
    db: {
      execute: () => (answer === 'answers' ? Promise.resolve({ rows: [] }) : answer === 'fails' ? Promise.reject(new Error('Connection terminated')) : new Promise(() => undefined)),
    },
  }) as unknown as Database;

const allWell: ReadinessDependencies = {
  storage: { check: async () => undefined },
  queue: { state: () => 'running' },
  redisState: () => 'ok',
};

describe('readiness', () => {
  it('is ready with every dependency named', async () => {
    expect(await checkReadiness(databaseThat('answers'), allWell)).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'ok', storage: 'ok', queue: 'ok' },
      degraded: [],
    });
  });

  it('treats Redis that is not configured as fine', async () => {
    expect((await checkReadiness(databaseThat('answers'), { ...allWell, redisState: () => 'not_configured' })).status).toBe('ready');
  });

  it('says degraded: redis while Redis is away, and still serves', async () => {
    expect(await checkReadiness(databaseThat('answers'), { ...allWell, redisState: () => 'unavailable' })).toMatchObject({
      status: 'degraded',
      checks: { redis: 'unavailable' },
      degraded: ['redis'],
    });
  });

  it('names storage and the queue when they are away', async () => {
    const answer = await checkReadiness(databaseThat('answers'), {
      ...allWell,
      storage: { check: () => Promise.reject(new Error('EACCES')) },
      queue: { state: () => 'stopped' },
    });
    expect(answer).toMatchObject({ status: 'degraded', degraded: ['storage', 'queue'] });
  });

  afterEach(() => vi.useRealTimers());

  it('is unavailable without its database, whether it fails or never answers', async () => {
    expect(await checkReadiness(databaseThat('fails'), allWell)).toMatchObject({ status: 'unavailable', checks: { database: 'unavailable' } });
    // A database that never answers is given up on at the check's deadline, on the clock rather than the machine's speed.
    vi.useFakeTimers();
    let answer: unknown;
    void checkReadiness(databaseThat('hangs'), allWell).then((readiness) => (answer = readiness));
    await vi.advanceTimersByTimeAsync(CHECK_TIMEOUT_MS - 1);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toMatchObject({ status: 'unavailable', checks: { database: 'unavailable' } });
  });
});
