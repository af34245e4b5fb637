// Is the machine quiet enough for a Lighthouse score to mean something? Lighthouse simulates a
// phone by slowing the host's CPU by a factor, so every other process's work lands in the page's
// blocking time: a score taken beside a build or a test run measures the neighbours.
//
// Two measures, both from the kernel's CPU accounting (/proc), not the load average: the 1-minute
// load average decays over a minute, so before a page it still counts our own previous page's
// Chromium, and during a page it counts Chromium and the server themselves.
// - Before each page, nothing of ours runs (the server and Chromium are idle): the CPU time spent
//   over 3 s is other processes'. Loaded above a quarter of all cores; we wait up to a minute.
// - During each run, the machine's CPU time minus that of our process tree (this process, which
//   runs Lighthouse; the server; Chromium and its children) is other processes'. Same threshold.
//   And Lighthouse's benchmark index (a fixed piece of JavaScript it times in the page before each
//   run) must not fall below 70 % of the median this session measured on a quiet machine.
import { readFileSync, readdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { median } from './runs.mjs';

/** Share of all cores' time spent on other work above which the machine counts as loaded. */
export const LOADED_ABOVE = 0.25;
/** A run whose benchmark index is below this share of the session's quiet figure ran on a busy CPU. */
export const BENCHMARK_INDEX_FLOOR = 0.7;
/**
 * Loaded runs of one page run again, each after the machine has quieted, up to this many times; one more stops the
 * step. A shared host's neighbours come and go (on a 2-core AMD EPYC host, 2026-12-03, a run in ten fell under the
 * floor with nothing of ours busy), so one repeat ended every whole run there; a loaded run's scores are never used.
 */
export const LOADED_REPEATS_PER_PAGE = 3;
const SAMPLE_MS = 3000;
const PATIENCE_MS = 60_000;

/** The CPU model named in /proc/cpuinfo's text ("model name", or "Hardware"/"cpu model" elsewhere). */
export function cpuModelFrom(cpuinfo) {
  const line = cpuinfo.split('\n').find((l) => /^(model name|cpu model|Hardware|Processor)\s*:/.test(l));
  return line ? line.slice(line.indexOf(':') + 1).trim() : undefined;
}

export function hostCpuModel() {
  try {
    return cpuModelFrom(readFileSync('/proc/cpuinfo', 'utf8')) ?? cpus()[0]?.model.trim() ?? 'unknown';
  } catch {
    return cpus()[0]?.model.trim() ?? 'unknown';
  }
}

/**
 * The verdict on one measurement: `othersShare`, the share of all cores other processes used
 * (before a page, or during a run); `benchmarkIndex` and `quietIndex`, a run's index and the
 * session's quiet figure (absent before a page). Returns `{ loaded, reasons }`.
 */
export function judgeLoad({ othersShare, benchmarkIndex, quietIndex, cores }) {
  const reasons = [];
  if (othersShare > LOADED_ABOVE) {
    reasons.push(`${Math.round(othersShare * 100)} % of ${cores} cores busy with other work (quiet is under ${LOADED_ABOVE * 100} %)`);
  }
  if (benchmarkIndex !== undefined && quietIndex !== undefined && benchmarkIndex < BENCHMARK_INDEX_FLOOR * quietIndex) {
    reasons.push(`Lighthouse's benchmark index ${benchmarkIndex}, under ${BENCHMARK_INDEX_FLOOR * 100} % of this machine's quiet ${quietIndex}`);
  }
  return { loaded: reasons.length > 0, reasons };
}

/**
 * The median benchmark index of the quiet runs so far: what this machine does when nothing else runs. Not the highest:
 * on a 2-core AMD EPYC host (2026-12-03) the index of quiet runs spread from 1,850 to 2,831 with no other process
 * busy, so the highest rose page by page and a later page's ordinary run fell under 70 % of one lucky run.
 */
export function quietIndexOf(runs) {
  const quiet = runs.filter((run) => !run.loaded).map((run) => run.benchmarkIndex);
  return quiet.length > 0 ? Math.round(median(quiet)) : undefined;
}

/** The machine's busy and total CPU time in clock ticks, from /proc/stat's first line. */
function machineTicks() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** CPU ticks of `roots` and all their descendants (children they have reaped included), from /proc. */
function treeTicks(roots) {
  if (roots.length === 0) return 0;
  const processes = new Map();
  for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // After the command's closing parenthesis: state, ppid, ... utime is field 14, cstime 17.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      processes.set(Number(name), { ppid: Number(fields[1]), ticks });
    } catch {
      // the process ended while we read
    }
  }
  const inTree = (pid) => {
    for (let current = pid, hops = 0; current > 1 && hops < 64; hops += 1) {
      if (roots.includes(current)) return true;
      current = processes.get(current)?.ppid ?? 0;
    }
    return false;
  };
  let ticks = 0;
  for (const [pid, process] of processes) if (inTree(pid)) ticks += process.ticks;
  return ticks;
}

/**
 * Starts counting the CPU of everything but `ours` (pids whose trees are ours); `stop()` returns
 * the share of all cores other processes used since. Where /proc is missing, 0.
 */
export function othersCpuMeter(ours) {
  let start;
  try {
    start = { machine: machineTicks(), ours: treeTicks(ours) };
  } catch {
    return { stop: () => 0 };
  }
  return {
    stop() {
      const machine = machineTicks();
      const total = machine.total - start.machine.total;
      const others = machine.busy - start.machine.busy - (treeTicks(ours) - start.ours);
      return total > 0 ? Math.max(0, others / total) : 0;
    },
  };
}

/** The error that ends the Lighthouse step on a loaded machine (its exit code is 3). */
export class MachineLoadedError extends Error {}

export function loadedMessage(label, reasons) {
  return `the machine is loaded ${label}: ${reasons.join('; ')}. Lighthouse scores from it would measure the neighbours. Stop what else runs and start again, or set BENCH_ALLOW_LOADED=true to measure anyway (the results are then marked loaded and every Lighthouse target fails).`;
}

/**
 * Waits up to a minute for the machine to be quiet before measuring `label` (`ours`: the pids of
 * our process trees, whose background work is not counted); then throws, unless `allowLoaded`, in which case it warns
 * and the sample says `loaded`.
 */
export async function assertQuiet(label, { allowLoaded = false, ours = [] } = {}) {
  const started = Date.now();
  let verdict;
  let share;
  do {
    const meter = othersCpuMeter(ours);
    await sleep(SAMPLE_MS);
    share = meter.stop();
    verdict = judgeLoad({ othersShare: share, cores: cpus().length });
  } while (verdict.loaded && Date.now() - started < PATIENCE_MS);
  if (verdict.loaded) {
    const message = loadedMessage(`before ${label}`, verdict.reasons);
    if (!allowLoaded) throw new MachineLoadedError(message);
    console.warn(`${message} Measuring anyway (BENCH_ALLOW_LOADED).`);
  }
  return { busyShare: Number(share.toFixed(2)), loaded: verdict.loaded };
}
