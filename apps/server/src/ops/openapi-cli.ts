/**
 * `npm run lint:openapi` (first half): writes the OpenAPI document to the given file, for
 * Redocly to lint (redocly.yaml). No server is started.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { buildOpenApiDocument } from './openapi-document';

const out = process.argv[2];
if (!out) {
  console.error('usage: openapi-cli.ts <out.json>');
  process.exit(1);
}
const document = await buildOpenApiDocument();
await mkdir(dirname(out), { recursive: true });
await writeFile(out, `${JSON.stringify(document, null, 2)}\n`);
console.log(`OpenAPI document written to ${out}`);
