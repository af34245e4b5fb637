import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The migrated database each file copies, made once per run (src/test/migrated-template.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // Each file gets its own database; PGlite start-up and migrations take a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share a worker's modules instead of each re-importing the whole server (2.5 s a file, about a
    // third of the suite's time, measured quiet). Safe because nothing a test sees lives in a module:
    // each file builds its own app, database and mailer (test/test-app.ts), and the server's module-level
    // state is constant (catalogs, schema tables). Each file still gets its own database copy.
    isolate: false,
  },
});
