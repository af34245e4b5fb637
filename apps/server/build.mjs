import { build } from 'esbuild';

/**
 * Bundles the server, the workspace packages and the npm dependencies into dist/*.js. Resolving
 * and loading some 1,500 separate modules from node_modules took about a second of each start
 * (CPU profile, issue 10); one bundled file parses in a fraction of that.
 *
 * Kept external (loaded from node_modules at run time):
 * - packages that read files beside their own code: PGlite (its .wasm and .data), swagger-ui
 *   (its static folder), pdfkit (font metrics), unpdf (the pdf.js build);
 * - packages loaded on first use only (pdf-lib, nodemailer), so that they stay off the start;
 * - optional native drivers that are not installed (pg-native).
 */
const external = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  '@fastify/swagger-ui',
  'pdfkit',
  'unpdf',
  'pdf-lib',
  'nodemailer',
  'pg-native',
];

await build({
  entryPoints: ['src/server.ts', 'src/db/migrate-cli.ts', 'src/ops/backup-cli.ts', 'src/ops/restore-cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Bundled CommonJS dependencies call require() for Node's built-ins; ESM has none of its own.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  external,
  // Whitespace and syntax only: about half the bytes V8 has to scan at each start; identifiers are
  // kept, so stack traces stay readable.
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: true,
  logLevel: 'warning',
});
