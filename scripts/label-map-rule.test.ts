import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });
const FILE = 'apps/web/src/features/things/components/thing-badge.tsx';

/** The words/label-map messages eslint.config.js gives a web component with this expression (decision 0067). */
async function problems(expression: string): Promise<string[]> {
  const code = `type Thing = { status: 'open' | 'shut' | 'lost'; revokedAt: string | null; isPending: boolean; count: number };\nexport function badge(thing: Thing, t: (key: string, values?: Record<string, unknown>) => string) {\n  return ${expression};\n}\n`;
  const [result] = await eslint.lintText(code, { filePath: FILE });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'words/label-map').map((m) => m.message);
}

describe('a value shown in words goes through its label map (eslint.config.js, decision 0067)', () => {
  it('refuses two t() labels chosen by comparing a value with a string, or by a timestamp being set', async () => {
    expect(await problems("thing.status === 'shut' ? t('Shut') : t('Open')")).toEqual([expect.stringContaining('label map')]);
    expect(await problems("thing.status !== 'open' ? t('Not open') : t('Open')")).toHaveLength(1);
    expect(await problems("'shut' === thing.status ? t('Shut') : t('Open')")).toHaveLength(1);
    expect(await problems("thing.revokedAt ? t('Revoked') : t('Expired')")).toHaveLength(1);
  });

  it('accepts a map, a pending state, and two sentences chosen by a value', async () => {
    expect(await problems("t(({ open: 'Open', shut: 'Shut', lost: 'Lost' } as const)[thing.status])")).toEqual([]);
    expect(await problems("thing.isPending ? t('Saving...') : t('Save')")).toEqual([]);
    expect(await problems("thing.status === 'open' ? t('{{count}} people can see it', { count: thing.count }) : t('Nobody can see it any more')")).toEqual([]);
  });
});
