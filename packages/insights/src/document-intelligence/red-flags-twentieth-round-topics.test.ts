/**
 * The twentieth round's false flags of a topic named without a claim (topic-only.ts, topic-described.ts): a checklist
 * row answered none or still awaited, a subject line, a resolution's title, a question that only lists topics, an
 * auditor's inquiry, a contract's arbitration clause or a dispute it supposes, a sanction that non-compliance would
 * bring, a claim in a generic speaker's mouth, dead equity spoken of in general, a related-party note of management's
 * pay only. Short texts of their own in English and French, each beside a near miss that must still flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'legal_docs') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);

describe('a checklist row answered none or still awaited asks, it finds nothing', () => {
  it('passes over rows answered none, in pipes, tabs or spaced columns', () => {
    expect(flags('No. | Item | Answer\n7 | Fines or inspections by the central bank | Nil\n8 | Loans from shareholders or their families | N/A')).not.toContain('regulatory');
    expect(flags('Rubrique\tRéponse\nContentieux prud\u2019homaux en cours\tSans objet\nOpérations avec les parties liées\tAucune')).not.toContain('litigation');
    expect(flags('Rubrique | Réponse\nConventions avec des parties liées | Néant')).not.toContain('related-party');
  });

  it('passes over rows whose answer is still awaited', () => {
    expect(flags('D4    Threatened claims, lawsuits or arbitrations      Legal     To be confirmed by outside counsel')).not.toContain('litigation');
    expect(flags('R-12 | Litiges et procédures judiciaires | Juriste | En cours de collecte')).not.toContain('litigation');
  });

  it('still flags a row whose answer states an open case', () => {
    expect(flags('D4 | Litigation | One claim by a former distributor for USD 40,000, hearing in March')).toContain('litigation');
    expect(flags('R-12 | Litiges | Un ancien bailleur nous a assignés devant le tribunal de commerce ; audience le 4 juin')).toContain('litigation');
  });

  it('still reads a data row whose last column is none: it answers that column, not the row', () => {
    expect(flags('Revenue by customer, 2025\nCustomer | Share of revenue | Overdue\nAcme Foods | 62% of revenue | None', 'financial_statements')).toContain('customer-concentration');
  });
});

describe('a subject line, a resolution title and a bare question name a topic', () => {
  it('passes over a subject line and a resolution counted in words', () => {
    expect(flags('Subject: Litigation and claims confirmation for the 2025 audit\n\nDear Sirs, please find our reply attached.')).not.toContain('litigation');
    expect(flags('Objet : Parties liées et conventions – exercice 2025\n\nMadame, veuillez trouver ci-joint notre revue.')).not.toContain('related-party');
    expect(flags('Second resolution - Litigation and claims\nThe chair confirmed that there is nothing to report.')).not.toContain('litigation');
    expect(flags('Cinquième résolution – Contentieux\nLe Président confirme qu\u2019aucun différend n\u2019est en cours.')).not.toContain('litigation');
  });

  it('passes over a question that only lists topics, in both languages', () => {
    expect(flags('Pending lawsuits, arbitrations or tax audits?')).not.toContain('litigation');
    expect(flags('Procès, arbitrages, redressements en cours ?')).not.toContain('litigation');
  });

  it('still flags a body that states the case or the sanction under a subject line', () => {
    expect(flags('Subject: Regulatory matters\n\nThe Authority fined the company KES 2 million in June for late returns.')).toContain('regulatory');
    expect(flags('Objet : Contentieux\n\nUn ancien salarié nous a assignés devant le tribunal du travail en mai.')).toContain('litigation');
  });
});

describe('disputes named as a procedure, not as a case', () => {
  it('passes over an auditor\u2019s inquiries about litigation', () => {
    expect(flags('We made enquiries of the directors and of the company\u2019s lawyers regarding litigation and claims.', 'financial_statements')).not.toContain('litigation');
    expect(flags('Nous avons adressé aux avocats de la société une demande de confirmation des litiges et contentieux.', 'financial_statements')).not.toContain('litigation');
  });

  it('passes over an arbitration clause and a dispute the contract supposes', () => {
    expect(flags('The supply terms contain an arbitration clause (Kigali International Arbitration Centre).')).not.toContain('litigation');
    expect(flags('Should a customer sue over a failed delivery, the terms cap our liability at the fees paid.')).not.toContain('litigation');
    expect(flags('Dans le cas où un litige naîtrait de l\u2019exécution du bail, les parties tenteront d\u2019abord une conciliation.')).not.toContain('litigation');
    expect(flags('Le contrat contient une clause compromissoire (arbitrage CCJA).')).not.toContain('litigation');
  });

  it('still flags a clause beside a dispute said to be under way', () => {
    expect(flags('The supply terms contain an arbitration clause, and the distributor has commenced arbitration against us under it.')).toContain('litigation');
    expect(flags('Le contrat contient une clause compromissoire ; le distributeur a saisi la CCJA et l\u2019arbitrage est en cours.')).toContain('litigation');
  });
});

describe('a topic described, not found in the company', () => {
  it('passes over a sanction that non-compliance would bring', () => {
    expect(flags('Any breach of these reporting rules could expose the licensee to penalties or withdrawal of its licence.')).not.toContain('regulatory');
    expect(flags('Tout manquement à ces obligations pourra entraîner des sanctions pécuniaires ou la suspension de l\u2019agrément.')).not.toContain('regulatory');
  });

  it('still flags a sanction that non-compliance brought', () => {
    expect(flags('Because of its failure to file the March returns, the company was fined GHS 50,000 by the Bank.')).toContain('regulatory');
  });

  it('passes over a claim of no competition put in a generic speaker\u2019s mouth', () => {
    expect(flags('Most founders answer "we have no competitors" and lose the room.', 'business_plan')).not.toContain('no-competition');
    expect(flags('Chaque fondateur répond qu\u2019il n\u2019a aucun concurrent.', 'business_plan')).not.toContain('no-competition');
    expect(flags('Every founder says that, but we truly have no competitors.', 'business_plan')).toContain('no-competition');
  });

  it('passes over dead equity defined, not found', () => {
    expect(flags('Dead equity is the stake a leaver keeps after leaving the business.', 'business_plan')).not.toContain('dead-equity');
    expect(flags('We still carry dead equity: our former CTO holds 12% and has not sold.', 'business_plan')).toContain('dead-equity');
  });

  it('passes over a related-party note of management pay only, and an audit\u2019s list of related parties', () => {
    expect(flags('Note 21. Related parties: directors\u2019 remuneration only (prior year: same).', 'financial_statements')).not.toContain('related-party');
    expect(flags('Note 21. Parties liées : rémunération des dirigeants uniquement.', 'financial_statements')).not.toContain('related-party');
    expect(flags('We obtained the list of related parties from management and compared it with the register.', 'financial_statements')).not.toContain('related-party');
    expect(flags('Note 21. Related parties: directors\u2019 remuneration and a loan of USD 80,000 to the CEO\u2019s brother.', 'financial_statements')).toContain('related-party');
  });
});
