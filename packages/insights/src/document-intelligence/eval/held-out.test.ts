import { describe, expect, it } from 'vitest';
import { redFlagCatalogue } from '../red-flags';
import { redFlagCases } from './cases';
import { redFlagHeldOutCases } from './held-out';

// The held-out set's shape, not its score: the score is a measurement the bench reports once before and
// once after a change (bench/quality/red-flags.bench.ts); asserting it here would invite tuning on it.
describe('the red-flag held-out set', () => {
  const known = new Set(redFlagCatalogue.map((rule) => rule.id));

  it('holds at least 60 texts, 15 of them in French, a third or so with no flag, and ids of its own', () => {
    expect(redFlagHeldOutCases.length).toBeGreaterThanOrEqual(60);
    expect(redFlagHeldOutCases.filter((c) => c.language === 'fr').length).toBeGreaterThanOrEqual(15);
    const clean = redFlagHeldOutCases.filter((c) => c.present.length === 0).length;
    expect(clean / redFlagHeldOutCases.length).toBeGreaterThanOrEqual(0.28);
    const ids = redFlagHeldOutCases.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const earlier = new Set(redFlagCases.map((c) => c.id));
    expect(ids.filter((id) => earlier.has(id))).toEqual([]);
  });

  it('labels only known classes, never one both present and absent, and covers every class', () => {
    for (const c of redFlagHeldOutCases) {
      for (const label of [...c.present, ...c.absent]) expect(known, `${c.id}: ${label}`).toContain(label);
      expect(c.present.filter((label) => c.absent.includes(label)), c.id).toEqual([]);
    }
    const covered = new Set(redFlagHeldOutCases.flatMap((c) => c.present));
    expect([...known].filter((id) => !covered.has(id))).toEqual([]);
  });

  it('covers every layout and way of stating a flag the protocol names', () => {
    const traits = new Set(redFlagHeldOutCases.flatMap((c) => c.traits ?? []));
    for (const trait of ['table', 'list', 'split', 'prose', 'negation', 'modality', 'time', 'indirect', 'figures', 'term-sheet']) expect(traits).toContain(trait);
    const types = new Set(redFlagHeldOutCases.map((c) => c.documentType));
    expect(types).toEqual(new Set(['pitch_deck', 'financial_statements', 'business_plan', 'legal_docs']));
  });
});
