import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);

// Debian's headless shell (package chromium-headless-shell) is the same Chromium build that Playwright itself runs
// for headless tests, without the full browser's windowing layer: it costs less CPU on a 2-core machine. The full
// browser is the fallback where only `chromium` is installed.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * End-to-end tests in Debian's Chromium (browsers cannot be downloaded here) against the
 * built production server on a fresh embedded database seeded with demo data.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  // No retries: a test that passes only on a second try is failing (npm test is green without them).
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: 'rm -rf .tmp/e2e-data && node ../apps/server/dist/server.js',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // DOCUMENT_WAIT_SECONDS=0: every document analysis answers 202 with its queued task, so the
    // screens' way of following a task to its result is what the analysis tests click through
    // (the API tests cover the answer given within the wait). Saved searches are swept every 2 s, so a
    // spec sees a new startup reach an inbox as the periodic task brings it.
    env: { PORT: String(PORT), DATA_DIR: '.tmp/e2e-data', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_MINUTE: '1000', DOCUMENT_WAIT_SECONDS: '0', SAVED_SEARCH_SWEEP_SECONDS: '2' },
  },
});
