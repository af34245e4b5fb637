import { describe, expect, it } from 'vitest';
import { inactiveHolder } from './inactive-holders';

describe('a holder said to be no longer part of the team (inactive-holders.ts)', () => {
  it('reads a stake held by one no longer part of the team, in either language', () => {
    expect(inactiveHolder("m. kane, qui ne fait plus partie de l'equipe depuis 2023, detient encore 5 % du capital.")).toBe(true);
    expect(inactiveHolder('our first designer, who is no longer part of the team, holds 3% of the shares.')).toBe(true);
  });

  it('does not read it with no stake, nor denied', () => {
    expect(inactiveHolder("m. kane, qui ne fait plus partie de l'equipe depuis 2023, a ete remplace.")).toBe(false);
    expect(inactiveHolder('no shareholder who is no longer part of the team holds any shares.')).toBe(false);
  });
});
