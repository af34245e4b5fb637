import { build } from 'esbuild';

/**
 * Bundles the server and the workspace packages it imports (TypeScript sources) into
 * dist/server.js; npm dependencies stay external and load from node_modules.
 */
await build({
  entryPoints: ['src/server.ts', 'src/db/migrate-cli.ts', 'src/ops/backup-cli.ts', 'src/ops/restore-cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalise-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@baobab/') ? undefined : { external: true }));
      },
    },
  ],
});
