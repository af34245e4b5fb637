import { describe, expect, it } from 'vitest';
import { ocfVersion } from './ocf-export';
import { ocfSchemas } from './ocf-schema-files';

/** The vendored schemas are the published files unmodified: each is pinned to its source commit and SHA-256 in SOURCES.tsv. */
const files = import.meta.glob<string>('./schema/**/*.schema.json', { query: '?raw', import: 'default', eager: true });
const [sources = ''] = Object.values(import.meta.glob<string>('./schema/SOURCES.tsv', { query: '?raw', import: 'default', eager: true }));
const pins = sources
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t') as [string, string, string]);
const textOf = (path: string) => files[`./${path}`];

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

describe('vendored OCF schemas', () => {
  it('match the SHA-256 pinned for each, from a named commit of the OCF repository', async () => {
    expect(pins.length).toBeGreaterThan(90);
    for (const [path, commit, pinned] of pins) {
      expect(commit).toMatch(/^[0-9a-f]{40}$/);
      const text = textOf(path) ?? '';
      expect({ path, sha256: await sha256(text) }).toEqual({ path, sha256: pinned });
    }
  });

  it('are all pinned, and all bundled for validation', () => {
    expect(pins.map(([path]) => `./${path}`).sort()).toEqual(Object.keys(files).sort());
    expect(ocfSchemas).toHaveLength(pins.length);
  });

  it('are of the OCF version the export writes', () => {
    const manifest = JSON.parse(textOf('schema/files/OCFManifestFile.schema.json') ?? '{}');
    expect(manifest.properties.ocf_version.const).toBe(ocfVersion);
  });
});
