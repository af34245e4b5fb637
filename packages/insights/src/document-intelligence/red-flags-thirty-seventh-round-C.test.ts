/**
 * Readings of the thirty-seventh round, group C (debt distress, going concern, runway, costs above revenue):
 * - arrears told in other ways (arrears-told.ts): a tax 'of which' a part is overdue, a contraction ('hasn't been
 *   paid'), a regulator's fees left unpaid, 'un retard dans le versement des cotisations', a payment deadline past with
 *   nothing paid, 'deux mensualités de retard', instalments put off by the lender, a waiver of a ratio test;
 * - a cure that does not end the debt (debt-cure-scope.ts): a part of a schedule paid, a lawsuit settled;
 * - a going-concern doubt without the words 'going concern': directors who cannot conclude that the company will carry
 *   on, 'significant doubt whether the company can keep trading', 'continuité de l'exploitation' with its article;
 * - a runway told again by a pronoun ('It is now under 7.', runway-told-again.ts), and a raise's months that do not
 *   stand for the runway the cash gives now;
 * - a month's books in a chat: collections as a label, costs added up with '≈', 'Dépenses février', figures written
 *   bare after the first; a month's 'produits' as revenue, and a balance that 'goes down by' a figure each month.
 * Each a general way of writing, in words of our own, with the near-miss that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('arrears told in other ways', () => {
  it("reads a tax assessed 'of which' a part is overdue", () => {
    expect(flags('Taxes payable include GST of USD 820k assessed by the revenue service, of which USD 510k relates to 2022 and is overdue.', 'financial_statements')).toContain('debt-distress');
    expect(flags('Taxes payable include GST of USD 820k assessed by the revenue service, of which USD 510k relates to 2024 and is due in March.', 'financial_statements')).not.toContain('debt-distress');
  });

  it("reads a contraction: 'PAYE for June and July hasn't been paid'", () => {
    expect(flags("Update from finance: PAYE for June and July hasn't been paid yet.")).toContain('debt-distress');
    expect(flags('Update from finance: PAYE for June and July was paid on the due dates.')).not.toContain('debt-distress');
  });

  it("reads a regulator's fees that remain unpaid", () => {
    expect(flags('The Authority notes that the annual licence fees for 2022 and 2023 remain unpaid.', 'legal_docs')).toContain('debt-distress');
    expect(flags('The Authority notes that the annual licence fees for 2022 and 2023 were paid in full.', 'legal_docs')).not.toContain('debt-distress');
  });

  it("reads 'accuse un retard dans le versement des cotisations'", () => {
    expect(flags('La société accuse un retard dans le versement des cotisations sociales du premier trimestre.', 'legal_docs')).toContain('debt-distress');
    expect(flags("La société n'accuse aucun retard dans le versement des cotisations sociales.", 'legal_docs')).not.toContain('debt-distress');
  });

  it('reads a payment deadline past with nothing paid, in French and English', () => {
    expect(flags("Le délai de paiement de l'avis d'imposition a expiré le 3 mars ; aucun règlement n'est intervenu.", 'legal_docs')).toContain('debt-distress');
    expect(flags('The payment deadline for the assessment passed on 3 March and no payment has been made.', 'legal_docs')).toContain('debt-distress');
    expect(flags('The payment deadline for the assessment passed on 3 March; the amount was paid on 1 March.', 'legal_docs')).not.toContain('debt-distress');
  });

  it("reads 'trois mensualités de retard' and not a delivery late by months", () => {
    expect(flags('Sur le crédit-bail des camions, nous avons trois mensualités de retard.')).toContain('debt-distress');
    expect(flags('Le fournisseur a livré les camions avec trois mois de retard.')).not.toContain('debt-distress');
  });

  it('reads a lender agreeing to put instalments off', () => {
    expect(flags("La banque a accepté de reporter les trois prochaines mensualités du prêt d'équipement.")).toContain('debt-distress');
    expect(flags("La banque a accepté de financer l'extension de l'entrepôt.")).not.toContain('debt-distress');
  });

  it('reads a waiver of a ratio test, not a test passed', () => {
    expect(flags('The credit committee recommends a temporary waiver of the interest cover test for the June quarter.', 'financial_statements')).toContain('debt-distress');
    expect(flags('The interest cover test for the June quarter was passed with headroom.', 'financial_statements')).not.toContain('debt-distress');
  });
});

describe('a cure that does not end the debt', () => {
  it('keeps arrears when only the first instalments of a plan were paid', () => {
    expect(flags("Les cotisations d'avril et de mai n'ont pas été acquittées à leur échéance ; un échéancier a été accordé, dont les deux premières mensualités ont été réglées.", 'financial_statements')).toContain('debt-distress');
    expect(flags("Les cotisations d'avril et de mai n'ont pas été acquittées à leur échéance ; elles ont été intégralement réglées en juillet.", 'financial_statements')).not.toContain('debt-distress');
  });

  it('keeps arrears when a later line says a lawsuit was settled', () => {
    const text = 'Other payables include USD 90k of VAT for May, which fell due on 30 June. The VAT has not yet been paid to the revenue authority.\nThe claim brought by a former supplier was settled in March and the case is closed.';
    expect(flags(text, 'financial_statements')).toContain('debt-distress');
    const cured = 'Other payables include USD 90k of VAT for May, which fell due on 30 June. The VAT has not yet been paid to the revenue authority.\nThe VAT was since settled in full on 12 July.';
    expect(flags(cured, 'financial_statements')).not.toContain('debt-distress');
  });
});

describe('a going-concern doubt without its usual words', () => {
  it('reads directors who cannot conclude that the company will carry on', () => {
    expect(flags('The directors cannot at present conclude that the company will be able to meet its obligations over the coming year without new funding.')).toContain('going-concern');
    expect(flags('The directors have concluded that the company will be able to meet its obligations over the coming year.')).not.toContain('going-concern');
  });

  it("reads 'ne sont pas en mesure de conclure que la société pourra poursuivre'", () => {
    expect(flags("Les administrateurs ne sont pas en mesure de conclure que la société pourra poursuivre son activité sans nouvel apport.")).toContain('going-concern');
    expect(flags("Les administrateurs ont conclu que la société pourra poursuivre son activité sur les douze prochains mois.")).not.toContain('going-concern');
  });

  it("reads 'significant doubt whether the company can keep trading'", () => {
    expect(flags('Given the losses of the last two quarters, there is significant doubt whether the business can keep trading beyond March.')).toContain('going-concern');
    expect(flags('There is no significant doubt whether the company can keep trading beyond March.')).not.toContain('going-concern');
  });

  it("reads 'continuité de l'exploitation' with its article", () => {
    expect(flags("Le rapport de l'auditeur signale une incertitude significative sur la continuité de l'exploitation.", 'financial_statements')).toContain('going-concern');
    expect(flags("Le rapport de l'auditeur ne relève aucune incertitude sur la continuité de l'exploitation.", 'financial_statements')).not.toContain('going-concern');
  });
});

describe('a runway told again, and a raise that pays for months to come', () => {
  it("reads 'Our runway was 14 months in June. It is now under 6.'", () => {
    expect(flags('Our runway was 14 months in June. It is now under 6.')).toContain('short-runway');
    expect(flags('Our runway was 6 months in June. It is now 16.')).not.toContain('short-runway');
    expect(flags('Our runway was 14 months in June. It is now 30% shorter.')).not.toContain('short-runway');
  });

  it("does not let a raise's months stand for the runway the cash gives now", () => {
    const deck = 'Trésorerie au 31 mars : 90 M FCFA\nDépenses nettes mensuelles : 15 M FCFA\nNous levons 800 M FCFA pour financer 24 mois d\'activité.';
    expect(flags(deck, 'pitch_deck')).toContain('short-runway');
    const long = 'Trésorerie au 31 mars : 400 M FCFA\nDépenses nettes mensuelles : 15 M FCFA\nNous levons 800 M FCFA pour financer 24 mois d\'activité.';
    expect(flags(long, 'pitch_deck')).not.toContain('short-runway');
  });
});

describe("a month's books in a chat", () => {
  it("reads 'Collections' as a label and costs added up with '≈'", () => {
    const chat = '[03/10/2025, 18:01] Amina (CEO): September close\n[03/10/2025, 18:02] Amina (CEO): Collections KES 900k. Salaries + fuel + rent ≈ KES 2.6m\n[03/10/2025, 18:03] Amina (CEO): Bank balance KES 9.1m';
    expect(flags(chat)).toEqual(expect.arrayContaining(['burn-above-revenue', 'short-runway']));
    const covered = '[03/10/2025, 18:01] Amina (CEO): September close\n[03/10/2025, 18:02] Amina (CEO): Collections KES 2.9m. Salaries + fuel + rent ≈ KES 2.6m\n[03/10/2025, 18:03] Amina (CEO): Bank balance KES 9.1m';
    expect(flags(covered)).not.toContain('burn-above-revenue');
  });

  it("reads 'Dépenses mars' against 'Encaissements clients'", () => {
    const chat = '[02/04/2025 20:10] Awa : Solde du compte ce soir : 30 M FCFA.\n[02/04/2025 20:12] Awa : Dépenses mars : 11 M (salaires, carburant, loyer du dépôt). Encaissements clients : 4 M.';
    expect(flags(chat)).toEqual(expect.arrayContaining(['burn-above-revenue', 'short-runway']));
    const even = '[02/04/2025 20:10] Awa : Solde du compte ce soir : 30 M FCFA.\n[02/04/2025 20:12] Awa : Dépenses mars : 4 M (salaires, carburant, loyer du dépôt). Encaissements clients : 11 M.';
    expect(flags(even)).not.toContain('burn-above-revenue');
  });

  it('reads figures written bare after the first, thousands grouped', () => {
    const chat = '[01/05/2025, 22:00] Kofi: closed the April books\n[01/05/2025, 22:01] Kofi: sales 5,400 USD\n[01/05/2025, 22:01] Kofi: spent 14,900 all in\n[01/05/2025, 22:02] Kofi: bank has 38,000 left';
    expect(flags(chat)).toEqual(expect.arrayContaining(['burn-above-revenue', 'short-runway']));
    const covered = '[01/05/2025, 22:00] Kofi: closed the April books\n[01/05/2025, 22:01] Kofi: sales 15,400 USD\n[01/05/2025, 22:01] Kofi: spent 14,900 all in\n[01/05/2025, 22:02] Kofi: bank has 38,000 left';
    expect(flags(covered)).not.toContain('burn-above-revenue');
  });
});

describe("a month's 'produits' and a balance that goes down each month", () => {
  it("reads 'Produits d'intérêts et de frais du mois' below the net burn", () => {
    const minutes = "Situation au 30 juin :\n- Produits d'intérêts et de frais du mois de juin : 90 M Ar\n- Consommation nette de trésorerie : 130 M Ar par mois\n- Trésorerie disponible : 2 400 M Ar";
    expect(flags(minutes)).toContain('burn-above-revenue');
    const covered = "Situation au 30 juin :\n- Produits d'intérêts et de frais du mois de juin : 190 M Ar\n- Consommation nette de trésorerie : 130 M Ar par mois\n- Trésorerie disponible : 2 400 M Ar";
    expect(flags(covered)).not.toContain('burn-above-revenue');
  });

  it("reads 'each month the balance goes down by' as the burn", () => {
    expect(flags('Cash at bank is USD 300k. Each month the balance goes down by about USD 60k.')).toContain('short-runway');
    expect(flags('Cash at bank is USD 300k. Each month the balance goes down by about USD 20k.')).not.toContain('short-runway');
  });
});
