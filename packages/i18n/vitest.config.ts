import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Pure functions and plain objects: files can share a worker's modules (no per-file re-import).
    isolate: false,
  },
});
