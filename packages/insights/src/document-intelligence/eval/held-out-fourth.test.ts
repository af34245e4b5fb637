import { describe, expect, it } from 'vitest';
import { redFlagCatalogue } from '../red-flags';
import { redFlagCases } from './cases';
import { redFlagHeldOutCases } from './held-out';
import { redFlagFourthHeldOutCases } from './held-out-fourth';
import { redFlagFourthHeldOutCasesB } from './held-out-fourth-b';

// The fourth held-out set's shape, not its score: like the earlier sets, its score is a measurement the bench
// reports (bench/quality/red-flags.bench.ts); asserting it here would invite tuning on it. Its two parts were
// written by two writers who read neither the rules nor each other's texts.
describe('the red-flag fourth held-out set', () => {
  const known = new Set(redFlagCatalogue.map((rule) => rule.id));
  const set = [...redFlagFourthHeldOutCases, ...redFlagFourthHeldOutCasesB];

  it('holds at least 60 texts, 20 of them in French, a third or so with no flag, and ids of its own', () => {
    expect(set.length).toBeGreaterThanOrEqual(60);
    expect(set.filter((c) => c.language === 'fr').length).toBeGreaterThanOrEqual(20);
    const clean = set.filter((c) => c.present.length === 0).length;
    expect(clean / set.length).toBeGreaterThanOrEqual(0.28);
    const ids = set.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id.startsWith('h4-') || id.startsWith('h4b-'))).toBe(true);
    // Earlier sets are read by id only, for this check.
    const earlier = new Set([...redFlagCases, ...redFlagHeldOutCases].map((c) => c.id));
    expect(ids.filter((id) => earlier.has(id))).toEqual([]);
  });

  it('labels only known classes, never one both present and absent, and gives every class six texts or more, one in French', () => {
    for (const c of set) {
      for (const label of [...c.present, ...c.absent]) expect(known, `${c.id}: ${label}`).toContain(label);
      expect(c.present.filter((label) => c.absent.includes(label)), c.id).toEqual([]);
    }
    const support = (id: string, cases = set) => cases.filter((c) => c.present.includes(id)).length;
    expect([...known].filter((id) => support(id) < 6)).toEqual([]);
    expect([...known].filter((id) => support(id, set.filter((c) => c.language === 'fr')) < 1)).toEqual([]);
  });

  it('covers every layout, way of stating a flag and document type', () => {
    const traits = new Set(set.flatMap((c) => c.traits ?? []));
    for (const trait of ['table', 'list', 'split', 'prose', 'negation', 'modality', 'time', 'indirect', 'figures']) expect(traits).toContain(trait);
    const types = new Set(set.map((c) => c.documentType));
    expect(types).toEqual(new Set(['pitch_deck', 'financial_statements', 'business_plan', 'legal_docs']));
  });
});
