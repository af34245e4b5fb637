// One autocannon measurement: a short warm-up (JIT, connection pools, PostgreSQL's caches), then
// the measured run. Errors and non-2xx answers are counted, never hidden.
// With the server's `pid`, also its CPU time per answered request (user + system, /proc/<pid>/stat):
// on a shared machine the load moves req/s and latency by several times, the CPU a request costs
// the server much less. With `countQueries` (PostgreSQL: the database's committed transactions, one
// per statement outside a transaction), the statements per request: "one query per screen" in figures.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

function run(options) {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

/**
 * When autocannon stops, the server may still be working through requests it queued (PGlite runs
 * one query at a time); one plain request answers only after them, so the next run starts clean.
 */
async function settle(url, headers) {
  await fetch(url, { headers, signal: AbortSignal.timeout(120_000) }).then((r) => r.arrayBuffer(), () => undefined);
}

/** The process's CPU time so far in ms (utime + stime, in clock ticks of 10 ms on Linux). */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function measure({ url, connections, seconds, headers = {}, pid, countQueries }) {
  await run({ url, connections, duration: 1, headers });
  await settle(url, headers);
  const cpuBefore = pid ? cpuMs(pid) : 0;
  const queriesBefore = countQueries ? await countQueries() : 0;
  const r = await run({ url, connections, duration: seconds, headers });
  await settle(url, headers);
  const cpu = pid ? cpuMs(pid) - cpuBefore : 0;
  const queries = countQueries ? (await countQueries()) - queriesBefore : 0;
  // autocannon reports latencies of 0 when no request finished within the run: say so instead.
  const answered = r.requests.total > 0;
  // The settling request is the server's too.
  const served = r.requests.total + 1;
  return {
    requestsPerSecond: Math.round(r.requests.average),
    p50: answered ? r.latency.p50 : null,
    p99: answered ? r.latency.p99 : null,
    bytesPerRequest: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
    errors: r.errors + r.timeouts + r.non2xx,
    ...(pid ? { serverCpuMsPerRequest: Number((cpu / served).toFixed(2)) } : {}),
    ...(countQueries ? { queriesPerRequest: Number((queries / served).toFixed(1)) } : {}),
  };
}
