/**
 * Micro-benchmark of the exit waterfall (its speed target): 1,000 holders across 10
 * share classes (common, an option pool with many exercise prices, eight preferred
 * series mixing seniority, participation and caps) at 100 exit values.
 * Run: npx tsx bench/engines/finance.bench.ts. Prints times; no pass/fail.
 */
import { performance } from 'node:perf_hooks';
import { type CapTable, type Holding, type ShareClass, defineShareClass } from '../../packages/finance/src/cap-table';
import { computeWaterfalls } from '../../packages/finance/src/waterfall';

/** Deterministic generator (mulberry32) so every run measures the same table. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function buildTable(holderCount: number): CapTable {
  const random = seeded(6);
  const classes: ShareClass[] = [
    defineShareClass({ id: 'common', name: 'Common', kind: 'common' }),
    defineShareClass({ id: 'options', name: 'Options', kind: 'option' }),
  ];
  for (let s = 0; s < 8; s++) {
    classes.push(
      defineShareClass({
        id: `series-${s}`,
        name: `Series ${String.fromCharCode(65 + s)}`,
        kind: 'preferred',
        seniority: Math.floor(s / 2) + 1,
        issuePriceCents: 50 * (s + 1),
        liquidationPreferenceMultiple: s % 3 === 0 ? 1.5 : 1,
        participation: s % 4 === 1 ? { kind: 'participating' } : s % 4 === 3 ? { kind: 'participating', capMultiple: 3 } : { kind: 'non-participating' },
      }),
    );
  }
  const holders = Array.from({ length: holderCount }, (_, i) => ({ id: `h${i}`, name: `Holder ${i}`, type: 'investor' }));
  const holdings: Holding[] = holders.map((h, i) => {
    const shareClass = classes[i % classes.length] as ShareClass;
    const shares = 1_000 + Math.floor(random() * 500_000);
    if (shareClass.kind !== 'option') return { holderId: h.id, classId: shareClass.id, shares };
    return {
      holderId: h.id,
      classId: shareClass.id,
      shares,
      vestedShares: Math.floor(shares * random()),
      exercisePriceCents: 5 + Math.floor(random() * 400),
    };
  });
  return { classes, holders, holdings, unallocatedOptionPool: 1_000_000 };
}

const table = buildTable(1_000);
const exitValues = Array.from({ length: 100 }, (_, k) => (k + 1) * 10_000_000_00); // $10M … $1B, in cents

for (let warm = 0; warm < 5; warm++) computeWaterfalls(table, exitValues);
// Wall time and this process's CPU time per run: on a busy machine the CPU time is the
// steadier figure, since wall time also counts time spent waiting for a core.
const wall: number[] = [];
const cpu: number[] = [];
for (let run = 0; run < 20; run++) {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  computeWaterfalls(table, exitValues);
  wall.push(performance.now() - start);
  const used = process.cpuUsage(cpuStart);
  cpu.push((used.user + used.system) / 1000);
}
const summary = (label: string, values: number[]): string => {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return `  ${label}: median ${median.toFixed(2)} ms, fastest ${(sorted[0] ?? 0).toFixed(2)} ms, slowest ${(sorted.at(-1) ?? 0).toFixed(2)} ms`;
};
console.log(`waterfall: ${table.holders.length} holders, ${table.classes.length} classes, ${exitValues.length} exit values, ${wall.length} runs`);
console.log(summary('wall time', wall));
console.log(summary('CPU time ', cpu));
