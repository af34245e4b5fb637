import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const depcruise = fileURLToPath(new URL('../node_modules/dependency-cruiser/bin/dependency-cruise.mjs', import.meta.url));

/** The rules `npm run lint:cycles` breaks on, run on a fixture app (its own apps/web/src and tsconfig paths). */
function violatedRules(fixture: string): string[] {
  const cwd = fileURLToPath(new URL(`dependency-rules/${fixture}/`, import.meta.url));
  // The json reporter exits 0 either way; the `err` reporter's exit code is what fails `npm run lint:cycles`.
  const report = execFileSync(process.execPath, [depcruise, 'apps/web/src', '--config', `${root}.dependency-cruiser.cjs`, '--output-type', 'json'], { cwd, encoding: 'utf8' });
  const { summary } = JSON.parse(report) as { summary: { violations: { rule: { name: string } }[] } };
  return summary.violations.map((v) => v.rule.name);
}

describe('dependency rules of the web app (.dependency-cruiser.cjs)', () => {
  it('fail a shared component that imports a feature through the @/ alias', () => {
    expect(violatedRules('components-import-feature')).toEqual(['web-lib-and-components-below-features']);
  });

  it('fail web files that import each other in a loop through the alias', () => {
    expect(violatedRules('web-cycle')).toEqual(['no-file-cycles']);
  });

  it('fail an import the web tsconfig does not map, instead of letting it escape the rules', () => {
    expect(violatedRules('unmapped-alias')).toEqual(['web-imports-resolve']);
  });

  it('fail a web file that loads an endpoints module or every-endpoint.ts, and let types and routes through', () => {
    expect(violatedRules('web-imports-endpoints')).toEqual(['web-calls-endpoints-by-route', 'web-calls-endpoints-by-route']);
  });
});
