import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';
import { deniesLitigation } from './litigation-words';
import { foldText } from './sentence-facts';

const flags = (text: string) => analyzeDocument(text, 'legal_docs').riskFlags.map((f) => f.ruleId);

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

describe('words that name no open case', () => {
  const readsCase = (text: string) => flags(text).includes('litigation');
  it('reads a law firm\'s practice and a case won and not appealed as none', () => {
    expect(readsCase('Legal counsel: Anjarwalla & Khanna (corporate and litigation practice).')).toBe(false);
    expect(readsCase("En 2023, la société a obtenu gain de cause contre un ancien distributeur devant le tribunal de commerce de Douala ; le jugement n'a pas été frappé d'appel.")).toBe(false);
  });

  it('still reads a case the same sentence names', () => {
    expect(readsCase('Our litigation counsel, Bowmans, is defending the claim brought by a former distributor, which is pending before the High Court.')).toBe(true);
  });
});

