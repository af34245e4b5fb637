/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { fillText } from '@baobab/contracts/i18n/fill';
import financialTools from '@baobab/contracts/i18n/fr/financial-tools';
import { matchTemplate, templatePatterns } from '@baobab/contracts/i18n/template-match';
import { engineErrors } from './engine-errors';

/** The engines' source text, read by Vite as it loads this test (engines and their tests do no I/O). */
const sources = import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts'], { query: '?raw', import: 'default', eager: true });

/**
 * What an engine may throw a RangeError with: an engine error (filled), or, in share-ledger.ts, a
 * ledger refusal, which is contracts' ledgerMessages (French in fr/financial-tools/messages.ts).
 */
const templated = /^new RangeError\((fillText\()?engineErrors[.[]/;
const ledgerRefusal = { file: './share-ledger.ts', text: 'new RangeError(problem)' };

describe('engine errors', () => {
  it('are the only messages an engine throws a RangeError with', () => {
    const throws = Object.entries(sources).flatMap(([file, text]) => [...text.matchAll(/new RangeError\([^\n]*/g)].map((m) => ({ file, text: m[0] })));
    // A refusal thrown with its message (`refuse`, decision 0046) names its key, which typecheck holds to engineErrors.
    const refusals = Object.values(sources).flatMap((text) => [...text.matchAll(/throw refuse\('(\w+)'/g)].map((m) => m[1]!));
    expect(refusals.filter((key) => !(key in engineErrors))).toEqual([]);
    expect(throws.length + refusals.length).toBeGreaterThan(50);
    const loose = throws.filter(({ file, text }) => !templated.test(text) && !(file === ledgerRefusal.file && text.startsWith(ledgerRefusal.text)));
    expect(loose).toEqual([]);
  });

  it('each have French, and each is traced back from a filled English message', () => {
    const missing = Object.values(engineErrors).filter((template) => !financialTools[template as keyof typeof financialTools]);
    expect(missing).toEqual([]);
    const patterns = templatePatterns(financialTools);
    const filled = (template: string) => fillText(template, Object.fromEntries([...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => [m[1]!, 'x'])));
    const untraced = Object.values(engineErrors).filter((template) => template.includes('{{') && matchTemplate(filled(template), patterns)?.key !== template);
    expect(untraced).toEqual([]);
  });
});
