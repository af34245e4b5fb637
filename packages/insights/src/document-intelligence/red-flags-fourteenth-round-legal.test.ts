/**
 * The readers changed in the fourteenth round for due-diligence documents (decision 0036): questions and headings
 * that state nothing, denials written after their subject, and the ways lenders, regulators, courts and auditors
 * write distress. Each a general way of writing, with worked examples in English and in French in words of our own,
 * and the near-misses it must let pass.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'legal_docs') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('questions and headings state nothing', () => {
  it('reads a French question asked by inversion as a question, whatever stands before its verb', () => {
    expect(flags(['Q 4.3 L\'entreprise a-t-elle des impôts impayés ?', 'R. Non, tout est réglé.'].join('\n'))).not.toContain('debt-distress');
    expect(flags(['4.4 Des salariés partis détiennent-ils encore des actions ?', 'Réponse : non.'].join('\n'))).not.toContain('dead-equity');
  });

  it('reads the question as the company\'s own words when the answer, after its label, is yes', () => {
    expect(flags(['Q 4.3 L\'entreprise a-t-elle des impôts impayés ?', 'R. Oui, 3 mois de TVA.'].join('\n'))).toContain('debt-distress');
  });

  it('still reads a question about a fact, asked with a wh-word', () => {
    expect(flags('Pourquoi la banque a-t-elle constaté un défaut de paiement en mars ?')).toContain('debt-distress');
  });

  it('passes over a numbered heading whose number has a label before it', () => {
    expect(flags(['Disclosure Schedule 4.7 - Litigation', 'None.'].join('\n'))).not.toContain('litigation');
    expect(flags(['Q 8.2 Litiges', 'Aucune procédure en cours.'].join('\n'))).not.toContain('litigation');
    expect(flags(['Schedule 4.7 - Litigation', 'The supplier has sued us for KES 3m; the case is pending.'].join('\n'))).toContain('litigation');
  });

  it('passes over a report\'s title that names its topic, and reads its body', () => {
    expect(flags('Report of the independent auditor on related-party transactions for 2025')).not.toContain('related-party');
    expect(flags(['Rapport spécial sur les conventions réglementées — exercice 2024', 'Le bail du siège est conclu avec une SCI détenue par l\'épouse du président.'].join('\n'))).toContain('related-party');
  });
});

describe('denials written after their subject', () => {
  it('does not read a leaver as a founder when the title is denied to them', () => {
    expect(flags('Three analysts (not founders, not managers) left in 2023.')).not.toContain('founder-departure');
    expect(flags('Our CTO, a co-founder, left in 2023.')).toContain('founder-departure');
  });

  it('reads a cap table checked and found without a discrepancy as clean', () => {
    expect(flags('Cap table reconciled with the share register by counsel, no discrepancies found.')).not.toContain('cap-table-complexity');
    expect(flags('Table de capitalisation rapprochée du registre des titres : écarts sur 3 % du capital.')).toContain('cap-table-complexity');
  });
});
