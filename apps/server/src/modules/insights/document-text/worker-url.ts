/**
 * Where the document worker's code is. build.mjs bundles it as its own entry beside server.js
 * (dist/document-text-worker.js), and this function, bundled into server.js, then resolves
 * against server.js. Run from TypeScript source (vitest, tsx) it resolves against this file, and
 * source-worker.mjs loads the worker through tsx.
 */
export function documentWorkerUrl(): URL {
  return import.meta.url.endsWith('.ts') ? new URL('./source-worker.mjs', import.meta.url) : new URL('./document-text-worker.js', import.meta.url);
}
