// The fund-scale benchmark's lines in the report: each screen's endpoint at each
// concurrency, and one target per row: p99 under 300 ms of server time on PostgreSQL.

export const FUND_SCALE_P99_LIMIT_MS = 300;

/** A row failed when no request finished, any answered with an error, or its p99 reached the limit. */
export function fundScaleTargets(result, limitMs = FUND_SCALE_P99_LIMIT_MS) {
  return result.rows.map((row) => {
    const answered = row.p99 !== null && row.requestsPerSecond > 0;
    const pass = answered && row.errors === 0 && row.p99 < limitMs;
    const detail = answered ? `p99 ${row.p99} ms, p50 ${row.p50} ms, ${row.requestsPerSecond} req/s${row.errors ? `, ${row.errors} errors` : ''}` : 'no request finished in the run';
    return { name: `fund of ${result.fund.members} (${result.fund.deals.toLocaleString('en')} deals, ${result.fund.companies} companies): ${row.name}: p99 < ${limitMs} ms at c=${row.connections}`, pass, detail };
  });
}

/** The markdown table, with the machine and its load average said beside the figures. */
export function fundScaleTable(result) {
  const load = (l) => l.map((v) => v.toFixed(2)).join(', ');
  const lines = [
    `${result.host.cpuModel}, ${result.host.cores} cores; load average ${load(result.host.loadBefore)} before, ${load(result.host.loadAfter)} after (1, 5, 15 min)${result.host.loaded ? ': LOADED, the figures include other work on the machine' : ''}.`,
    '',
    '| endpoint | c | req/s | p50 ms | p99 ms | errors |',
    '|---|---|---|---|---|---|',
    ...result.rows.map((r) => `| ${r.name} | ${r.connections} | ${r.requestsPerSecond} | ${r.p50 ?? 'n/a'} | ${r.p99 ?? 'n/a'} | ${r.errors} |`),
  ];
  return lines.join('\n');
}
