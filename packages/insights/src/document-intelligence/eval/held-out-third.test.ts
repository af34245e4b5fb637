import { describe, expect, it } from 'vitest';
import { redFlagCatalogue } from '../red-flags';
import { redFlagCases } from './cases';
import { redFlagHeldOutCases } from './held-out';
import { redFlagThirdHeldOutCases } from './held-out-third';

// The third held-out set's shape, not its score: like the earlier sets, its score is a measurement the bench
// reports (bench/quality/red-flags.bench.ts); asserting it here would invite tuning on it.
describe('the red-flag third held-out set', () => {
  const known = new Set(redFlagCatalogue.map((rule) => rule.id));
  const set = redFlagThirdHeldOutCases;

  it('holds at least 100 texts, 40 of them in French, a third or so with no flag, and ids of its own', () => {
    expect(set.length).toBeGreaterThanOrEqual(100);
    expect(set.filter((c) => c.language === 'fr').length).toBeGreaterThanOrEqual(40);
    const clean = set.filter((c) => c.present.length === 0).length;
    expect(clean / set.length).toBeGreaterThanOrEqual(0.28);
    const ids = set.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id.startsWith('h3-'))).toBe(true);
    // Earlier sets are read by id only, for this check.
    const earlier = new Set([...redFlagCases, ...redFlagHeldOutCases].map((c) => c.id));
    expect(ids.filter((id) => earlier.has(id))).toEqual([]);
  });

  it('labels only known classes, never one both present and absent, and gives every class five texts or more', () => {
    for (const c of set) {
      for (const label of [...c.present, ...c.absent]) expect(known, `${c.id}: ${label}`).toContain(label);
      expect(c.present.filter((label) => c.absent.includes(label)), c.id).toEqual([]);
    }
    const support = (id: string) => set.filter((c) => c.present.includes(id)).length;
    expect([...known].filter((id) => support(id) < 5)).toEqual([]);
  });

  it('covers every layout, way of stating a flag and document type', () => {
    const traits = new Set(set.flatMap((c) => c.traits ?? []));
    for (const trait of ['table', 'list', 'split', 'prose', 'negation', 'modality', 'time', 'indirect', 'figures', 'term-sheet']) expect(traits).toContain(trait);
    const types = new Set(set.map((c) => c.documentType));
    expect(types).toEqual(new Set(['pitch_deck', 'financial_statements', 'business_plan', 'legal_docs']));
  });
});
