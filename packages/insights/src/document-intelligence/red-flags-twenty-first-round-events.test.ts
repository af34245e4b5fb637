/**
 * The readers changed in the twenty-first round for events (debt, regulators, permits, audit, going concern, disputes,
 * missing figures): a scan that sets words two spaces apart and cuts them with one; a modified opinion and a going-concern
 * note as a scan cuts their words; debt distress said by a covenant with a long name, a waiver not obtained, a loan called
 * early, penalties still running and a French 'ne ... pas payées'; a rate of unpaid instalments that is a loan book's; a
 * regulator's measure after an inserted clause, relayed as 'we have to stop', or a question it has not ruled on; a rule
 * not settled and a French indirect question after 'nous ne savons pas aujourd'hui'; a permit applied for and its
 * decision said awaited a line later; a certificate on file; a settlement signed; a court named as a registry; a
 * numbered heading on its own line; recurring revenue under a caption with its unit. Short texts of our own, with near misses.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';
import { ocrSpacedWordsJoined } from './ocr-spaced-words';
import { splitSentences } from '../text/sentences';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType) => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);
const has = (text: string, id: string, type: DocumentType = 'business_plan') => flags(text, type).includes(id);

describe('a scan that sets words two spaces apart and cuts them with one', () => {
  const scanned = 'RAP PORT  DE  GES TION  —  exer cice  2 0 2 5\nLes  cotisa tions  so ciales  de  mars  et  avril  n\'ont  pas  été  rever sées ;  des  arrié rés  de  TVA  s\'ajou tent  pour  4 8  millions  FCFA .\nLe  chif fre  d\'affai res  atteint  9 1 2  millions  FCFA  ( 2 0 2 4  :  8 4 0  millions ) .';

  it('closes the cuts and reads the words and figures whole', () => {
    const joined = ocrSpacedWordsJoined(scanned);
    expect(joined).toContain('cotisations sociales');
    expect(joined).toContain('912 millions FCFA (2024 : 840 millions)');
    expect(has(scanned, 'debt-distress', 'financial_statements')).toBe(true);
    expect(has(scanned, 'missing-financials', 'financial_statements')).toBe(false);
  });

  it('leaves a typed text, and a table set in columns, as they are', () => {
    const typed = 'Revenue  grew in 2025.  We hired two engineers.\nRevenue            1 200        1 050\nCost of sales        700          640';
    expect(ocrSpacedWordsJoined(typed)).toBe(typed);
  });
});

describe('a modified opinion and a going-concern note as a scan cuts their words', () => {
  it('reads the headings with their spaces removed', () => {
    expect(has('INDEPENDENT AUDITOR\'S REPORT\nQua lified Opi nion\nWe au dited the accounts of Kijani Solar Ltd.', 'audit-opinion', 'financial_statements')).toBe(true);
    expect(has('RAPPORT DU COMMISSAIRE AUX COMPTES\nOpi nion avec ré serve\nNous avons au dité les comptes de la société.', 'audit-opinion', 'financial_statements')).toBe(true);
    expect(has('AUDITOR\'S REPORT\nMate rial Uncer tainty Re lating to Going Con cern\nWe draw attention to Note 3.', 'going-concern', 'financial_statements')).toBe(true);
    expect(has('RAPPORT\nIncer titude signi fica tive liée à la conti nuité d\'exploi tation\nNous attirons votre attention sur la note 2.', 'going-concern', 'financial_statements')).toBe(true);
  });

  it('lets pass an unqualified opinion cut the same way, and one given without reservation', () => {
    expect(has('AUDITOR\'S REPORT\nUnqua lified Opi nion\nWe au dited the accounts of Kijani Solar Ltd.', 'audit-opinion', 'financial_statements')).toBe(false);
    expect(has('RAPPORT\nNous certifions sans ré serve que les comptes sont réguliers.', 'audit-opinion', 'financial_statements')).toBe(false);
  });

  it('reads accounts not yet put before the auditor as unaudited, not those already audited', () => {
    expect(has('Projet : comptes établis par la direction, pas encore transmis au commissaire aux comptes.', 'audit-opinion', 'financial_statements')).toBe(true);
    expect(has('Draft: the 2025 accounts have not yet been submitted to the auditors.', 'audit-opinion', 'financial_statements')).toBe(true);
    expect(has('The 2025 accounts were submitted to the auditors in March and signed off in April.', 'audit-opinion', 'financial_statements')).toBe(false);
  });
});

describe('debt distress in the words lenders and boards use', () => {
  it('reads a covenant named at length, a waiver not obtained and a loan called early', () => {
    expect(has('At year end the group breached the minimum debt service coverage covenant of its bank facility.', 'debt-distress')).toBe(true);
    expect(has('The bank has not waived the breach and we are in talks.', 'debt-distress')).toBe(true);
    expect(has('Faute de renonciation, le crédit de 2 milliards est devenu exigible par anticipation.', 'debt-distress')).toBe(true);
    expect(has('Following the breach, the term loan became repayable on demand.', 'debt-distress')).toBe(true);
  });

  it("reads a ratio missed at a date, penalties still running and 'ne ... pas payées'", () => {
    expect(has("La société n'a pas respecté à fin juin le ratio de couverture prévu au contrat de prêt.", 'debt-distress')).toBe(true);
    expect(has('We owe VAT for the last two quarters and penalties continue to accrue.', 'debt-distress')).toBe(true);
    expect(has("Les mensualités de juin du crédit-bail ne sont toujours pas réglées.", 'debt-distress')).toBe(true);
  });

  it('lets pass a waiver granted, a loan repayable on demand by its terms, a payment made and a rate of unpaid instalments', () => {
    expect(has('The bank waived the covenant test for the quarter; no breach occurred.', 'debt-distress')).toBe(false);
    expect(has('The overdraft is repayable on demand, as overdrafts are, and was never drawn.', 'debt-distress')).toBe(false);
    expect(has('Les mensualités de juin du crédit-bail ont été réglées à bonne date.', 'debt-distress')).toBe(false);
    expect(has("Taux d'impayés de 4 % sur le portefeuille de nos clients, couvert par le blocage à distance.", 'debt-distress')).toBe(false);
    expect(has("Le contrat de prêt comporte une clause d'exigibilité anticipée, usuelle pour ce type de crédit.", 'debt-distress', 'legal_docs')).toBe(false);
  });
});

describe("a regulator's measure and its uncertainty", () => {
  it('reads a suspension after an inserted clause, in French and English', () => {
    expect(has("Le président indique que l'ARTCI a, par courrier du 4 mars, suspendu pour deux mois notre autorisation d'émettre des SMS.", 'regulatory', 'legal_docs')).toBe(true);
    expect(has('The chair reported that the Communications Authority has, by a letter dated 4 March, suspended our licence for two months.', 'regulatory', 'legal_docs')).toBe(true);
    expect(has("Le président indique que la société a, par prudence, suspendu sa campagne d'envoi de SMS.", 'regulatory', 'legal_docs')).toBe(false);
  });

  it("reads an order relayed as 'we have to stop', a regulator named just before", () => {
    expect(has('Letter from the Central Bank this morning.\nWe have to stop opening new wallets until their audit is finished.', 'regulatory')).toBe(true);
    expect(has("Courrier de la BCEAO ce matin.\nNous devons suspendre l'ouverture de comptes jusqu'à la fin du contrôle.", 'regulatory')).toBe(true);
    expect(has('Our KYC vendor is migrating.\nWe have to stop opening new wallets until the new system is live.', 'regulatory')).toBe(false);
    expect(has('The Central Bank raised its policy rate again.\nWe must pause hiring until the spring.', 'regulatory')).toBe(false);
  });

  it('reads a regulator that has not ruled on a question the slide asks', () => {
    expect(has("Cadre réglementaire\nL'ARCEP n'a pas encore tranché :\nnotre service de messagerie est-il\nun service de télécommunications ?", 'regulatory', 'pitch_deck')).toBe(true);
    expect(has('Regulation\nThe Authority has not yet decided: are we a deposit-taker or a payment provider?', 'regulatory', 'pitch_deck')).toBe(true);
    expect(has("Cadre réglementaire\nL'ARCEP a tranché en 2024 :\nnotre service relève du régime déclaratif.", 'regulatory', 'pitch_deck')).toBe(false);
    expect(has('The Central Bank has not yet decided on its next rate move.\nShould we fix our loan rate now?', 'regulatory')).toBe(false);
  });

  it("reads rules not settled, and a French indirect question after 'aujourd'hui'", () => {
    expect(has('The regulations that govern our product are not settled yet.', 'regulatory')).toBe(true);
    expect(has("Nous ne savons pas aujourd'hui si notre activité exigera un agrément de la banque centrale.", 'regulatory')).toBe(true);
    expect(has('We cannot say yet which licence the ministry will require of us.', 'regulatory')).toBe(true);
    expect(has("Nous savons aujourd'hui que notre activité n'exige aucun agrément.", 'regulatory')).toBe(false);
  });
});

describe('a permit applied for and its decision awaited a line later', () => {
  it('reads the application and the wait across lines and sentences', () => {
    expect(has("Réglementation\nDemande d'agrément d'intermédiaire en assurance\ndéposée auprès de la CIMA en janvier 2026\nen attente de décision", 'pending-licence', 'pitch_deck')).toBe(true);
    expect(has('We applied to the Insurance Regulatory Authority in March 2026 for a broker licence. Its review is ongoing.', 'pending-licence')).toBe(true);
    expect(has('The product needs a pharmacy board registration; the registration certificates have not been issued.', 'pending-licence')).toBe(true);
  });

  it('lets pass a permit granted since, a question that asks for the permits, and a certificate on file', () => {
    expect(has('We applied to the Insurance Regulatory Authority in March 2025 for a broker licence. The licence was granted in June. No decision is awaited on any other file.', 'pending-licence')).toBe(false);
    expect(has('1.2 List every licence held or applied for.\nResponse: see the register in annex 4; the review of one file is ongoing.', 'pending-licence', 'legal_docs')).toBe(false);
    expect(has('The operating licence was granted on 2 March; the certificate has been filed with the company secretary.', 'pending-licence', 'legal_docs')).toBe(false);
    expect(has('We sent the board our request for approval of the 2026 budget.\nDecision expected at the June meeting.', 'pending-licence')).toBe(false);
  });
});

describe('disputes that are over or not disputes', () => {
  it('lets pass a settlement signed, a notice of withdrawal and a court named as a registry', () => {
    expect(has('Good news: the distributor signed the settlement on Friday and its counsel filed a notice of withdrawal with the court.', 'litigation')).toBe(false);
    expect(has('Statuts : déposés au greffe du tribunal de commerce de Dakar le 3 mai 2025.', 'litigation', 'legal_docs')).toBe(false);
    expect(has("La société est en litige avec son ancien bailleur devant le tribunal de commerce de Dakar.", 'litigation', 'legal_docs')).toBe(true);
  });

  it('reads a numbered heading as its own line, not the end of the line above', () => {
    const lines = splitSentences('02.4 Board minutes for the last three years ........ complete and on file\n03 Litigation\n03.1 Counsel letter ........ no proceedings pending');
    expect(lines).toContain('03 Litigation');
    expect(has('Data room index\n02.4 Board minutes for the last three years ........ complete and on file\n03 Litigation\n03.1 Counsel letter ........ no proceedings pending', 'litigation', 'legal_docs')).toBe(false);
  });
});

describe('recurring revenue under a caption with its unit', () => {
  it('counts an ARR table as revenue figures', () => {
    const plan = "Plan 2026-2028 — Logiciel de réservation\nTableau 1 — Revenu annuel récurrent, en milliers de dinars\n                     2025    2026\nAbonnements           310     900\nARR total             310     900\nHypothèses : ouverture de Sousse en 2026.";
    expect(has(plan, 'missing-financials')).toBe(false);
    expect(has("Plan 2026-2028 — Logiciel de réservation\nHypothèses : ouverture de Sousse en 2026.\nÉquipe : deux fondateurs et trois développeurs.", 'missing-financials')).toBe(true);
  });
});
