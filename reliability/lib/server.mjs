// The production build (apps/server/dist/server.js) as a child process: start, wait until it
// answers, and stop it gracefully (SIGTERM) or abruptly (SIGKILL).
import { spawn } from 'node:child_process';
import { root } from './paths.mjs';

export const AUTH_SECRET = 'reliability-secret-reliability-secret-0123';

/**
 * Starts the server; `env` adds to a production configuration. Without DATABASE_URL it runs on
 * embedded PGlite in `dataDir`. Resolves once /api/health answers 200.
 */
export async function startServer({ port, dataDir, databaseUrl, env = {} }) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn('node', ['apps/server/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      NODE_ENV: 'production',
      AUTH_SECRET,
      // Production refuses to start without a token or this (config.ts); a run that scrapes /metrics sets both back.
      METRICS_DISABLED: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'false',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
  });
  let output = '';
  const keep = (chunk) => {
    // The last few kilobytes are enough to explain a failure.
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (hasExited) throw new Error(`the server exited during start-up:\n${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    base,
    /** Where the server keeps its outbox, which signUp reads the verification link from. */
    dataDir,
    pid: child.pid,
    exited,
    output: () => output,
    /** Graceful stop; resolves with the exit code and signal. */
    stop: () => {
      if (!hasExited) child.kill('SIGTERM');
      return exited;
    },
    /** The process dies at once: no drain, no close, like a power cut for the process (not the OS). */
    kill: () => {
      if (!hasExited) child.kill('SIGKILL');
      return exited;
    },
  };
}
