import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the server runs from here, as in production. */
export const root = fileURLToPath(new URL('../..', import.meta.url));

export const tempDir = (label) => mkdtempSync(join(tmpdir(), `baobab-reliability-${label}-`));
