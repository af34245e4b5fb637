import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

const flags = (text: string) => analyzeDocument(text, 'legal_docs').riskFlags.map((f) => f.ruleId);

describe("the founders' stake less the part of one who left, said in French (red-flag-rules.ts departedPart)", () => {
  it('reads the working founders under 40% once the leaver\'s part is taken away', () => {
    expect(flags("Les trois associés fondateurs détiennent 45 % du capital, dont 12,5 % pour Mme Sarr, ancienne directrice générale.")).toContain('low-founder-ownership');
    expect(flags('The founders hold 46% of the shares, of which 9% is held by a co-founder who left in 2021.')).toContain('low-founder-ownership');
  });

  it('does not read a part that is not a leaver\'s, nor one leaving the stake above 40%', () => {
    expect(flags("Les fondateurs détiennent 45 % du capital, dont 12 % de participation indirecte via leur holding.")).not.toContain('low-founder-ownership');
    expect(flags("Les fondateurs détiennent 52 % du capital, dont 5 % pour M. Bah, cofondateur, qui a quitté la société en 2022.")).not.toContain('low-founder-ownership');
  });
});

describe('leavers still on the register, or who kept their shares (leaver-words.ts, inactive-holders.ts)', () => {
  it('reads the leavers listed on the register and a sale not made', () => {
    expect(flags('Deux anciens développeurs, partis entre 2021 et 2023, figurent encore au registre des mouvements de titres.')).toContain('dead-equity');
    expect(flags("M. Diouf, ancien associé, a quitté l'entreprise en 2022 et n'a jamais revendu ses parts.")).toContain('dead-equity');
  });

  it('does not read leavers who sold', () => {
    expect(flags("M. Diouf, ancien associé, a quitté l'entreprise en 2022 et a revendu ses parts au fonds.")).not.toContain('dead-equity');
  });
});
