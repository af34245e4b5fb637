import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

/** The messages eslint.config.js gives a web file with this text. */
async function problems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe("the web's query keys (eslint.config.js, decision 0037)", () => {
  it('refuse a URL as a query key, in a keys module or at a query', async () => {
    const keysModule =
      "import { thingsRoutes } from '@baobab/contracts/things-routes';\nexport const thingsKeys = { list: () => ['/api/things'] as const, one: () => [thingsRoutes.one.path] as const };\n";
    expect(await problems(keysModule, 'apps/web/src/features/things/api/things-keys.ts')).toEqual([
      expect.stringContaining('never a URL'),
      expect.stringContaining('never a URL'),
    ]);
    const query = "import { useQuery } from '@tanstack/react-query';\nexport const useThings = () => useQuery({ queryKey: ['/api/things'], queryFn: () => [] });\n";
    expect(await problems(query, 'apps/web/src/features/things/api/things.ts')).toEqual([expect.stringContaining('never a URL')]);
    // A URL built by any helper is a URL all the same: a portfolio read keyed so was never invalidated.
    const built = "import { useQuery } from '@tanstack/react-query';\nconst urlFor = (s: string) => s;\nexport const useThings = () => useQuery({ queryKey: [urlFor('things')], queryFn: () => [] });\n";
    expect(await problems(built, 'apps/web/src/features/things/api/things.ts')).toEqual([expect.stringContaining('never a URL')]);
  });

  it('accept semantic keys, and a feature reading another feature\'s keys module only', async () => {
    const keys = "import { startupsKeys } from '@/features/startups/api/startups-keys';\nexport const thingsKeys = { all: ['things'] as const, ofStartup: (id: number) => [...startupsKeys.detail(id), 'things'] as const };\n";
    expect(await problems(keys, 'apps/web/src/features/things/api/things-keys.ts')).toEqual([]);
    const reachIn = "import { useStartups } from '@/features/startups/api/startups';\nexport const useThings = useStartups;\n";
    expect(await problems(reachIn, 'apps/web/src/features/things/api/things.ts')).toEqual([expect.stringContaining('no-restricted-imports')]);
  });
});
