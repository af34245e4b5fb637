/**
 * Readings of the thirty-ninth round, group G (founder departure, audit opinion, regulatory, pending licence, debt distress):
 * - founder departure: a leaving told to the board by the one who leaves ('Ousman has told the board he will leave at
 *   the end of June', 'Awa a annoncé au conseil qu'elle partira fin juin'): who gives notice to the board sits on it or
 *   runs the company for it;
 * - audit opinion: the auditor's report said to carry a qualification ('notre rapport sur les comptes annuels comporte
 *   une réserve sur ce poste', 'our report on the financial statements contains a qualification'); French accounts
 *   said 'non encore audités' or 'pas encore certifiés';
 * - regulatory: a regulator's order in its own letter with its manner between commas ('you are hereby directed, with
 *   immediate effect, to stop onboarding', 'il vous est enjoint, avec effet immédiat, de suspendre');
 * - pending licence: a regulator's letter naming the application for a licence, then saying of the application alone
 *   that it remains under consideration, or that no decision will be taken until more is received;
 * - debt distress: a payment named before a long apposition of its loan and amount, then said unpaid with a bare verb
 *   'to be' ('Deux échéances du crédit de campagne, d'un montant total de 480 M Ar, sont impayées depuis le 30 septembre').
 * Each a general way of writing, in words of our own, with the near-miss that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('a leaving told to the board by the one who leaves', () => {
  const letter = (line: string) => `From: Mariam Diallo\nTo: our investors\nSubject: news before the call\n\nDear all,\n\n${line} We will share the plan for the handover next week.\n\nMariam`;
  it('reads it in English and in French', () => {
    expect(flags(letter('Kwesi has told the board he will leave at the end of June to join a bank in Accra.'), 'legal_docs')).toContain('founder-departure');
    expect(flags(letter("Awa a annoncé au conseil d'administration qu'elle partira fin juin pour rejoindre une banque à Dakar."), 'legal_docs')).toContain('founder-departure');
  });
  it("leaves the telling denied, a trip, a leaving told to no one in particular, and another company's board", () => {
    expect(flags(letter('Kwesi has not told the board he will leave at the end of June.'), 'legal_docs')).not.toContain('founder-departure');
    expect(flags(letter('Kwesi has told the board he will leave at the end of June on holiday.'), 'legal_docs')).not.toContain('founder-departure');
    expect(flags(letter('Our accountant told the board she will leave at the end of June.'), 'legal_docs')).not.toContain('founder-departure');
    expect(flags(letter('Kwesi said he will leave at the end of June for a conference.'), 'legal_docs')).not.toContain('founder-departure');
    expect(flags(letter("Awa a dit qu'elle partira fin juin en vacances."), 'legal_docs')).not.toContain('founder-departure');
    expect(flags(letter('Kofi, who runs our main supplier, has told its board he will leave at the end of June.'), 'legal_docs')).not.toContain('founder-departure');
  });
});

describe("the auditor's report said to carry a qualification", () => {
  const fr = (line: string) => `Lettre de recommandations — exercice 2025\nChiffre d'affaires : 2 400 000 TND ; charges : 2 100 000 TND.\nNous n'avons pas obtenu de réponse à nos demandes de confirmation des créances. ${line}`;
  const en = (line: string) => `Management letter — year ended 31 December 2025\nRevenue: USD 2.4m; costs: USD 2.1m.\nWe did not receive replies to our requests to confirm receivables. ${line}`;
  it('reads it in French and in English', () => {
    expect(flags(fr('En conséquence, notre rapport sur les comptes annuels comporte une réserve sur ce poste.'), 'financial_statements')).toContain('audit-opinion');
    expect(flags(en('Accordingly, our report on the financial statements contains a qualification on this balance.'), 'financial_statements')).toContain('audit-opinion');
  });
  it('leaves a report with no qualification, one that would carry it, a reserve of the balance sheet, and a qualification lifted', () => {
    expect(flags(fr('Notre rapport sur les comptes annuels ne comporte aucune réserve.'), 'financial_statements')).not.toContain('audit-opinion');
    expect(flags(fr('Si ces confirmations ne sont pas reçues, notre rapport comportera une réserve.'), 'financial_statements')).not.toContain('audit-opinion');
    expect(flags(en('If these replies are not received, our report will contain a qualification.'), 'financial_statements')).not.toContain('audit-opinion');
    expect(flags(en('Our report on the financial statements contains no qualification.'), 'financial_statements')).not.toContain('audit-opinion');
    expect(flags(fr('Notre rapport note que le bilan comporte une réserve légale de 120 000 TND.'), 'financial_statements')).not.toContain('audit-opinion');
    expect(flags(fr('Notre rapport sur les comptes 2023 comportait une réserve sur les stocks. Le motif de cette réserve n\'existe plus.'), 'financial_statements')).not.toContain('audit-opinion');
  });
  it('leaves a qualification the auditor says it lifted, and reads one it could not lift', () => {
    const lifted = (how: string) => `Notre rapport sur l'exercice 2023 comportait une réserve relative à l'inventaire des stocks. Les procédures mises en place en 2024 ${how} lever cette réserve.`;
    expect(flags(fr(lifted('nous ont permis de')), 'financial_statements')).not.toContain('audit-opinion');
    expect(flags(fr(lifted('ne nous ont pas permis de')), 'financial_statements')).toContain('audit-opinion');
    expect(flags(en('Our report on the 2023 financial statements contained a qualification on inventory. The count procedures introduced in 2024 allowed us to lift that qualification.'), 'financial_statements')).not.toContain('audit-opinion');
  });
});

describe("French accounts said 'non encore audités'", () => {
  const table = (note: string) => `# Comptes de gestion — montants en FCFA\n# ${note}\nPoste;2024;2025\nChiffre d'affaires;5 310 000 000;5 690 000 000\nRésultat d'exploitation;770 000 000;800 000 000`;
  it("reads 'non encore audités' and 'pas encore certifiés', as 'not yet audited' is read", () => {
    expect(flags(table('Comptes 2025 arrêtés par le conseil le 30 mars 2026, non encore audités.'), 'financial_statements')).toContain('audit-opinion');
    expect(flags(table('Comptes 2025 arrêtés par le conseil, pas encore certifiés.'), 'financial_statements')).toContain('audit-opinion');
    expect(flags(table('2025 accounts approved by the board on 30 March 2026, not yet audited.'), 'financial_statements')).toContain('audit-opinion');
  });
  it('leaves accounts said certified', () => {
    expect(flags(table('Comptes 2024 et 2025 certifiés sans réserve.'), 'financial_statements')).not.toContain('audit-opinion');
    expect(flags(table('2024 and 2025 accounts audited, unqualified opinion.'), 'financial_statements')).not.toContain('audit-opinion');
  });
});

describe("a regulator's order with its manner between commas", () => {
  const en = (line: string) => `CENTRAL BANK OF KENYA\nRef: BSD/2025/118\n\nThe Managing Director\nPesa Ltd\n\nDear Sir,\n\nRE: DIRECTION\n\nOur inspection found that your agents contacted borrowers' relatives. ${line}\n\nYours faithfully,\nDirector, Bank Supervision`;
  const fr = (line: string) => `BANQUE CENTRALE DES ÉTATS DE L'AFRIQUE DE L'OUEST\nDirection de la supervision\n\nMonsieur le Directeur Général,\n\nNotre inspection a relevé des manquements dans le recouvrement. ${line}\n\nVeuillez agréer nos salutations.`;
  it('reads it in English and in French', () => {
    expect(flags(en('You are hereby directed, with immediate effect, to stop onboarding new borrowers.'), 'legal_docs')).toContain('regulatory');
    expect(flags(fr("Il vous est enjoint, avec effet immédiat, de suspendre toute ouverture de comptes."), 'legal_docs')).toContain('regulatory');
  });
  it('leaves the order denied, one that may come, and one lifted', () => {
    expect(flags(en('You are not required, with immediate effect, to stop onboarding new borrowers.'), 'legal_docs')).not.toContain('regulatory');
    expect(flags(en('You may be directed, with immediate effect, to stop onboarding new borrowers.'), 'legal_docs')).not.toContain('regulatory');
    expect(flags(en('The direction of March, under which you were directed, with immediate effect, to stop onboarding, has been lifted.'), 'legal_docs')).not.toContain('regulatory');
  });
});

describe('an application said under consideration after the licence is named', () => {
  const en = (status: string) => `CENTRAL BANK\nDear Sir,\n\nWe refer to your application for a payment service provider licence received by the Bank on 14 March 2025.\n\n1. Status of application\n${status}\n\nYours faithfully,`;
  const fr = (status: string) => `AUTORITÉ DE RÉGULATION\nMonsieur le Directeur,\n\nNous nous référons à votre demande d'agrément en qualité d'établissement de paiement, reçue par nos services le 14 mars 2025.\n\n${status}\n\nVeuillez agréer nos salutations.`;
  it('reads it in English and in French', () => {
    expect(flags(en('Your application remains under consideration.'), 'legal_docs')).toContain('pending-licence');
    expect(flags(en('No decision on the licence will be taken until the information requested has been received.'), 'legal_docs')).toContain('pending-licence');
    expect(flags(fr('Votre demande demeure à l\'étude.'), 'legal_docs')).toContain('pending-licence');
    expect(flags(fr('Aucune décision ne sera prise avant la réception des pièces demandées.'), 'legal_docs')).toContain('pending-licence');
  });
  it('leaves an application granted since', () => {
    expect(flags(en('Your application remained under consideration until May, when the licence was granted.'), 'legal_docs')).not.toContain('pending-licence');
    expect(flags(fr("L'agrément vous a été accordé le 2 mai 2025."), 'legal_docs')).not.toContain('pending-licence');
  });
});

describe('a payment said unpaid by a bare verb after a long apposition', () => {
  const fr = (line: string) => `Note au comité de crédit\nChiffre d'affaires 2025 : 42 Md Ar.\n${line}`;
  const en = (line: string) => `Credit committee note\nRevenue 2025: MGA 42bn.\n${line}`;
  it('reads it in French and in English', () => {
    expect(flags(fr("Deux échéances du crédit de campagne 2025-2026, d'un montant total de 480 M Ar, sont impayées depuis le 30 septembre 2026."), 'financial_statements')).toContain('debt-distress');
    expect(flags(en('Two instalments of the seasonal credit facility granted in 2025 for the campaign, for a total of MGA 480 million, are unpaid since 30 September 2026.'), 'financial_statements')).toContain('debt-distress');
  });
  it('leaves a payment said paid, none unpaid, and arrears settled since', () => {
    expect(flags(fr("Les deux échéances du crédit de campagne 2025-2026, d'un montant total de 480 M Ar, sont payées à leur date."), 'financial_statements')).not.toContain('debt-distress');
    expect(flags(fr("Aucune des échéances du crédit de campagne 2025-2026, d'un montant total de 480 M Ar, n'est impayée."), 'financial_statements')).not.toContain('debt-distress');
    expect(flags(en('None of the instalments of the seasonal credit facility granted in 2025, for a total of MGA 480 million, is unpaid.'), 'financial_statements')).not.toContain('debt-distress');
    expect(flags(fr("Deux échéances du crédit de campagne 2024-2025, d'un montant total de 480 M Ar, étaient impayées au 30 septembre 2025 ; elles ont été réglées en totalité en octobre 2025."), 'financial_statements')).not.toContain('debt-distress');
    expect(flags(en('Two instalments of the 2024-2025 seasonal credit facility, for a total of MGA 480 million, were unpaid at 30 September 2025; they were paid in full in October 2025.'), 'financial_statements')).not.toContain('debt-distress');
  });
});
