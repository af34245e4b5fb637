import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

/**
 * Bundles the server, the workspace packages and the npm dependencies into dist/*.js. Resolving
 * and loading some 1,500 separate modules from node_modules took about a second of each start
 * (CPU profile, bench/README.md); one bundled file parses in a fraction of that.
 *
 * Kept external (loaded from node_modules at run time):
 * - packages that read files beside their own code: PGlite (its .wasm and .data), swagger-ui
 *   (its static folder), pdfkit (font metrics), unpdf (the pdf.js build);
 * - packages loaded on first use only (pdf-lib, nodemailer, exceljs, and the AWS SDK, which only a
 *   server configured with S3_BUCKET loads), so that they stay off the start (exceljs alone would
 *   add some 3 MB to the bundle);
 * - piscina, which starts its worker threads from a file beside its own code;
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
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  'exceljs',
  'piscina',
  'pg-native',
];

const { metafile } = await build({
  // The document worker is its own entry, written beside server.js where worker-url.ts looks for it.
  entryPoints: {
    server: 'src/server.ts',
    'db/migrate-cli': 'src/db/migrate-cli.ts',
    'ops/backup-cli': 'src/ops/backup-cli.ts',
    'ops/restore-cli': 'src/ops/restore-cli.ts',
    'document-text-worker': 'src/modules/insights/document-text/document-text.worker.ts',
  },
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
  // Licence comments in a file of their own beside each bundle (server.js.LEGAL.txt): one non-ASCII
  // letter in them made the whole source a two-byte string (see the check below).
  legalComments: 'external',
  logLevel: 'warning',
  // Lists what was written, for the check below.
  metafile: true,
});

/**
 * V8 keeps each script's source in the heap for as long as the process runs, at one byte per
 * character when it is all ASCII and two bytes otherwise: Node decodes a module's UTF-8 file to
 * a two-byte string as soon as it holds one non-ASCII character, so one accented letter in a licence
 * comment made the 9.4 MB server bundle 18 MB of heap (a heap snapshot, bench/README.md). esbuild
 * escapes non-ASCII characters in strings but not in regular expression literals or raw template
 * strings, so those are written with \u escapes, the licence comments go to a file of their own, and
 * this check keeps it so. The document worker is the exception: the reader's French patterns keep
 * their accents (packages/insights), so its 0.8 MB source is two-byte in each worker thread.
 */
for (const file of Object.keys(metafile.outputs).filter((path) => path.endsWith('.js') && !path.endsWith('document-text-worker.js'))) {
  const text = readFileSync(file, 'utf8');
  const at = text.search(/[\u0080-\uffff]/);
  if (at >= 0) throw new Error(`${file} has a character outside ASCII (write it as a \\u escape): …${text.slice(Math.max(0, at - 60), at + 20)}…`);
}
