import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { inlineEntryCss } from './inline-css';
import { chunkGroups } from './chunk-groups';

export default defineConfig(({ isSsrBuild }) => ({
  // The server's build of the public pages (src/server-render/) needs neither styles nor the browser's chunking.
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), inlineEntryCss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The server's build carries its dependencies, React's production build among them whatever NODE_ENV
  // the server runs with (npm start sets none): the server loads one file, not the web's node_modules.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // The manifest lets scripts/bundle-budget.mjs compute what each route loads.
  build: isSsrBuild
    ? { target: 'node24', outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false, sourcemap: false, reportCompressedSize: false }
    : {
        target: 'es2022',
        sourcemap: false,
        reportCompressedSize: false,
        manifest: true,
        rolldownOptions: {
          output: { codeSplitting: { groups: chunkGroups } },
          // Every `z.…` call is a declaration (a schema): one no screen uses is dropped, with the zod it needs (decision 0083).
          treeshake: { manualPureFunctions: ['z'] },
        },
      },
  // A shared, busy machine slows screen tests down; it must not fail them (5 s is vitest's default).
  // After-each hooks run in the order they were registered: test/render.tsx's unmount (registered when a test
  // file imports it) comes before the file's own, so a screen is gone before a file puts back what it stubbed
  // (a PDF page mounting late under load once found IntersectionObserver already removed).
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20_000,
    sequence: { hooks: 'list' },
    // Worker threads, not forked processes: each file still gets its own fresh jsdom and modules, and a
    // thread starts for less than a process (the web suite 154 -> 118 s on 2 cores, system time 73 -> 28 s,
    // 2026-12-02). The server's suite keeps forks: PGlite's WebAssembly memory is per process.
    pool: 'threads',
  },
}));
