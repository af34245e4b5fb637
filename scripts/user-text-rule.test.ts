import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });
const FILE = 'apps/web/src/features/things/components/thing-card.tsx';

/** The rtl/user-text-direction messages eslint.config.js gives a web component with this JSX. */
async function problems(jsx: string): Promise<string[]> {
  const code = `import { UserText } from '@/components/ui/user-text';\ntype Thing = { name: string; description: string; owner: { firstName: string; lastName: string } };\nexport const Card = ({ thing, label }: { thing: Thing; label: string }) => (\n  ${jsx}\n);\nvoid UserText;\n`;
  const [result] = await eslint.lintText(code, { filePath: FILE });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'rtl/user-text-direction').map((m) => m.message);
}

describe("text a person wrote, in its own direction (eslint.config.js, decision 0062)", () => {
  it('refuses a name, a description or a name built in a template shown without a direction', async () => {
    expect(await problems('<h2>{thing.name}</h2>')).toEqual([expect.stringContaining('dir="auto"')]);
    expect(await problems('<div><p dir="auto">{thing.name}</p><p>{thing.description}</p></div>')).toHaveLength(1);
    expect(await problems('<p>{`${thing.owner.firstName} ${thing.owner.lastName}`}</p>')).toHaveLength(1);
    expect(await problems('<p>{label} <span>{thing.owner.firstName}</span></p>')).toHaveLength(1);
  });

  it('accepts dir on the element that holds it, or <UserText> inside a line the app wrote', async () => {
    expect(await problems('<h2 dir="auto" className="truncate">{thing.name}</h2>')).toEqual([]);
    expect(await problems('<p>{label}: <UserText>{thing.name}</UserText></p>')).toEqual([]);
    expect(await problems('<p dir="auto">{`${thing.owner.firstName} ${thing.owner.lastName}`}</p>')).toEqual([]);
    expect(await problems('<p>{label}</p>')).toEqual([]);
  });
});
