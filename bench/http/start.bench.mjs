// Server start on an existing embedded database (the target: under 1.5 s), measured alone and more
// often than the API benchmark does: creates the demo database once (one start with
// SEED_ON_START=true), then starts the production build (apps/server/dist, `npm run build` first)
// BENCH_START_RUNS times on it and prints spawn → first 200 from /api/health, and the median.
// Also prints the server's CPU time up to that answer, which varies less than wall time when other
// work shares the machine.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './api-server.mjs';

const runs = Number(process.env.BENCH_START_RUNS ?? 7);
const port = Number(process.env.BENCH_PORT ?? 3950);
/** Linux counts a process's CPU time in clock ticks of 1/100 s (USER_HZ). */
const MS_PER_TICK = 10;

/** User + system CPU time of a process and all its threads so far (/proc/PID/stat fields 14 and 15). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dataDir = mkdtempSync(join(tmpdir(), 'baobab-start-'));
try {
  const seeding = await startServer({ dataDir, port, seedOnStart: true });
  await seeding.stop();
  const wall = [];
  const cpu = [];
  for (let i = 0; i < runs; i += 1) {
    const server = await startServer({ dataDir, port });
    wall.push(server.startMs);
    cpu.push(cpuMs(server.pid));
    await server.stop();
  }
  console.log(`start on an existing embedded database, ${runs} starts`);
  console.log(`  spawn → healthy: median ${median(wall)} ms (${wall.join(', ')})`);
  console.log(`  CPU time to healthy: median ${median(cpu)} ms (${cpu.join(', ')})`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
