import { describe, expect, it } from 'vitest';
import { retryWhileUnavailable } from './connect-with-retry';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const startingUp = () => Object.assign(new Error('the database system is starting up'), { code: '57P03' });

describe('start-up retries', () => {
  it('keeps trying while the database is unreachable or starting, with growing waits, until it answers', async () => {
    const failures = [refused(), refused(), startingUp()];
    const waits: number[] = [];
    const result = await retryWhileUnavailable(
      async () => {
        const failure = failures.shift();
        if (failure) throw failure;
        return 'connected';
      },
      { timeoutMs: 5000, initialDelayMs: 10, maxDelayMs: 25, onRetry: (_error, _attempt, delayMs) => waits.push(delayMs) },
    );
    expect(result).toBe('connected');
    expect(waits).toEqual([10, 20, 25]);
  });

  it('does not retry what waiting cannot fix, such as a wrong password', async () => {
    let attempts = 0;
    const wrongPassword = Object.assign(new Error('password authentication failed for user "baobab"'), { code: '28P01' });
    const error = await retryWhileUnavailable(
      async () => {
        attempts += 1;
        throw wrongPassword;
      },
      { timeoutMs: 5000, initialDelayMs: 10 },
    ).catch((e: unknown) => e);
    expect(error).toBe(wrongPassword);
    expect(attempts).toBe(1);
  });

  it('gives up when its time is over, with the last error and the number of attempts', async () => {
    const started = Date.now();
    const error = await retryWhileUnavailable(() => Promise.reject(refused()), { timeoutMs: 200, initialDelayMs: 20 }).catch((e: unknown) => e);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect((error as Error).message).toMatch(/ECONNREFUSED/);
    expect((error as { attempts: number }).attempts).toBeGreaterThanOrEqual(3);
  });
});
