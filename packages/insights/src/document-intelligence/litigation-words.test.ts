import { describe, expect, it } from 'vitest';
import { deniesLitigation } from './litigation-words';
import { foldText } from './sentence-facts';

describe('a denial of litigation', () => {
  it('denies a case when nothing is excepted', () => {
    expect(deniesLitigation(foldText('There is no pending litigation against the company.'))).toBe(true);
    expect(deniesLitigation(foldText("Aucun contentieux n'oppose la société à ses clients."))).toBe(true);
  });

  it('does not deny the case an exception names', () => {
    expect(deniesLitigation(foldText("Aucun contentieux n'oppose la société à ses clients, à l'exception de l'action engagée par un ancien salarié."))).toBe(false);
    expect(deniesLitigation(foldText('We are not aware of any claim, other than the dispute with our former landlord.'))).toBe(false);
  });
});
