/**
 * The twenty-fifth round's readings through the whole reader (decision 0036: the fourteenth set's post-mortem): each
 * reading's own unit tests sit beside its module; these check what comes out of analyzeDocument.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

const flags = (text: string, type: Parameters<typeof analyzeDocument>[1] = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe("others' news and what a document says is over", () => {
  it("leaves a competitor's falling revenue to the competitor", () => {
    expect(flags("Nos ventes ont progressé de 22 %. Le marché a été difficile : notre principal concurrent, Sahel Froid, a publié un chiffre d'affaires en recul de 15 %.")).not.toContain('declining-revenue');
    expect(flags("Notre chiffre d'affaires a reculé de 15 % en 2024.")).toContain('declining-revenue');
  });

  it('reads a numbered heading that a section list repeats once, with the sentences after it', () => {
    const text = 'Section 5: Past matters\n5.1 Dispute with our former landlord\nIn 2022 our former landlord claimed KES 3 million in the High Court.\nA settlement was signed in 2023 and the claim was withdrawn in March 2023.';
    expect(flags(text)).not.toContain('litigation');
  });

  it('finds no permit awaited where the application is denied', () => {
    expect(flags("Q. Autorisations ?\nR. Oui. La licence délivrée par l'ARCEP a été renouvelée en 2025. Aucune demande d'autorisation n'est actuellement en cours d'instruction.\nQ. Sanctions ?\nR. Non. La mise en demeure de l'ARCEP visait un autre opérateur.", 'legal_docs')).not.toContain('pending-licence');
    expect(flags("Nous avons déposé une demande d'agrément auprès de la BCEAO en mars.\nL'instruction est toujours en cours.", 'legal_docs')).toContain('pending-licence');
  });
});

describe("one customer's share, from amounts", () => {
  it('reads a revenue split whose table header names the key and the revenue, its total row left out of the sum', () => {
    const text = "D'où viennent nos revenus ?\n| Canal de facturation | CA 2024 (M FCFA) |\n|---|---|\n| Wave Mobile Money (marchands) | 300 |\n| Ventes directes | 150 |\n| Écoles partenaires | 100 |\n| Total | 550 |";
    expect(flags(text, 'pitch_deck')).toContain('customer-concentration');
    const spread = "| Canal | CA 2024 (M FCFA) |\n|---|---|\n| Wave Mobile Money | 100 |\n| Ventes directes | 250 |\n| Écoles partenaires | 200 |\n| Total | 550 |";
    expect(flags(spread, 'pitch_deck')).not.toContain('customer-concentration');
  });

  it('reads what was billed to one named group against the revenue stated before it, in rupees as Mauritius writes them', () => {
    const text = "Note 3 — Chiffre d'affaires\nLe chiffre d'affaires de l'exercice s'établit à Rs 52,0 millions.\nLes prestations facturées au groupe Lagoon Hotels se sont élevées à Rs 21,5 millions sur l'exercice.";
    expect(flags(text, 'financial_statements')).toContain('customer-concentration');
    expect(flags(text.replace('21,5', '9,5'), 'financial_statements')).not.toContain('customer-concentration');
  });
});

describe('claims and measures said with more words between', () => {
  it('reads "no direct or indirect competitors" as the claim', () => {
    expect(flags('There are no direct or indirect competitors in our market today.', 'pitch_deck')).toContain('no-competition');
    expect(flags('There are two direct competitors and several indirect ones.', 'pitch_deck')).not.toContain('no-competition');
  });

  it('reads an audit not begun as accounts unaudited', () => {
    expect(flags('Management accounts for FY2025 (the statutory audit for FY2025 has not yet begun).\nRevenue EGP 48m; cost of sales EGP 30m.', 'financial_statements')).toContain('audit-opinion');
    expect(flags('Audited accounts for FY2025: the statutory audit has been completed with an unmodified opinion.\nRevenue EGP 48m.', 'financial_statements')).not.toContain('audit-opinion');
  });

  it("reads a regulator's order to stop whose addressees are listed before the verb", () => {
    expect(flags('In May the Central Bank of Kenya instructed us, together with every other digital lender that still operates under the old licensing rules, to stop disbursing new loans.')).toContain('regulatory');
  });
});

describe('permits and rules still undecided', () => {
  it('reads an application said still under review apart from its permit', () => {
    expect(flags('Condition: the Authority granting the Company a payments licence under the 2021 Act; the application was filed in March 2025 and remains under review.', 'legal_docs')).toContain('pending-licence');
    expect(flags('Our loan application to the bank remains under review.', 'legal_docs')).not.toContain('pending-licence');
  });

  it("reads a regulator's letter whose subject names the application and whose body says the instruction goes on", () => {
    const letter = "Objet : Demande d'agrément en qualité d'établissement de paiement\nMonsieur le Directeur,\nNous accusons réception de votre dossier.\nLes pièces suivantes restent à produire.\nLe rapport d'audit du dispositif de contrôle.\nLa preuve de libération du capital.\nL'instruction de votre demande se poursuivra dès réception de ces éléments.";
    expect(flags(letter, 'legal_docs')).toContain('pending-licence');
    expect(flags(letter.replace("L'instruction de votre demande se poursuivra dès réception de ces éléments.", "L'agrément vous a été délivré le 3 mars."), 'legal_docs')).not.toContain('pending-licence');
  });

  it('reads "nous ignorons si ..." as a stated regulatory uncertainty, however long the question', () => {
    expect(flags("Le décret d'application n'est pas publié. Tant qu'il ne l'est pas, nous ignorons si notre modèle, adossé à une banque partenaire, restera autorisé en l'état ou s'il faudra créer un établissement distinct.")).toContain('regulatory');
  });
});

describe('one-off revenue and targets as plans mark them', () => {
  it('reads a service delivered in one go inside ARR as one-off revenue counted as recurring', () => {
    expect(flags('ARR au 31/12/2024 : 300 M FCFA\n  dont abonnements : 260 M FCFA\n  dont projet de déploiement pour la SODECI (prestation livrée en une fois) : 40 M FCFA', 'pitch_deck')).toContain('non-recurring-revenue');
  });

  it("reads a year's column marked '(obj.)' as a target", () => {
    const table = 'Trajectoire\n                 2024 (réel)    2025 (obj.)    2026 (obj.)\nCA (USD)          300 000        1,8 M          7,5 M';
    expect(flags(table, 'pitch_deck')).toContain('unrealistic-growth');
    expect(flags(table.replace('1,8 M          7,5 M', '420 000        560 000'), 'pitch_deck')).not.toContain('unrealistic-growth');
  });
});

describe('a doubt of an earlier year said to be over', () => {
  it('reads the next sentence that says the uncertainty no longer stands', () => {
    const report = "Dans notre rapport sur l'exercice 2022, nous avions fait état d'une incertitude significative liée à la continuité d'exploitation. Compte tenu de l'augmentation de capital réalisée en 2023, cette incertitude n'a plus lieu d'être.";
    expect(flags(report, 'financial_statements')).not.toContain('going-concern');
    expect(flags("Nous attirons l'attention sur l'incertitude significative liée à la continuité d'exploitation.", 'financial_statements')).toContain('going-concern');
  });
});

describe('shares that are no holder and no customer', () => {
  it("reads the shareholders an assembly brings together as the room's quorum, not one investor", () => {
    expect(flags("L'assemblée, réunie sous la présidence de M. Koné, rassemble des actionnaires détenant 88 % des actions ayant droit de vote.", 'legal_docs')).not.toContain('investor-control');
    expect(flags("Le fonds Sahel Capital détient 62 % des actions ayant droit de vote.", 'legal_docs')).toContain('investor-control');
  });

  it("reads a unit-economics slide 'par client' as one customer's averages", () => {
    expect(flags("Slide 7 - Unit economics (par client):\n- Revenu encaissé sur la durée du contrat : 480 000 FCFA\n- Marge brute : 38 %\n- CAC : 50 000 FCFA", 'pitch_deck')).not.toContain('customer-concentration');
    expect(flags("Répartition du chiffre d'affaires par client : Orange : 52 % ; autres : 48 %.", 'pitch_deck')).toContain('customer-concentration');
  });
});
