/**
 * The readers changed in the fourteenth round for due-diligence documents (decision 0036): questions and headings
 * that state nothing, denials written after their subject, and the ways lenders, regulators, courts and auditors
 * write distress. Each a general way of writing, with worked examples in English and in French in words of our own,
 * and the near-misses it must let pass.
 */
import { describe, expect, it } from 'vitest';
import { splitSentences } from '../text/sentences';
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

describe('distress as lenders, regulators, courts and auditors write it', () => {
  it('compares a covenant stated in one sentence with the ratio stated in another', () => {
    const covenant = 'The facility from Equity Bank requires an interest cover ratio of at least 2.0x.';
    expect(flags(`${covenant}\nInterest cover for 2025: 1.6x.`, 'financial_statements')).toContain('debt-distress');
    expect(flags(`${covenant}\nInterest cover for 2025: 2.7x.`, 'financial_statements')).not.toContain('debt-distress');
    expect(flags(`${covenant}\nIf sales fell by a third, interest cover could drop to 1.6x.`, 'financial_statements')).not.toContain('debt-distress');
  });

  it('reads a French leverage ratio against its ceiling, with no multiplication sign', () => {
    expect(flags('Le ratio dette nette / EBITDA atteint 3,9 pour un plafond de 3,0 fixé par la banque.')).toContain('debt-distress');
    expect(flags('Le ratio dette nette / EBITDA atteint 2,2 pour un plafond de 3,0 fixé par la banque.')).not.toContain('debt-distress');
  });

  it('reads a covenant not complied with, and a payment due and not made, in either language', () => {
    expect(flags('At year end the company had not complied with the interest-cover covenant.')).toContain('debt-distress');
    expect(flags('Withholding tax of GHS 310k due in June and not yet paid is included in payables.')).toContain('debt-distress');
    expect(flags('Les mensualités de juin et juillet, de 2 millions de FCFA chacune, restent impayées.')).toContain('debt-distress');
    expect(flags('Withholding tax of GHS 310k is due in July.')).not.toContain('debt-distress');
  });

  it('reads a summons served as a lawsuit, not a house arrest', () => {
    expect(flags('Un fournisseur nous a fait signifier une assignation devant le tribunal de commerce.')).toContain('litigation');
    expect(flags('We were served with a summons by a former distributor last week.')).toContain('litigation');
  });

  it('reads a regulator ordering the company\'s partner to stop, and a money sanction', () => {
    expect(flags('The Central Bank ordered our card-issuing partner to stop issuing cards under our brand.')).toContain('regulatory');
    expect(flags('L\'autorité de contrôle nous a notifié une sanction pécuniaire de 2 M MAD.')).toContain('regulatory');
  });

  it('reads a related company owned by a relative named after "our"', () => {
    expect(flags('Our packaging comes from Kito Ltd, which is owned by our CFO\'s brother.')).toContain('related-party');
    expect(flags('Our packaging comes from Kito Ltd, which is owned by our CFO.')).not.toContain('related-party');
  });

  it('reads French accounts neither certified nor approved, and an auditor unable to give an opinion', () => {
    expect(flags('Comptes 2025 non encore approuvés par l\'assemblée ni certifiés.', 'financial_statements')).toContain('audit-opinion');
    expect(flags('Nous ne sommes pas en mesure d\'exprimer une opinion sur ces comptes.', 'financial_statements')).toContain('audit-opinion');
    expect(flags('Comptes 2025 certifiés sans réserve par le commissaire aux comptes.', 'financial_statements')).not.toContain('audit-opinion');
  });
});

