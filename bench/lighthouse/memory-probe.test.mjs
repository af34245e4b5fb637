import { describe, expect, it } from 'vitest';
import { pageTouchMicros } from './memory-probe.mjs';

describe('pageTouchMicros', () => {
  it('times first touches of fresh memory in a new process, to a tenth of a microsecond', () => {
    const micros = pageTouchMicros({ megabytes: 16, runs: 1 });
    expect(micros).toBeGreaterThan(0);
    expect(Number.isInteger(micros * 10)).toBe(true);
  });
});
