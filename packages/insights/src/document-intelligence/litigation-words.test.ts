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


describe('a case said over', () => {
  it('by a final judgment carried out, with no appeal', () => {
    expect(flags("Le litige commercial introduit par un fournisseur en 2022 s'est conclu par un jugement de 2024, devenu définitif faute d'appel ; la condamnation a été exécutée.")).not.toContain('litigation');
    expect(flags('The claim brought by a former employee ended in a final judgment in 2024, and the award was paid in full.')).not.toContain('litigation');
  });

  it('in a later clause that names the claim by a bare noun', () => {
    const text = '4.2 Dispute with our former distributor\nIn 2022 our former distributor claimed USD 90,000 in unpaid fees before the High Court.\nThe parties signed a settlement in 2023; we paid the agreed sum and the claim was withdrawn in June 2023.';
    expect(analyzeDocument(text, 'business_plan').riskFlags.map((f) => f.ruleId)).not.toContain('litigation');
  });

  it('not when the appeal is pending', () => {
    expect(flags("Le jugement rendu en 2024 est frappé d'appel et la cour d'appel n'a pas encore statué ; l'appel est pendant.")).toContain('litigation');
  });
});
