/**
 * Readings of the thirtieth round, group B: a related-party heading answered 'there were no transactions'; arrears
 * named as the object of their clearing, or a payment plan for them completed; customers, borrowers or a portfolio
 * late in paying the company; a permit suspended or withdrawn 'pending' a condition; a contract's steps from mediation
 * to arbitration; 'assignation' in its sense of an allocation (of frequencies, of tasks); a court's registers searched;
 * a litigation provision reversed. Each a general way of writing, in words of our own, with the near-miss that must
 * still raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('a related-party heading answered by a denial', () => {
  it("reads 'there were no transactions' after the heading's colon", () => {
    expect(flags('Note 14 Related parties: there were no transactions with related parties in 2023 or in 2022.', 'financial_statements')).not.toContain('related-party');
    expect(flags('Related party transactions: no such transaction took place during the period.', 'financial_statements')).not.toContain('related-party');
  });

  it('keeps the heading whose denial excepts a dealing', () => {
    expect(flags("Related parties: there were no transactions with related parties other than the office rent paid to the chairman's wife.", 'financial_statements')).toContain('related-party');
  });
});

describe('arrears cleared, or their payment plan completed', () => {
  it('reads the arrears as the object of a clearing verb', () => {
    expect(flags('We paid off the last of the withholding tax arrears in March and the revenue authority issued a clearance certificate in April.')).not.toContain('debt-distress');
  });

  it('reads a payment plan for arrears said completed', () => {
    expect(flags('The instalment plan signed in 2022 for the NSSF contribution arrears of KES 2.1m was completed in June 2024.')).not.toContain('debt-distress');
  });

  it('keeps arrears not cleared', () => {
    expect(flags('We are in arrears on withholding tax of KES 2.1m since March.')).toContain('debt-distress');
  });
});

describe('customers late in paying the company', () => {
  it('reads customers, borrowers or a portfolio named as the late payers', () => {
    expect(flags('Abonnés en retard de paiement de plus de 60 jours : 4 % du parc.')).not.toContain('debt-distress');
    expect(flags('Repayments in 2024: 95% on time; 5% of the loan portfolio is more than 90 days overdue.')).not.toContain('debt-distress');
  });

  it("keeps the company's own repayment overdue", () => {
    expect(flags('Our repayment to the development bank is 30 days overdue.')).toContain('debt-distress');
  });
});

describe("a permit taken away 'pending' a condition", () => {
  it('reads a suspension until repairs, in English and French', () => {
    expect(flags('In May the county fire officer suspended the trading licence of our Kisumu depot pending installation of fire extinguishers.')).not.toContain('pending-licence');
    expect(flags("Le permis d'exploitation du dépôt de Thiès a été suspendu par la préfecture, en attente de travaux de mise aux normes.")).not.toContain('pending-licence');
  });

  it('keeps a new permit still pending after an old site closed', () => {
    expect(flags('The old depot was closed in May and our licence for the new depot is still pending.')).toContain('pending-licence');
  });
});

describe("a contract's steps to resolve a dispute", () => {
  it('reads mediation or negotiation, then arbitration, as a mechanism', () => {
    expect(flags('Négociation amiable, puis arbitrage à Dakar selon le règlement de la CCJA.', 'legal_docs')).not.toContain('litigation');
    expect(flags('Negotiation between the managing directors, then arbitration in Kigali under the KIAC rules.', 'legal_docs')).not.toContain('litigation');
  });

  it('keeps an arbitration said to have started', () => {
    expect(flags('Mediation failed in March, then arbitration started in May against our former distributor.', 'legal_docs')).toContain('litigation');
  });
});

describe("'assignation' as an allocation", () => {
  it('reads the assignation of frequencies as a fee, not a summons', () => {
    expect(flags("Les charges comprennent la redevance d'assignation des fréquences pour 2024, soit 1 200 000 FCFA.")).not.toContain('litigation');
  });

  it('keeps a summons served on the company', () => {
    expect(flags('Le bailleur a délivré une assignation à la société devant le tribunal de commerce de Lomé.', 'legal_docs')).toContain('litigation');
  });
});

describe("a court's registers, and a litigation provision reversed", () => {
  it("reads a search of the courts' registers as no case", () => {
    expect(flags("We searched the Commercial Court and District Court registers in Kampala and Entebbe.", 'legal_docs')).not.toContain('litigation');
  });

  it('reads a provision for a dispute reversed as the dispute over, and keeps one charged', () => {
    expect(flags('| Reprise de provision pour litige prud’homal | 9 800 | — |', 'financial_statements')).not.toContain('litigation');
    expect(flags('| Dotation aux provisions pour litige prud’homal | 9 800 | — |', 'financial_statements')).toContain('litigation');
  });
});

describe('a payment missed only under a condition', () => {
  it("reads 'if they have not paid by' as a condition, not a default", () => {
    expect(flags("Deux franchisés ont encore des factures de 2,4 M FCFA en souffrance. S'ils n'ont pas réglé à fin mars, nous pourrions saisir un huissier.")).not.toContain('debt-distress');
  });

  it('keeps a missed payment said outright', () => {
    expect(flags("Nous n'avons pas payé les deux dernières échéances du prêt bancaire.")).toContain('debt-distress');
  });
});

describe("a heading's dispute said ended in the next sentence", () => {
  it("reads 'a pris fin', 'l'instance est éteinte', 'the proceedings came to an end'", () => {
    const minutes = (ending: string) => `3. Différend avec l'ancien bailleur\n${ending}\n\n4. Questions diverses\nAucune.`;
    expect(flags(minutes("Le litige porté devant le tribunal de Cotonou en 2023 a pris fin par une transaction signée en février ; l'instance est éteinte."), 'legal_docs')).not.toContain('litigation');
    expect(flags(minutes("Le litige porté devant le tribunal de Cotonou en 2023 est toujours en cours ; l'audience est fixée en juin."), 'legal_docs')).toContain('litigation');
  });
});

describe('accounts not audited, in other words', () => {
  it("reads 'not reviewed or audited' and 'neither examined nor audited'", () => {
    expect(flags('KIBO FARMS LTD — half-year figures (KES m)\nCompiled by the finance team; not examined or audited.\nRevenue 84.2 71.0', 'financial_statements')).toContain('audit-opinion');
    expect(flags('KIBO FARMS LTD — half-year figures (KES m)\nCompiled by the finance team and audited by Grant Thornton.\nRevenue 84.2 71.0', 'financial_statements')).not.toContain('audit-opinion');
  });

  it("reads accounts still to be sent to the auditor, whose engagement has not begun", () => {
    expect(flags("États financiers de l'exercice 2024 arrêtés par le conseil le 3 mars 2025. Ils seront remis au commissaire aux comptes, dont les travaux sur 2024 n'ont pas encore commencé.", 'financial_statements')).toContain('audit-opinion');
  });
});

describe("a relative of a person named, then the person's role", () => {
  it("reads 'l'épouse de M. X, fondateur' and 'the father of Ms X, our co-founder'", () => {
    expect(flags("Les bureaux d'Abidjan sont loués à la SCI Les Cocotiers, dont l'associé unique est le frère de M. Koffi Yao, président-fondateur de la société.", 'legal_docs')).toContain('related-party');
    expect(flags('The cold store is rented from Mr Ouma, the father of Ms Achieng Otieno, our co-founder, at KES 90,000 a month.', 'legal_docs')).toContain('related-party');
  });

  it("reads the role behind a possessive: 'wife of the borrower's chairman'", () => {
    expect(flags("The lender, Sahel Capital SARL, whose sole shareholder is Ms Awa Sy, wife of the borrower's chairman.", 'legal_docs')).toContain('related-party');
  });

  it('leaves a relative of someone with no role in the company', () => {
    expect(flags('The cold store is rented from Mr Ouma, the father of Ms Achieng Otieno, a nurse in Kisumu.', 'legal_docs')).not.toContain('related-party');
  });
});

describe("a chat's 'did you see?' with the news in the next line", () => {
  it("reads the news that follows a bare 'did you see?' as another company's", () => {
    expect(flags('[03/02/2025 09:00] Ama Owusu: did you see?\n[03/02/2025 09:01] Ama Owusu: KoboPay has been sued by its former agents in Accra\n[03/02/2025 09:02] Kwesi Boateng: wow')).not.toContain('litigation');
    expect(flags("[03/02/2025 09:00] Awa Diop: Tu as vu ?\n[03/02/2025 09:01] Awa Diop: La BCEAO a suspendu l'agrément de SamaCash pour trois mois\n[03/02/2025 09:02] Modou Fall: aïe")).not.toContain('regulatory');
  });

  it('keeps the news that names the company', () => {
    expect(flags('[03/02/2025 09:00] Ama Owusu: did you see?\n[03/02/2025 09:01] Ama Owusu: the bank called in our overdraft yesterday, we missed two repayments')).toContain('debt-distress');
  });
});

describe('an application to a regulator still under review', () => {
  it('reads the regulator applied to when the permit is named only before', () => {
    expect(flags('To run our clinics we need registration as a health-care provider. We applied to the Health Professions Authority in March 2025; the application is under review.')).toContain('pending-licence');
  });

  it("reads 'a été demandé' far from its permit", () => {
    expect(flags("L'autorisation d'exploitation de la station de lavage et de séchage du café de la zone de Gitega a été demandée le 2 mars 2025 ; aucune date de visite n'est fixée.")).toContain('pending-licence');
  });

  it("leaves a loan application to a public agency", () => {
    expect(flags('We applied to the Rural Finance Agency for a working-capital loan in May; the application is under review.')).not.toContain('pending-licence');
  });
});
