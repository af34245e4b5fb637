import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { inlineEntryCss } from './inline-css';
import { chunkGroups } from './chunk-groups';
import { contractsTreeShaking } from './contracts-tree-shaking';

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineEntryCss(), contractsTreeShaking()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // The manifest lets scripts/bundle-budget.mjs compute what each route loads.
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  // A shared, busy machine slows screen tests down; it must not fail them (5 s is vitest's default).
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}', '*.test.ts'], setupFiles: ['src/test/setup.ts'], testTimeout: 20_000 },
});
