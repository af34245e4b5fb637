import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The scripts' tests start real tools (ESLint with the project's config, dependency-cruiser, a build):
// its first run loads every plugin, 3 s on a quiet machine and past vitest's 5 s default on a busy one.
const scriptsTimeout = 30_000;

// One vitest run covers the pure packages, the server (API tests against a real
// database), the web app's unit tests and the repository scripts' tests.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web', { test: { name: 'scripts', include: ['scripts/**/*.test.{mjs,ts}', 'bench/**/*.test.mjs'], testTimeout: scriptsTimeout } }],
    // vitest's default is one worker fewer than the cores, which on CI's 2 cores is one: the whole
    // suite ran file after file while the other core idled (most of a test's time is PGlite's
    // WebAssembly or a wait on PostgreSQL, in the worker, not in vitest's main process).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
