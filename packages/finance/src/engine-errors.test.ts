/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import financialTools from '@baobab/i18n/fr/financial-tools';
import { engineErrors } from './engine-errors';

/** The engines' source text, read by Vite as it loads this test (engines and their tests do no I/O). */
const sources = import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts'], { query: '?raw', import: 'default', eager: true });

/** What an engine may throw a plain RangeError with: an engine error without values (a key of its own). */
const keyed = /^new RangeError\(engineErrors\.\w+\)/;

describe('engine errors', () => {
  it('are the only messages an engine throws a RangeError with', () => {
    const throws = Object.entries(sources).flatMap(([file, text]) => [...text.matchAll(/new RangeError\([^\n]*/g)].map((m) => ({ file, text: m[0] })));
    // A refusal thrown with its message (`refuse`, decision 0046) names its key, which typecheck holds to engineErrors.
    const refusals = Object.values(sources).flatMap((text) => [...text.matchAll(/throw refuse\('(\w+)'/g)].map((m) => m[1]!));
    expect(refusals.filter((key) => !(key in engineErrors))).toEqual([]);
    expect(throws.length + refusals.length).toBeGreaterThan(50);
    const loose = throws.filter(({ text }) => !keyed.test(text));
    expect(loose).toEqual([]);
  });

  it('each have French', () => {
    const missing = Object.values(engineErrors).filter((template) => !financialTools[template as keyof typeof financialTools]);
    expect(missing).toEqual([]);
  });
});
