// How dear a fresh page of memory is on this host. Lighthouse's benchmark index times a loop of
// JavaScript that touches no new memory, so two hosts with the same index can still differ several
// times over in what a page load costs the browser: a renderer's start (its V8 context, its first
// layout) faults in tens of megabytes of fresh pages. On the microVMs this project is measured on,
// a first touch of a 4 KiB page was seen costing about 12 µs (1 GiB in 3.2 s; 2026-12-02), where a
// bare-metal host takes well under 1 µs, and the browser's own tasks grew with it (bench/README.md,
// "What the host's memory costs a page"). The figure goes beside the benchmark index in the results.
import { execFileSync } from 'node:child_process';
import { median } from './runs.mjs';

/** Touches `megabytes` of fresh memory one 4 KiB page at a time, in a new process; prints µs per page. */
const probe = (megabytes) => `
const bytes = ${megabytes} << 20;
const started = process.hrtime.bigint();
const buffer = Buffer.allocUnsafeSlow(bytes);
for (let at = 0; at < bytes; at += 4096) buffer[at] = 1;
console.log(Number(process.hrtime.bigint() - started) / 1000 / (bytes / 4096));
`;

/** The median over `runs` fresh processes of the µs one first touch of a 4 KiB page costs, to 0.1 µs. */
export function pageTouchMicros({ megabytes = 256, runs = 3 } = {}) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    samples.push(Number(execFileSync(process.execPath, ['-e', probe(megabytes)], { encoding: 'utf8' }).trim()));
  }
  return Math.round(median(samples) * 10) / 10;
}
