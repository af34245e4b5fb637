import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });
const FILE = 'apps/web/src/features/things/components/thing-facts.tsx';

/** The words/fact-line messages eslint.config.js gives a web component returning this JSX or expression (decision 0062). */
async function problems(expression: string): Promise<string[]> {
  const code = `type Thing = { version: number; size: string; date: string; note: string | null; facts: string[] };\nexport function facts(thing: Thing, t: (key: string, values?: Record<string, unknown>) => string) {\n  return ${expression};\n}\n`;
  const [result] = await eslint.lintText(code, { filePath: FILE });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'words/fact-line').map((m) => m.message);
}

describe('facts on one line go through <FactLine> (eslint.config.js, decision 0062)', () => {
  it("refuses ' · ' joined by hand: a join, a template string, JSX text, a literal in braces", async () => {
    expect(await problems("thing.facts.join(' · ')")).toEqual([expect.stringContaining('<FactLine')]);
    expect(await problems('`v${thing.version} · ${thing.size}`')).toHaveLength(1);
    expect(await problems('<p>{thing.size} · {thing.date}</p>')).toHaveLength(1);
    expect(await problems("<p>{thing.size}{' · '}{thing.date}</p>")).toHaveLength(1);
    expect(await problems("<p>{thing.size}{thing.note ? ` · ${thing.note}` : ''}</p>")).toHaveLength(1);
  });

  it("accepts <FactLine>, a translator's ' · ' inside a catalog key, and a middle dot that is not a separator", async () => {
    expect(await problems('<p><FactLine facts={[`v${thing.version}`, thing.size, thing.note]} /></p>')).toEqual([]);
    expect(await problems("t('total {{total}} · average {{average}}', { total: thing.size, average: thing.date })")).toEqual([]);
    expect(await problems("thing.facts.join(', ')")).toEqual([]);
    expect(await problems("'a·b'")).toEqual([]);
  });
});
