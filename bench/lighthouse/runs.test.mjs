import { describe, expect, it } from 'vitest';
import { median, medianOfRuns, resultsFileName } from './runs.mjs';

const run = (performance, tbtMs, lcpMs, extra = {}) => ({ path: '/', performance, tbtMs, lcpMs, fcpMs: 1000, accessibility: 100, benchmarkIndex: 1500, ...extra });

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([97, 72, 95])).toBe(95);
  });
  it('takes the mean of the two middle values of an even count', () => {
    expect(median([10, 40, 20, 30])).toBe(25);
  });
  it('has none for no values', () => {
    expect(median([])).toBeUndefined();
  });
});

describe('medianOfRuns', () => {
  it('takes performance, total blocking time and LCP each as its own median', () => {
    const page = medianOfRuns([run(95, 40, 2100), run(80, 600, 2000), run(97, 90, 2900)]);
    expect(page).toMatchObject({ performance: 95, tbtMs: 90, lcpMs: 2100 });
  });
  it("keeps every run's figures and benchmark index beside the medians", () => {
    const page = medianOfRuns([run(95, 40, 2100, { benchmarkIndex: 1400 }), run(80, 600, 2000, { benchmarkIndex: 900 })]);
    expect(page).toMatchObject({ runs: [95, 80], runsTbtMs: [40, 600], runsLcpMs: [2100, 2000], benchmarkIndexes: [1400, 900] });
    expect(page).not.toHaveProperty('benchmarkIndex');
  });
  it('takes the other fields from the run with the median performance', () => {
    const page = medianOfRuns([run(95, 40, 2100, { accessibility: 100 }), run(80, 600, 2000, { accessibility: 91 }), run(97, 90, 2900, { accessibility: 100 })]);
    expect(page.accessibility).toBe(100);
  });
  it('refuses a page without runs', () => {
    expect(() => medianOfRuns([])).toThrow('no Lighthouse run');
  });
});

describe('resultsFileName', () => {
  const date = '2026-11-29T17:30:00.123Z';
  it("writes a whole run as the day's file, which the README's table reads", () => {
    expect(resultsFileName({ date, somePages: false, stopped: false })).toBe('lighthouse-2026-11-29.json');
  });
  it('writes a run of some pages, or a stopped one, to a file of its own the table does not read', () => {
    expect(resultsFileName({ date, somePages: true, stopped: false })).toBe('partial-lighthouse-2026-11-29T17-30-00-123Z.json');
    expect(resultsFileName({ date, somePages: false, stopped: true })).toBe('stopped-lighthouse-2026-11-29T17-30-00-123Z.json');
    expect(resultsFileName({ date, somePages: true, stopped: true })).toBe('stopped-lighthouse-2026-11-29T17-30-00-123Z.json');
  });
});
