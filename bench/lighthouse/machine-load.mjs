// Is the machine quiet enough for a Lighthouse score to mean something? Lighthouse simulates a
// phone by slowing the host's CPU by a factor, so every other process's work lands in the page's
// blocking time: a score taken beside a build or a test run measures the neighbours. Between two
// pages nothing of ours runs (the server and Chromium are idle), so CPU time spent then is other
// processes'.
import { cpus } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** Busy share of all cores above which the machine counts as loaded: a quarter of it. */
export const LOADED_ABOVE = 0.25;
const SAMPLE_MS = 3000;
const PATIENCE_MS = 60_000;

function cpuTimes() {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    busy += all - times.idle;
    total += all;
  }
  return { busy, total };
}

/** The share of every core's time spent busy over `ms`. */
export async function busyShare(ms = SAMPLE_MS) {
  const before = cpuTimes();
  await sleep(ms);
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

/**
 * Waits up to a minute for the machine to be quiet before measuring `label`; then throws, unless
 * `allowLoaded`, in which case it warns and the sample says `loaded`.
 */
export async function assertQuiet(label, { allowLoaded = false } = {}) {
  const started = Date.now();
  let share = await busyShare();
  while (share > LOADED_ABOVE && Date.now() - started < PATIENCE_MS) share = await busyShare();
  const sample = { busyShare: Number(share.toFixed(2)), loaded: share > LOADED_ABOVE };
  if (sample.loaded) {
    const message = `the machine is loaded before ${label}: ${Math.round(share * 100)}% of ${cpus().length} cores busy with other work (a quiet machine is under ${LOADED_ABOVE * 100}%)`;
    if (!allowLoaded) throw new Error(`${message}; Lighthouse scores from it would measure the neighbours. Stop what else runs, or set BENCH_ALLOW_LOADED=true to measure anyway (the results are then marked loaded).`);
    console.warn(`${message}; measuring anyway (BENCH_ALLOW_LOADED), results marked loaded`);
  }
  return sample;
}
