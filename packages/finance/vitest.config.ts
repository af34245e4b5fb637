import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Property tests run hundreds of random cases; on a loaded 2-core CI machine sharing the
    // cores with the server's API tests, a few take over vitest's default 5 s without being wrong.
    testTimeout: 30_000,
    // Pure functions: files can share a worker's modules (no per-file re-import).
    isolate: false,
  },
});
