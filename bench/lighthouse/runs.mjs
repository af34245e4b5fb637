// Pure helpers of the Lighthouse step: the median of a page's runs.

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
