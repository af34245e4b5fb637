// One autocannon measurement: a short warm-up (JIT, connection pools, PostgreSQL's caches), then
// the measured run. Errors and non-2xx answers are counted, never hidden.
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

export async function measure({ url, connections, seconds, headers = {} }) {
  await run({ url, connections, duration: 1, headers });
  await settle(url, headers);
  const r = await run({ url, connections, duration: seconds, headers });
  await settle(url, headers);
  // autocannon reports latencies of 0 when no request finished within the run: say so instead.
  const answered = r.requests.total > 0;
  return {
    requestsPerSecond: Math.round(r.requests.average),
    p50: answered ? r.latency.p50 : null,
    p99: answered ? r.latency.p99 : null,
    bytesPerRequest: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}
