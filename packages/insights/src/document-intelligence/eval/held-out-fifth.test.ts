/** The fifth held-out set's shape (its size, languages, labels and coverage), not the reader's score on it. */
import { describe, expect, it } from 'vitest';
import { redFlagCatalogue } from '../red-flags';
import { redFlagCases } from './cases';
import { redFlagHeldOutCases } from './held-out';
import { redFlagFifthHeldOutCases } from './held-out-fifth';

const cases = redFlagFifthHeldOutCases;
const classIds = redFlagCatalogue.map((r) => r.id);
const isFrench = (c: (typeof cases)[number]) => c.language === 'fr';

describe('the fifth held-out red-flag set', () => {
  it('has at least 130 texts, 50 of them in French and 28% of them with no flag', () => {
    expect(cases.length).toBeGreaterThanOrEqual(130);
    expect(cases.filter(isFrench).length).toBeGreaterThanOrEqual(50);
    expect(cases.filter((c) => c.present.length === 0).length / cases.length).toBeGreaterThanOrEqual(0.28);
  });

  it('gives every text a unique id that starts with h5- and that no earlier set uses', () => {
    const ids = cases.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id.startsWith('h5-')).toBe(true);
    const earlier = new Set([...redFlagCases, ...redFlagHeldOutCases].map((c) => c.id));
    expect(ids.filter((id) => earlier.has(id))).toEqual([]);
  });

  it('labels only known classes, never one both present and absent, with no class repeated', () => {
    for (const c of cases) {
      for (const id of [...c.present, ...c.absent]) expect(classIds, `${c.id}: ${id}`).toContain(id);
      expect(c.present.filter((id) => c.absent.includes(id)), c.id).toEqual([]);
      expect(new Set(c.present).size, c.id).toBe(c.present.length);
      expect(new Set(c.absent).size, c.id).toBe(c.absent.length);
    }
  });

  it('supports every class with at least 5 texts, one of them in French', () => {
    for (const id of classIds) {
      const support = cases.filter((c) => c.present.includes(id));
      expect(support.length, id).toBeGreaterThanOrEqual(5);
      expect(support.filter(isFrench).length, id).toBeGreaterThanOrEqual(1);
    }
  });

  it('uses every trait and every document type, and keeps each text between 3 and 25 lines', () => {
    const traits = new Set(cases.flatMap((c) => c.traits ?? []));
    for (const trait of ['table', 'list', 'split', 'prose', 'negation', 'modality', 'time', 'indirect', 'figures']) expect(traits, trait).toContain(trait);
    expect(new Set(cases.map((c) => c.documentType))).toEqual(new Set(['pitch_deck', 'financial_statements', 'business_plan', 'legal_docs']));
    for (const c of cases) {
      const lines = c.text.split('\n').length;
      expect(lines, c.id).toBeGreaterThanOrEqual(3);
      expect(lines, c.id).toBeLessThanOrEqual(25);
    }
  });
});
