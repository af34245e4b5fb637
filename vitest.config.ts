import { defineConfig } from 'vitest/config';

// One vitest run covers the pure packages, the server (API tests against a real
// database) and the web app's unit tests.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web'],
  },
});
