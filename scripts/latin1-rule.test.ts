import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

/** The bundle/latin1 messages eslint.config.js gives this code in a file the server bundles (or in `file`). */
async function problems(code: string, file = 'packages/insights/src/document-intelligence/probe-reader.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'bundle/latin1').map((m) => m.message);
}

// The characters are built from escapes so that this file itself stays Latin-1.
const euro = '\u20ac';
const dash = '\u2013';

describe('the server bundle stays Latin-1 (eslint.config.js, apps/server/build.mjs)', () => {
  it('refuses a character outside Latin-1 in a regular expression or a tagged template', async () => {
    expect(await problems(`export const amount = /\\d+ ?${euro}/;\n`)).toEqual([expect.stringContaining('\\u escapes')]);
    expect(await problems(`export const range = String.raw\`1${dash}2\`;\n`)).toHaveLength(1);
    expect(await problems(`export const amount = /\\d+ ?${euro}/;\n`, 'apps/server/src/modules/startups/probe.ts')).toHaveLength(1);
  });

  it('accepts \\u escapes, Latin-1 letters, and strings and templates (esbuild escapes those)', async () => {
    expect(await problems('export const amount = /\\d+ ?\\u20ac/;\n')).toEqual([]);
    expect(await problems('export const word = /caf\u00e9|d\u00e9faut/;\n')).toEqual([]);
    expect(await problems(`export const label = '1${dash}2 ${euro}';\nexport const line = (x: string) => \`\${x}${dash}${euro}\`;\n`)).toEqual([]);
  });

  it('leaves tests and the evaluation texts alone (they are not bundled)', async () => {
    expect(await problems(`export const amount = /\\d+ ?${euro}/;\n`, 'packages/insights/src/document-intelligence/probe-reader.test.ts')).toEqual([]);
    expect(await problems(`export const amount = /\\d+ ?${euro}/;\n`, 'packages/insights/src/document-intelligence/eval/probe-cases.ts')).toEqual([]);
  });
});
