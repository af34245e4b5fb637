import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The migrated database each file copies, made once per run (src/test/migrated-template.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // Each file gets its own database; PGlite start-up and migrations take a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
