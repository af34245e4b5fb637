/** The seventh held-out set's shape (its size, languages, labels and coverage), not the reader's score on it. */
import { describe, expect, it } from 'vitest';
import { redFlagCatalogue } from '../red-flags';
import { redFlagCases } from './cases';
import { redFlagHeldOutCases } from './held-out';
import { redFlagSixthHeldOutCases } from './held-out-sixth';
import { redFlagSeventhHeldOutCases } from './held-out-seventh';

const cases = redFlagSeventhHeldOutCases;
const classIds = redFlagCatalogue.map((r) => r.id);
const isFrench = (c: (typeof cases)[number]) => c.language === 'fr';

describe('the seventh held-out red-flag set', () => {
  it('has at least 90 texts, 40 of them in French and 28% of them with no flag', () => {
    expect(cases.length).toBeGreaterThanOrEqual(90);
    expect(cases.filter(isFrench).length).toBeGreaterThanOrEqual(40);
    expect(cases.filter((c) => c.present.length === 0).length / cases.length).toBeGreaterThanOrEqual(0.28);
  });

  it('gives every text a unique id, in French exactly the seventh-fr- ones, that no earlier set uses', () => {
    const ids = cases.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of cases) expect(c.id.startsWith(isFrench(c) ? 'seventh-fr-' : 'seventh-en-'), c.id).toBe(true);
    const earlier = new Set([...redFlagCases, ...redFlagHeldOutCases, ...redFlagSixthHeldOutCases].map((c) => c.id));
    expect(ids.filter((id) => earlier.has(id))).toEqual([]);
  });

  it('labels only known classes, never one both present and absent, and supports every class with 3 texts', () => {
    for (const c of cases) {
      for (const id of [...c.present, ...c.absent]) expect(classIds, `${c.id}: ${id}`).toContain(id);
      expect(c.present.filter((id) => c.absent.includes(id)), c.id).toEqual([]);
    }
    for (const id of classIds) expect(cases.filter((c) => c.present.includes(id)).length, id).toBeGreaterThanOrEqual(3);
  });
});
