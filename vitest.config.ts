import { defineConfig } from 'vitest/config';

// One vitest run covers the pure packages, the server (API tests against a real
// database), the web app's unit tests and the repository scripts' tests.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web', { test: { name: 'scripts', include: ['scripts/**/*.test.{mjs,ts}'] } }],
  },
});
