/**
 * The readers changed in the nineteenth round for events and figures over time: a plan's revenue as a plain-text table
 * (a year a line under a caption, or years as columns) and growth compounded over any three years, a deck's numbered
 * slide title as a heading; a quarter without its year beside the same quarter a year before, a figure 'autour de' and
 * another measure between two figures, a month told in a note's prose, a month row under a caption of revenue by month;
 * a leaving told by a participle after the title, by a full name titled founder elsewhere, or in a founders' chat; an
 * audit opinion said qualified as its subject and an auditor who has not started; a pending application denied in the
 * match, a court's relief sought; a going-concern uncertainty not identified; a regulator's measure told by a pronoun;
 * taxes said to remain unpaid; a court seized in words cut by text recognition. Short texts of our own, with near-misses.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType) => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);
const has = (text: string, id: string, type: DocumentType = 'legal_docs') => flags(text, type).includes(id);

describe("a plan's revenue as a plain-text table", () => {
  it('reads a year a line under a caption of projected revenue, compounded over three years', () => {
    expect(has('Kivu Solar - plan\nRevenue forecast (USD m)\n2025 (actual)  0.4\n2026  1.4\n2027  4.2\n2028  12.6\nAssumption: new districts each year.', 'unrealistic-growth', 'business_plan')).toBe(true);
    expect(has("Prévisions de chiffre d'affaires (en millions d'euros)\n2025 (réel) : 0,3 — charges 0,2\n2026 : 0,7\n2027 : 2,1\n2028 : 6,3\n2029 : 18,9", 'unrealistic-growth', 'business_plan')).toBe(true);
  });

  it('reads years as columns and a revenue row aligned by spaces', () => {
    const text = 'Three-year plan (ZAR)\n                 2025 actual   2026 plan   2027 plan   2028 plan\nRevenue          R 2.0m        R 6.5m      R 20m       R 61m\nOperating costs  R 1.9m        R 4.0m      R 9m        R 20m';
    expect(has(text, 'unrealistic-growth', 'business_plan')).toBe(true);
  });

  it('lets pass a doubling plan, a cost table and a history of actual years', () => {
    expect(has('Revenue forecast (USD m)\n2025 (actual)  1.0\n2026  2.0\n2027  4.0\n2028  8.0', 'unrealistic-growth', 'business_plan')).toBe(false);
    expect(has('Three-year plan (ZAR)\n                 2025 actual   2026 plan   2027 plan\nOperating costs  R 1.0m        R 5.0m      R 21m', 'unrealistic-growth', 'business_plan')).toBe(false);
    expect(has('Annual report\nOur plan for the year was prudence.\nThe board met four times.\nAll members attended.\nThe auditors reported.\nThe results follow.\n                 2022    2023    2024\nRevenue          R 1.0m  R 5.0m  R 6.0m', 'unrealistic-growth', 'business_plan')).toBe(false);
    expect(has('Annual report\n                 2022 actual   2023 actual   2024 actual\nRevenue          R 1.0m        R 5.0m      R 6.0m', 'unrealistic-growth', 'business_plan')).toBe(false);
  });

  it("reads a deck's numbered slide title as the section's heading", () => {
    expect(has('Slide 4 - Traction\nRevenue 2025: USD 200k\nSlide 9 - Projections\nRevenue 2026: USD 1.1M', 'unrealistic-growth', 'pitch_deck')).toBe(true);
    expect(has('Slide 4 - Traction\nRevenue 2025: USD 200k\nSlide 9 - Projections\nRevenue 2026: USD 500k', 'unrealistic-growth', 'pitch_deck')).toBe(false);
  });
});

describe('revenue compared across periods', () => {
  it('reads a quarter without its year as the current one beside the same quarter a year before', () => {
    expect(has('Quarterly note\n- Revenue Q2: USD 540k (Q1: USD 510k; Q2 2024: USD 400k).', 'declining-revenue', 'business_plan')).toBe(false);
    expect(has("- CA du T2 : 290 000 € (T1 : 310 000 € ; T2 2024 : 250 000 €).", 'declining-revenue', 'business_plan')).toBe(true);
  });

  it("lets pass a figure 'autour de' and another measure between the two figures", () => {
    expect(has("Le chiffre d'affaires mensuel tourne autour de 80 M XOF et la consommation nette s'établit à 50 M XOF par mois.", 'declining-revenue', 'business_plan')).toBe(false);
    expect(has('Revenue went from USD 90k and the monthly burn to USD 60k.', 'declining-revenue', 'business_plan')).toBe(false);
    expect(has("Nos ventes sont passées de 3,1 M€ à 2,4 M€ cette année.", 'declining-revenue', 'business_plan')).toBe(true);
  });

  it("reads a month told in a note's prose after the month's revenue", () => {
    expect(has('Revenue in May: KES 4.1 million.\nApril was KES 4.6 million; rains slowed deliveries.', 'declining-revenue', 'business_plan')).toBe(true);
    expect(has("Ventes de juin : 52 M FCFA.\nMai était 47 M FCFA.", 'declining-revenue', 'business_plan')).toBe(false);
  });

  it('reads a row of months under a caption of revenue by month', () => {
    expect(has('Sales by month, USD thousand\nJan 88 | Feb 92 | Mar 95 | Apr 90 | May 84', 'declining-revenue', 'financial_statements')).toBe(true);
    expect(has("Chiffre d'affaires mensuel (M FCFA)\njanv. 40 ; févr. 44 ; mars 47", 'declining-revenue', 'financial_statements')).toBe(false);
    expect(has('Orders by month\nJan 88 | Feb 92 | Mar 95 | Apr 90 | May 84', 'declining-revenue', 'financial_statements')).toBe(false);
  });
});

describe('a founder leaving, told indirectly', () => {
  it('reads a participle after the title set off by commas', () => {
    expect(has('The board received a letter from Ms Amara Diallo, co-founder and CTO, resigning as CTO and as a director.', 'founder-departure')).toBe(true);
    expect(has("Le conseil a reçu la lettre de M. Koffi Mensah, cofondateur et directeur général, démissionnant de ses fonctions.", 'founder-departure')).toBe(true);
    expect(has('The board thanked Ms Amara Diallo, co-founder and CTO, for resigning as chair of the audit committee last year only.', 'founder-departure')).toBe(false);
  });

  it('reads a full name titled founder in a shareholding schedule', () => {
    const schedule = 'Schedule 2 - Shareholders\nKwame Boateng (Founder, CEO): 3,000,000 Ordinary\nEsi Owusu (Founder): 1,500,000 Ordinary\nSeed Fund: 2,000,000 Preferred\nPool: 1,000,000\nTotal: 7,500,000\n';
    expect(has(`${schedule}7.2 The parties acknowledge that Esi Owusu ceased to be an employee and director of the Company on 1 June 2024.`, 'founder-departure')).toBe(true);
    expect(has(`${schedule}7.2 The parties acknowledge that Ama Mensah ceased to be an employee of the Company on 1 June 2024.`, 'founder-departure')).toBe(false);
  });

  it("reads a leaving to another employer in a founders' chat", () => {
    expect(has("[WhatsApp – groupe « Fondateurs Sahel Pay »]\n[10:02] Awa : c'est fait, Ibrahima a rendu son ordinateur hier, il est parti chez une banque à Bamako.", 'founder-departure')).toBe(true);
    expect(has("[WhatsApp – groupe « Équipe ventes »]\n[10:02] Awa : Ibrahima est passé hier, il est parti chez une banque pour un rendez-vous.", 'founder-departure')).toBe(false);
  });
});

describe('the audit, told in a due-diligence answer', () => {
  it('reads an opinion said qualified as its subject and an auditor who has not started', () => {
    expect(has('Q4. Was the FY2024 opinion modified? Yes. The FY2024 audit opinion was qualified because the auditors could not verify receivables.', 'audit-opinion')).toBe(true);
    expect(has("Q3. Les comptes 2025 ont-ils été audités ? Non. Le commissaire aux comptes n'a pas encore commencé ses travaux.", 'audit-opinion')).toBe(true);
    expect(has('The external auditor has not yet started its fieldwork on the FY2025 accounts.', 'audit-opinion')).toBe(true);
  });

  it('lets pass an unmodified opinion', () => {
    expect(has('The FY2024 audit opinion was unmodified and signed on 30 April.', 'audit-opinion')).toBe(false);
    expect(has("L'opinion n'a pas été modifiée ; le commissaire aux comptes a certifié sans réserve.", 'audit-opinion')).toBe(false);
  });
});

describe('a licence pending or not', () => {
  it('lets pass a pending application denied inside the sentence and a court relief sought', () => {
    expect(has("Nous opérons sous notre propre licence et n'avons aucune demande en attente.", 'pending-licence', 'pitch_deck')).toBe(false);
    expect(has('We hold our own licence and have no application pending with the regulator.', 'pending-licence', 'pitch_deck')).toBe(false);
    expect(has('The company filed an appeal seeking a declaration that its permit covers the northern county.', 'pending-licence')).toBe(false);
  });

  it('still reads a licence awaited', () => {
    expect(has("Notre demande d'agrément est en attente auprès de la banque centrale depuis mars.", 'pending-licence', 'pitch_deck')).toBe(true);
    expect(has('We are seeking a payment service provider licence from the central bank.', 'pending-licence', 'pitch_deck')).toBe(true);
  });
});

describe('a going-concern uncertainty not identified', () => {
  it("lets pass 'have not identified a material uncertainty'", () => {
    expect(has("Conclusions relating to going concern\nWe have not identified a material uncertainty that may cast significant doubt on the Company's ability to continue as a going concern.", 'going-concern')).toBe(false);
    expect(has("Nous n'avons pas identifié d'incertitude significative sur la continuité d'exploitation.", 'going-concern')).toBe(false);
    expect(has("There is a material uncertainty that may cast significant doubt on the Company's ability to continue as a going concern.", 'going-concern')).toBe(true);
  });
});

describe("a regulator's measure told by a pronoun", () => {
  it('reads the measure in the sentence after the regulator is named', () => {
    expect(has('[Chat - "Kopa founders"]\n[08:10] Ben: BoZ letter arrived this morning. They have suspended our agent onboarding until the audit ends.', 'regulatory')).toBe(true);
    expect(has("Courrier de l'ARTCI reçu ce matin. Ils ont suspendu nos numéros courts jusqu'à nouvel ordre.", 'regulatory')).toBe(true);
  });

  it('lets pass a measure the company takes and one named with no regulator', () => {
    expect(has('Our supplier wrote this morning. They have suspended deliveries until we pay.', 'regulatory')).toBe(false);
    expect(has("Courrier de l'ARTCI reçu ce matin. Ils ont retiré leurs réserves sur notre dossier.", 'regulatory')).toBe(false);
  });
});

describe('taxes said to remain unpaid', () => {
  it('reads the tax account and a list of taxes after the unpaid state', () => {
    expect(has("Il ressort de votre compte fiscal que les montants suivants restent impayés à ce jour :\n- TVA (janvier à mars) : 12 000 000 FCFA ;", 'debt-distress')).toBe(true);
    expect(has('The following amounts remain unpaid: VAT for January, PAYE for February.', 'debt-distress')).toBe(true);
  });

  it('lets pass sums owed to the company and taxes paid', () => {
    expect(has('The following invoices remain unpaid: customer A, customer B.', 'debt-distress')).toBe(false);
    expect(has("Votre compte fiscal ne présente aucun montant impayé.", 'debt-distress')).toBe(false);
  });
});

describe('a court seized, in words cut by text recognition', () => {
  it('reads the seizing and the hearing with the spaces removed', () => {
    expect(has('En consé quence, nous avons ce jour saisi le Tri bunal de com merce de Dakar d\'une demande en paie ment.', 'litigation')).toBe(true);
    expect(has('Première au dience fixée au 14 no vembre 2025.', 'litigation')).toBe(true);
  });

  it('lets pass a court the company may seize', () => {
    expect(has('À dé faut de paie ment, nous pour rions sai sir le tri bunal.', 'litigation')).toBe(false);
    expect(has("Aucune au dience n'est fixée à ce jour.", 'litigation')).toBe(false);
  });
});
