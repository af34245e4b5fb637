/**
 * The shape every held-out set must have (its size, languages, labels and coverage), not the reader's score on it:
 * one description for every set, so a new set is held to the same rules as the last.
 */
import { expect, it } from 'vitest';
import { redFlagCatalogue } from '../red-flags';
import type { RedFlagCase } from './case';

export function itHasTheShapeOfAHeldOutSet(
  cases: readonly RedFlagCase[],
  { name, minTexts, minFrench, earlier }: { name: string; minTexts: number; minFrench: number; earlier: readonly RedFlagCase[] },
) {
  const classIds = redFlagCatalogue.map((r) => r.id);
  const isFrench = (c: RedFlagCase) => c.language === 'fr';

  it(`has at least ${minTexts} texts, ${minFrench} of them in French and 28% of them with no flag`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(minTexts);
    expect(cases.filter(isFrench).length).toBeGreaterThanOrEqual(minFrench);
    expect(cases.filter((c) => c.present.length === 0).length / cases.length).toBeGreaterThanOrEqual(0.28);
  });

  it(`gives every text a unique id, in French exactly the ${name}-fr- ones, that no earlier set uses`, () => {
    const ids = cases.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of cases) expect(c.id.startsWith(isFrench(c) ? `${name}-fr-` : `${name}-en-`), c.id).toBe(true);
    const earlierIds = new Set(earlier.map((c) => c.id));
    expect(ids.filter((id) => earlierIds.has(id))).toEqual([]);
  });

  it('labels only known classes, never one both present and absent, and supports every class with 3 texts', () => {
    for (const c of cases) {
      for (const id of [...c.present, ...c.absent]) expect(classIds, `${c.id}: ${id}`).toContain(id);
      expect(c.present.filter((id) => c.absent.includes(id)), c.id).toEqual([]);
    }
    for (const id of classIds) expect(cases.filter((c) => c.present.includes(id)).length, id).toBeGreaterThanOrEqual(3);
  });
}
