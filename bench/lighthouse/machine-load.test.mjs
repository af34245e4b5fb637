import { describe, expect, it } from 'vitest';
import { cpuModelFrom, judgeLoad, quietIndexOf } from './machine-load.mjs';

describe('cpuModelFrom', () => {
  it("reads an x86 machine's model name", () => {
    expect(cpuModelFrom('processor\t: 0\nvendor_id\t: AuthenticAMD\nmodel name\t: AMD EPYC 7B13\nflags\t: fpu\n')).toBe('AMD EPYC 7B13');
  });
  it('has none when the text names no model', () => {
    expect(cpuModelFrom('processor\t: 0\n')).toBeUndefined();
  });
});

describe('judgeLoad', () => {
  it('finds a quiet machine quiet', () => {
    expect(judgeLoad({ othersShare: 0.05, benchmarkIndex: 1450, quietIndex: 1500, cores: 2 })).toEqual({ loaded: false, reasons: [] });
  });
  it('finds the machine loaded when other work takes more than a quarter of the cores', () => {
    const verdict = judgeLoad({ othersShare: 0.4, cores: 2 });
    expect(verdict.loaded).toBe(true);
    expect(verdict.reasons[0]).toContain('40 % of 2 cores busy with other work');
  });
  it('finds a run loaded when its benchmark index falls under 70 % of the quiet figure', () => {
    const verdict = judgeLoad({ othersShare: 0, benchmarkIndex: 1000, quietIndex: 1500, cores: 2 });
    expect(verdict.loaded).toBe(true);
    expect(verdict.reasons[0]).toContain('benchmark index 1000');
  });
  it('judges the benchmark index only once there is a quiet figure', () => {
    expect(judgeLoad({ othersShare: 0, benchmarkIndex: 300, quietIndex: undefined, cores: 2 }).loaded).toBe(false);
  });
  it('gives every reason at once', () => {
    expect(judgeLoad({ othersShare: 0.9, benchmarkIndex: 500, quietIndex: 1500, cores: 2 }).reasons).toHaveLength(2);
  });
});

describe('quietIndexOf', () => {
  it('is the median benchmark index of the quiet runs', () => {
    expect(quietIndexOf([{ benchmarkIndex: 1400, loaded: false }, { benchmarkIndex: 900, loaded: true }, { benchmarkIndex: 1500, loaded: false }, { benchmarkIndex: 1450, loaded: false }])).toBe(1450);
  });
  it('is not raised by one lucky run', () => {
    const runs = [2500, 2450, 2550, 3400].map((benchmarkIndex) => ({ benchmarkIndex, loaded: false }));
    expect(quietIndexOf(runs)).toBe(2525);
  });
  it('has none before a quiet run', () => {
    expect(quietIndexOf([{ benchmarkIndex: 900, loaded: true }])).toBeUndefined();
  });
});