describe('minutes, schedules and registers as they are laid out', () => {
  it('reads a numbered item that goes on over an indented line as one sentence', () => {
    const minutes = ['3. Finance. The CFO reported that the quarterly instalment owed to the bank on', '   30 June was not paid; the bank has been told.', '4. Any other business. None.'].join('\n');
    expect(flags(minutes)).toContain('debt-distress');
    expect(flags(['3. Finance. The CFO reported that the quarterly instalment owed to the bank on', '30 June was paid on time.'].join('\n'))).not.toContain('debt-distress');
  });

  it('does not end a sentence at a name\'s initial after a title', () => {
    expect(splitSentences('The board noted the resignation of Ms P. Dlamini, our COO. She leaves in March.')).toHaveLength(2);
    expect(splitSentences('We moved to Plan B. Sales rose.')).toHaveLength(2);
  });

  it('reads a repayment schedule\'s rows with their header', () => {
    const schedule = (status: string) => ['Échéancier du prêt BOA (FCFA)', '| Échéance | Montant | Statut |', '| 05/07/2025 | 2 400 000 | Payée |', `| 05/08/2025 | 2 400 000 | ${status} |`].join('\n');
    expect(flags(schedule('Impayée'))).toContain('debt-distress');
    expect(flags(schedule('Payée'))).not.toContain('debt-distress');
  });

  it('reads a grant still to come as no grant', () => {
    expect(flags('Our payment licence application was filed in 2025 and is under review; we cannot launch until it is approved.')).toContain('pending-licence');
    expect(flags('Our payment licence application was filed in 2025 and approved in March 2026.')).not.toContain('pending-licence');
  });
});

describe('scans and the ways notes state a fact', () => {
  it('reads a word a scan cut with a hyphen as whole, and keeps a shared ending', () => {
    expect(flags('Le siège est loué à une SCI contrôlée par le pré- sident du conseil.')).toContain('related-party');
    expect(splitSentences('We raised pre- and post-money SAFEs.')[0]).toBe('We raised pre- and post-money SAFEs.');
  });

  it('reads accounts that were not the object of an audit as unaudited', () => {
    expect(flags('Les comptes 2025 n\'ont pas fait l\'objet d\'un audit. Chiffre d\'affaires : 80 M FCFA.', 'financial_statements')).toContain('audit-opinion');
    expect(flags('The 2025 accounts have not been subject to an audit. Revenue: $1.2m.', 'financial_statements')).toContain('audit-opinion');
    expect(flags('Les comptes 2025 ont fait l\'objet d\'un audit sans réserve. Chiffre d\'affaires : 80 M FCFA.', 'financial_statements')).not.toContain('audit-opinion');
  });

  it('reads taxes said to be overdue and a covenant named then breached', () => {
    expect(flags('PAYE of KES 1.3m is overdue to KRA.')).toContain('debt-distress');
    expect(flags('Covenants: interest-cover covenant (2.0x) breached at the March test.')).toContain('debt-distress');
    expect(flags('Covenants: no covenant was breached at the March test.')).not.toContain('debt-distress');
  });
});

describe('a question about the rules left open', () => {
  it('reads a doubt about what is permitted, whoever has not said it, as regulatory uncertainty', () => {
    expect(flags('It is not yet clear whether drone deliveries may cross county lines.', 'business_plan')).toContain('regulatory');
    expect(flags('Until the circular is out we cannot tell whether our savings product stays permitted.', 'business_plan')).toContain('regulatory');
    expect(flags('La commission n\'a pas précisé si notre offre relève de sa compétence.', 'business_plan')).toContain('regulatory');
  });

  it('lets a doubt about customers or the market pass', () => {
    expect(flags('It is not yet clear whether customers will renew in March.', 'business_plan')).not.toContain('regulatory');
  });
});

describe('ties and waits said in other words', () => {
  it('reads a counterparty of which a founder or director is a trustee, partner or shareholder as related', () => {
    expect(flags('Our fleet is leased from the Otieno family trust, of which our CFO is a trustee.')).toContain('related-party');
    expect(flags('Nos locaux sont loués à une SCI dont notre président est l\'associé majoritaire.')).toContain('related-party');
    expect(flags('Our fleet is leased from the Otieno family trust, of which no director is a trustee.')).not.toContain('related-party');
  });

  it('reads a licence or certification still not granted as pending', () => {
    expect(flags('L\'homologation demandée en mars n\'est toujours pas accordée.', 'business_plan')).toContain('pending-licence');
  });
});

describe('a claim brought, open or closed', () => {
  it('reads a claim brought by or against the company as a dispute, and one closed as over', () => {
    expect(flags('KES 4m is provided for the claim brought by a former supplier.', 'financial_statements')).toContain('litigation');
    expect(flags('The claim brought by a former supplier was settled in May; no other proceedings are pending.')).not.toContain('litigation');
    expect(flags('The claim brought by a former supplier was dismissed in May and the appeal period has expired.')).not.toContain('litigation');
    expect(flags('The claim brought by a former supplier was dismissed in May; the supplier has appealed.')).toContain('litigation');
  });
});
