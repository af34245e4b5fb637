import { describe, expect, it } from 'vitest';
import { redFlagCatalogue } from '../red-flags';
import { redFlagCases } from './cases';
import { holdoutCases } from './cases-holdout';
import { redFlagTestCases } from './test-set';

// The test set's shape, not its score: its score is a measurement the bench reports
// (bench/quality/red-flags.bench.ts), and asserting it here would invite tuning on it.
describe('the red-flag test set', () => {
  const known = new Set(redFlagCatalogue.map((rule) => rule.id));

  it('holds at least 60 texts, 20 of them in French, with ids of its own', () => {
    expect(redFlagTestCases.length).toBeGreaterThanOrEqual(60);
    expect(redFlagTestCases.filter((c) => c.language === 'fr').length).toBeGreaterThanOrEqual(20);
    const ids = redFlagTestCases.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const development = new Set([...redFlagCases, ...holdoutCases].map((c) => c.id));
    expect(ids.filter((id) => development.has(id))).toEqual([]);
  });

  it('labels only known classes, never one both present and absent', () => {
    for (const c of redFlagTestCases) {
      for (const label of [...c.present, ...c.absent]) expect(known, `${c.id}: ${label}`).toContain(label);
      expect(c.present.filter((label) => c.absent.includes(label)), c.id).toEqual([]);
    }
  });

  it('covers every layout and way of stating a flag the protocol names', () => {
    const traits = new Set(redFlagTestCases.flatMap((c) => c.traits ?? []));
    for (const trait of ['table', 'list', 'split', 'prose', 'negation', 'modality', 'time', 'indirect', 'figures', 'term-sheet']) expect(traits).toContain(trait);
    const types = new Set(redFlagTestCases.map((c) => c.documentType));
    expect(types).toEqual(new Set(['pitch_deck', 'financial_statements', 'business_plan', 'legal_docs']));
  });
});
