// Pure helpers of the Lighthouse step: the median of a page's runs, the name of the file a run writes.

/** The median of numbers (the mean of the two middle ones for an even count); undefined for none. */
export function median(values) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Metrics taken as the median of the runs, each on its own: one slow run on a shared machine does not decide. */
const MEDIAN_METRICS = ['performance', 'fcpMs', 'lcpMs', 'tbtMs'];

/**
 * A page's result from its runs (summaries with `benchmarkIndex`): performance, FCP, LCP and total
 * blocking time are each the median over the runs (rounded); the other fields (accessibility,
 * failing audits, opportunities) come from the run with the median performance. Every run's
 * figures are kept beside them.
 */
export function medianOfRuns(attempts) {
  if (attempts.length === 0) throw new Error('no Lighthouse run to take the median of');
  const byPerformance = [...attempts].sort((a, b) => a.performance - b.performance);
  const { benchmarkIndex: _index, ...middleRun } = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
  const medians = Object.fromEntries(MEDIAN_METRICS.map((metric) => [metric, Math.round(median(attempts.map((a) => a[metric])))]));
  return {
    ...middleRun,
    ...medians,
    runs: attempts.map((a) => a.performance),
    runsTbtMs: attempts.map((a) => a.tbtMs),
    runsLcpMs: attempts.map((a) => a.lcpMs),
    benchmarkIndexes: attempts.map((a) => a.benchmarkIndex),
  };
}

/**
 * The results file of a run: a whole run writes the day's `lighthouse-<date>.json`, which the README's table reads; a
 * run of some pages (BENCH_LIGHTHOUSE_PAGES) or one stopped on a loaded machine writes a file of its own, named by the
 * time, that the table never reads (the API bench's partial runs do the same), so a stopped run keeps the pages it
 * measured quietly and no run of a few pages replaces the day's whole one.
 */
export function resultsFileName({ date, somePages, stopped }) {
  if (!somePages && !stopped) return `lighthouse-${date.slice(0, 10)}.json`;
  return `${stopped ? 'stopped' : 'partial'}-lighthouse-${date.replace(/[:.]/g, '-')}.json`;
}
