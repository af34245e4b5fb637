import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { inlineEntryCss } from './inline-css';

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineEntryCss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // The manifest lets scripts/bundle-budget.mjs compute what each route loads.
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
    // Common chunks under 4 KB of source (an icon, a small UI primitive shared by a few screens)
    // are copied into the chunks that use them instead of being fetched on their own: a screen
    // then loads about half as many files (/startups 25 -> 12) for 1-5 KB more gzip. Over
    // HTTP/1.1's six connections and a mobile network's round trips, the file count set the
    // directory's first paint: Lighthouse /startups 93-95 -> 97-98 (bench/README.md). Rolldown
    // requires the two settings it comes with: entry chunks need no fixed exports, and modules
    // run in source order (its strictExecutionOrder, enabled with it).
    rolldownOptions: { preserveEntrySignatures: false, output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 4000 } } } },
  },
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
