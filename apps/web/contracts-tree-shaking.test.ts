// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { contractsTreeShaking } from './contracts-tree-shaking';

const contracts = fileURLToPath(new URL('../../packages/contracts/src/', import.meta.url));

/** Builds one entry the way the web build does (or without the plugin) and returns its JavaScript. */
async function bundle(entrySource: string, withPlugin = true): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'contracts-tree-shaking-'));
  const entry = join(dir, 'entry.ts');
  writeFileSync(entry, entrySource);
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: withPlugin ? [contractsTreeShaking()] : [],
    build: { write: false, minify: false, lib: { entry, formats: ['es'], fileName: 'entry' } },
  })) as Rolldown.RolldownOutput[];
  return result[0].output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
}

// zod's own error for a failed parse: present in any bundle that carries zod's core.
const zodInside = /invalid_type|ZodError/;

describe('contracts tree shaking (web build)', () => {
  it('a screen that shows a contract message and calls an endpoint loads no zod', async () => {
    const code = await bundle(`
      import { updateMessages } from '${contracts}updates';
      import { updatesEndpoints } from '${contracts}updates-endpoints';
      console.log(updateMessages.sendConfirm, updatesEndpoints.feed);
    `);
    expect(code).toContain('"/api/updates"');
    expect(code).toContain('It will go to');
    expect(code).not.toMatch(zodInside);
  }, 60_000);

  it('without it, the same screen carries zod (the case it exists for)', async () => {
    const code = await bundle(
      `
      import { updateMessages } from '${contracts}updates';
      import { updatesEndpoints } from '${contracts}updates-endpoints';
      console.log(updateMessages.sendConfirm, updatesEndpoints.feed);
    `,
      false,
    );
    expect(code).toMatch(zodInside);
  }, 60_000);

  it('keeps a schema a form uses, with zod', async () => {
    const code = await bundle(`
      import { createUpdateReplyInputSchema } from '${contracts}updates';
      console.log(createUpdateReplyInputSchema.safeParse({}).success);
    `);
    expect(code).toMatch(zodInside);
  }, 60_000);

  /** A throwaway contracts module (the plugin recognises contracts by their folder). */
  function contractsModule(name: string, source: string): string {
    const dir = join(mkdtempSync(join(tmpdir(), 'contracts-')), 'packages', 'contracts', 'src');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, name), source);
    return join(dir, name.replace(/\.ts$/, ''));
  }

  it('fails the build on a contracts module that runs code at load', async () => {
    const module = contractsModule('setup.ts', "export const limits = { max: 3 };\nconsole.log('loaded');\n");
    await expect(bundle(`import { limits } from '${module}'; console.log(limits);`)).rejects.toThrow(/must not run code at load/);
  }, 60_000);

  it('fails the build on an endpoint it cannot read as a method and a path', async () => {
    const module = contractsModule('odd-endpoints.ts', "const endpoint = (e) => e;\nconst base = { method: 'GET' };\nexport const oddEndpoints = { list: endpoint(base) };\n");
    await expect(bundle(`import { oddEndpoints } from '${module}'; console.log(oddEndpoints);`)).rejects.toThrow(/endpoint\(\) takes an object literal/);
  }, 60_000);
});
