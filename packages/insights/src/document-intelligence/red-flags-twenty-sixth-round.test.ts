/**
 * Readings of the twenty-sixth round (decision 0036): an auditor's "no material uncertainty exists", a dispute's
 * settlement named as such, a condition that a dispute be absent, and revenue set against a budget. Each a general way
 * of writing, in words of our own, with the near-miss that must still raise its flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'financial_statements') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('going concern found sound', () => {
  it('reads an auditor who says no material uncertainty exists as no doubt', () => {
    expect(flags('Based on the audit evidence obtained, no material uncertainty exists related to events or conditions that may cast significant doubt on the ability to continue as a going concern.')).not.toContain('going-concern');
    expect(flags('Aucune incertitude significative n\'a été identifiée quant à la capacité de la société à poursuivre son exploitation.')).not.toContain('going-concern');
  });

  it('still reads the standard words that state the uncertainty', () => {
    expect(flags('A material uncertainty exists that may cast significant doubt on the Company\'s ability to continue as a going concern.')).toContain('going-concern');
  });
});

describe('disputes closed or absent', () => {
  it('reads the settlement of a dispute as the dispute closed', () => {
    expect(flags('Note 14 describes the settlement in June 2024 of the Company\'s dispute with its former distributor.')).not.toContain('litigation');
    expect(flags('Le conseil prend acte du règlement amiable du litige avec l\'ancien bailleur.', 'legal_docs')).not.toContain('litigation');
  });

  it('reads a condition that no dispute be pending as no dispute', () => {
    expect(flags('Conditions suspensives : absence de litige significatif en cours à la date du closing.', 'legal_docs')).not.toContain('litigation');
    expect(flags('Conditions precedent: the absence of any pending claim against the Company at completion.', 'legal_docs')).not.toContain('litigation');
  });

  it('still reads a dispute that is pending', () => {
    expect(flags('The dispute with the former distributor is pending before the Commercial Court.', 'legal_docs')).toContain('litigation');
  });
});

describe('revenue set against a plan', () => {
  it('reads revenue below its budget as no decline', () => {
    expect(flags('Revenue for May was KES 4.1m against a budget of KES 4.6m.')).not.toContain('declining-revenue');
    expect(flags('Le chiffre d\'affaires de mai s\'établit à 41 M FCFA contre un objectif de 46 M FCFA.')).not.toContain('declining-revenue');
  });

  it('still reads revenue below the period before', () => {
    expect(flags('Revenue for May was KES 4.1m against KES 4.6m in April.')).toContain('declining-revenue');
  });
});
