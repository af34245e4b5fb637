/**
 * The readers changed in the eighteenth round's second pass for events stated in words: a regulator's letter that
 * orders 'you' to stop, quoted after the regulator is named; a money penalty a regulator imposes however far its name
 * stands; an application said filed with the date and the regulator between the verb and the request, a reply received
 * that grants nothing, and an application that has "been with" the regulator; an opinion 'with reservation', an audit
 * report 'not issued' or 'not available', and a report giving no opinion as a scan cuts its words; a repayment that
 * 'didn't go'; a going-concern doubt and a lender's default notice as a scan cuts their words, and minutes ('procès-ver bal') that are no lawsuit;
 * 'zéro concurrent' and a competition said non-existent; 'ils nous assignent pour ...'. Short texts of our
 * own, each with near-misses that must not flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType) => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);
const has = (text: string, id: string, type: DocumentType = 'legal_docs') => flags(text, type).includes(id);

describe("a regulator's letter ordering 'you' to stop", () => {
  it('reads the order when the regulator is named just before', () => {
    expect(has('Extract of the Central Bank of Kenya letter of 3 May: "Following the inspection, you are hereby required to cease disbursing new digital loans until further notice."', 'regulatory')).toBe(true);
    expect(has("Le courrier de la COBAC du 12 mars est ainsi rédigé. « Il vous est enjoint de suspendre toute nouvelle collecte de dépôts à compter de ce jour. »", 'regulatory')).toBe(true);
    expect(has("L'ARTCI nous a écrit le 2 juin. « Vous êtes tenus de cesser la commercialisation des terminaux non homologués. »", 'regulatory')).toBe(true);
  });

  it('leaves an order from no regulator, a hedged one, a denied one and a lifted one', () => {
    expect(has('Letter from our landlord, 3 May. You are hereby required to cease trading from the Westlands unit by 30 June.', 'regulatory')).toBe(false);
    expect(has('The Central Bank of Kenya wrote to all lenders. If the review finds gaps, you may be required to cease disbursing.', 'regulatory')).toBe(false);
    expect(has("La COBAC a répondu le 12 mars. Vous n'êtes pas tenus de suspendre la collecte de dépôts pendant l'examen.", 'regulatory')).toBe(false);
    expect(has('The Capital Markets Authority wrote on 3 May. You were directed to suspend offerings, a direction lifted on 20 May.', 'regulatory')).toBe(false);
  });
});

describe('a penalty the regulator imposes', () => {
  it('reads the penalty however far the name stands before the verb', () => {
    expect(has('The Communications Authority has found that the company sold unregistered SIM cards in three counties over 2024 and hereby imposes a penalty of KES 4,000,000.', 'regulatory')).toBe(true);
    expect(has("L'ARPT, après examen des constats de la mission de contrôle menée en avril, a infligé à la société une amende de 40 millions GNF.", 'regulatory')).toBe(true);
  });

  it('leaves a penalty that may come or was not imposed', () => {
    expect(has('Under the Act the Communications Authority may impose a penalty of up to KES 4,000,000 for unregistered SIM cards.', 'regulatory')).toBe(false);
    expect(has("L'ARPT n'a pas infligé d'amende à la société à l'issue de la mission.", 'regulatory')).toBe(false);
  });
});

describe('an application filed and not decided', () => {
  it('reads the filing with its date and regulator between the verb and the request', () => {
    expect(has("La société a déposé le 3 avril 2025 auprès de la Banque centrale une demande d'agrément en qualité d'établissement de paiement.", 'pending-licence')).toBe(true);
    expect(has("Nous avons transmis à l'ARCEP, le 9 mai, une demande de licence d'opérateur.", 'pending-licence')).toBe(true);
    expect(has("Ops chat. and the payment licence application? it's been with the regulator since March, no date given.", 'pending-licence', 'business_plan')).toBe(true);
  });

  it('reads the wait through a reply received that grants nothing, and ends it at a grant', () => {
    expect(has("La société a déposé le 3 avril une demande d'agrément auprès de la BCEAO. La réponse reçue le 2 mai indique que le dossier est complet.", 'pending-licence')).toBe(true);
    expect(has("La société a déposé le 3 avril une demande d'agrément auprès de la BCEAO. L'agrément a été accordé le 2 septembre.", 'pending-licence')).toBe(false);
    expect(has("Nous avions envisagé de déposer une demande d'agrément, avant d'y renoncer.", 'pending-licence')).toBe(false);
  });
});

describe('an opinion modified or not yet given', () => {
  it('reads an opinion with reservation, a report not issued or not available, and a disclaimer cut by a scan', () => {
    expect(has('FY2024 accounts: audited, opinion "with reservations" on inventory counts.', 'audit-opinion', 'financial_statements')).toBe(true);
    expect(has('FY2025 accounts: draft only. Audit report not yet issued.', 'audit-opinion', 'financial_statements')).toBe(true);
    expect(has('The auditors start in January, so no audit report is available for 2025.', 'audit-opinion', 'financial_statements')).toBe(true);
    expect(has("Aucun rapport d'audit n'est disponible pour l'exercice 2025.", 'audit-opinion', 'financial_statements')).toBe(true);
    expect(has("RAPPORT DE L'AUDITEUR. Impos sibilité d'expri mer une opi nion sur les comptes 2024.", 'audit-opinion', 'financial_statements')).toBe(true);
  });

  it('leaves a clean opinion, an issued report and a hypothetical one', () => {
    expect(has('FY2024 accounts: audited, opinion without reservation.', 'audit-opinion', 'financial_statements')).toBe(false);
    expect(has('The audit report for 2024 was issued in March with a clean opinion.', 'audit-opinion', 'financial_statements')).toBe(false);
    expect(has('If no audit report is available by June, the bank will ask for management accounts.', 'audit-opinion', 'financial_statements')).toBe(false);
  });
});

describe("a repayment that didn't go", () => {
  it('reads the payment not gone out, in a chat and in French', () => {
    expect(has("Chat. Ama: the March instalment to Ecobank didn't go through, GHS 80k. they called again today", 'debt-distress', 'business_plan')).toBe(true);
    expect(has("Le prélèvement de l'échéance d'août n'est pas passé, la banque nous a appelés.", 'debt-distress', 'business_plan')).toBe(true);
  });

  it('leaves a rate that did not go up and a payment that went through', () => {
    expect(has("The interest rate on the loan didn't go up this year, and every instalment was paid on time.", 'debt-distress', 'business_plan')).toBe(false);
    expect(has("L'échéance d'août est bien passée le 5, comme prévu.", 'debt-distress', 'business_plan')).toBe(false);
  });
});

describe('no competition in a word, and a summons in a chat', () => {
  it("reads 'zéro concurrent' and a competition said non-existent", () => {
    expect(has('Concurrence\nZéro concurrent dans notre segment', 'no-competition', 'pitch_deck')).toBe(true);
    expect(has('Competition is non-existent in rural Mali.', 'no-competition', 'pitch_deck')).toBe(true);
    expect(has('Concurrence : quatre concurrents, dont Wave et Orange Money.', 'no-competition', 'pitch_deck')).toBe(false);
  });

  it("reads 'ils nous assignent pour ...', not targets assigned", () => {
    expect(has('[10:02] Awa: le fournisseur nous assigne pour non-paiement de 12 M FCFA, audience en novembre', 'litigation')).toBe(true);
    expect(has('[10:02] Awa: le siège nous assigne des objectifs trimestriels de ventes', 'litigation')).toBe(false);
  });
});

describe("a lender's default notice cut by a scan", () => {
  it('reads instalments left unpaid and the term ended, the words cut', () => {
    expect(has('Malgré nos re lances, les échéan ces de mars et avril demeu rent impa yées.', 'debt-distress')).toBe(true);
    expect(has('En consé quence, nous pro non çons la dé chéance du terme du prêt.', 'debt-distress')).toBe(true);
  });

  it('leaves a default clause and a denied default', () => {
    expect(has('En cas de dé faut de paie ment, la banque pourra exiger le remboursement.', 'debt-distress')).toBe(false);
    expect(has("Aucun dé faut de paie ment n'a été constaté sur l'exercice.", 'debt-distress')).toBe(false);
  });
});

describe('a going-concern doubt cut by a scan', () => {
  it('reads the doubt with its words cut, in French and English', () => {
    expect(has("PROCÈS-VER BAL DU CON SEIL. Le Con seil estime qu'il exis te un dou te impor tant sur la capa cité de la so ciété à pour sui vre son exploi ta tion.", 'going-concern')).toBe(true);
    expect(has("The direc tors note a signi ficant doubt about the Com pany's abi lity to con tinue as a going con cern.", 'going-concern', 'financial_statements')).toBe(true);
  });

  it('leaves a denied or hedged doubt, and reads no lawsuit in cut minutes', () => {
    expect(has("Le Con seil estime qu'il n'exis te pas de dou te impor tant sur la capa cité de la so ciété à pour sui vre son exploi ta tion.", 'going-concern')).toBe(false);
    expect(has('EXTRAIT DU PROCÈS-VER BAL DU CON SEIL \u2014 séance du 3 mars. Le Conseil approuve les comptes.', 'litigation')).toBe(false);
  });
});
