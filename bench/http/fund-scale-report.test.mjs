import { describe, expect, it } from 'vitest';
import { fundScaleTable, fundScaleTargets } from './fund-scale-report.mjs';

const row = (over) => ({ key: 'board', name: 'fund pipeline board', connections: 1, requestsPerSecond: 40, p50: 20, p99: 120, errors: 0, ...over });
const result = (rows) => ({ fund: { members: 30, deals: 2000, companies: 200 }, host: { cpuModel: 'AMD EPYC', cores: 2, loadBefore: [7.5, 7, 6], loadAfter: [8, 7.25, 6.5], loaded: true }, rows });

describe('fundScaleTargets', () => {
  it('passes a p99 under 300 ms and names the fund, the endpoint and the concurrency', () => {
    const [target] = fundScaleTargets(result([row()]));
    expect(target).toEqual({ name: 'fund of 30 (2,000 deals, 200 companies): fund pipeline board: p99 < 300 ms at c=1', pass: true, detail: 'p99 120 ms, p50 20 ms, 40 req/s' });
  });

  it('fails at 300 ms exactly, on any error, and when no request finished', () => {
    const targets = fundScaleTargets(result([row({ p99: 300 }), row({ errors: 2 }), row({ p50: null, p99: null, requestsPerSecond: 0 })]));
    expect(targets.map((t) => t.pass)).toEqual([false, false, false]);
    expect(targets[1].detail).toBe('p99 120 ms, p50 20 ms, 40 req/s, 2 errors');
    expect(targets[2].detail).toBe('no request finished in the run');
  });
});

describe('fundScaleTable', () => {
  it('says the CPU and the load average beside the figures, and that the machine was loaded', () => {
    const table = fundScaleTable(result([row(), row({ connections: 10, p99: null })]));
    expect(table).toContain('AMD EPYC, 2 cores; load average 7.50, 7.00, 6.00 before, 8.00, 7.25, 6.50 after (1, 5, 15 min): LOADED');
    expect(table).toContain('| fund pipeline board | 1 | 40 | 20 | 120 | 0 |');
    expect(table).toContain('| fund pipeline board | 10 | 40 | 20 | n/a | 0 |');
  });
});
