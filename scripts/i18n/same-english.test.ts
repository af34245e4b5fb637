import { describe, expect, it } from 'vitest';
import { copies, sameEnglishProblems, shadows } from './same-english';

describe('same English, same French', () => {
  it('fails two namespaces translating one English key differently', () => {
    const problems = sameEnglishProblems({ deals: { Priority: 'Priorité' }, email: { Priority: 'Urgence' } });
    expect(problems).toContainEqual(expect.stringContaining('"Priority" reads differently: deals "Priorité", email "Urgence"'));
  });

  it("fails a screen's copy of a shared label, which its t reads already", () => {
    const catalogs = { common: { Save: 'Enregistrer' }, messages: { Seed: 'Amorçage' }, jobs: { Save: 'Enregistrer' }, deals: { Seed: 'Amorçage' } };
    expect(shadows(catalogs)).toEqual([['deals', 'Seed', 'messages'], ['jobs', 'Save', 'common']]);
    expect(sameEnglishProblems(catalogs).filter((p) => p.includes('is a copy'))).toHaveLength(2);
  });

  it('lets an allowed key differ, with its own word in the screen that needs it, and lists its copies', () => {
    const catalogs = { common: { Stage: 'Stade' }, deals: { Stage: 'Étape' }, email: { Stage: 'Étape' } };
    expect(sameEnglishProblems(catalogs).filter((p) => p.includes('"Stage"'))).toEqual([]);
    expect(copies(catalogs).get('Stage')).toEqual([['common', 'Stade'], ['deals', 'Étape'], ['email', 'Étape']]);
  });

  it('fails an allowed key that no longer differs, so the list stays true', () => {
    expect(sameEnglishProblems({}).filter((p) => p.includes('take it off the list')).length).toBeGreaterThan(0);
  });
});
