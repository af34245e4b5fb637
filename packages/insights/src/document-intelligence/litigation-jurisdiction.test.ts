/**
 * A contract's choice of court names a court and no case (litigation-state.ts, jurisdictionClause): said as a
 * difficulty or dispute 'submitted' or 'referred' to a court, in French and English. A case said beside it still counts.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

const flags = (text: string) => analyzeDocument(text, 'legal_docs').riskFlags.map((f) => f.ruleId);

describe('a dispute submitted or referred to a court by the contract', () => {
  it('is no case, in French and in English', () => {
    expect(flags("Toute difficulté née de l'interprétation du présent accord sera soumise au tribunal de commerce de Bamako.")).not.toContain('litigation');
    expect(flags('Tous les différends seront soumis aux juridictions de Niamey.')).not.toContain('litigation');
    expect(flags('Any dispute arising under this agreement shall be referred to the courts of Ghana.')).not.toContain('litigation');
  });

  it('leaves a case said beside the clause', () => {
    expect(flags("Toute difficulté sera soumise au tribunal de commerce de Bamako ; un fournisseur nous a d'ailleurs assignés devant ce tribunal en mai.")).toContain('litigation');
    expect(flags('Any dispute shall be referred to the courts of Ghana; a former agent has sued the company there for unpaid commission.')).toContain('litigation');
  });
});
