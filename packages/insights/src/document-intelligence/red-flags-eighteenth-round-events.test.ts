/**
 * The readers changed in the eighteenth round for events stated in words: a regulator known by any of its names across
 * the continent and its measures (a direction to stop, a measure on 'your' licence, an order or formal notice), a
 * stated regulatory uncertainty (no rule covers the activity, a rule in preparation that could reclassify it, a
 * regulator's decision whose timing is unknown), a decision taken to court or a recourse pending, an instalment 'not
 * honoured' in the passive, a claim that no one else offers the product with an aside, accounts still unaudited or an
 * auditor who has not reported, a founder leaving the company named by its name, an insider named beside the owner of
 * a counterparty, and an executive who is a founder's relative. Short texts of our own, each with near-misses.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType) => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);
const has = (text: string, id: string, type: DocumentType = 'legal_docs') => flags(text, type).includes(id);

describe('a regulator by its name, and its measures', () => {
  it("reads a country's central bank and an acronym as the regulator", () => {
    expect(has('Board update. The Bank of Uganda has suspended the issuing of new wallets pending an AML review.', 'regulatory')).toBe(true);
    expect(has("Suite au contrôle sur place, la BCRG a décidé le retrait, à compter du 1er mars, de l'agrément de la société.", 'regulatory')).toBe(true);
  });

  it('reads a direction to stop and a measure addressed to the company', () => {
    expect(has('The CBK has instructed all digital lenders, including us, to stop listing defaulters with credit bureaus.', 'regulatory')).toBe(true);
    expect(has("L'ARPCE nous a demandé de cesser la vente de cartes SIM non identifiées.", 'regulatory')).toBe(true);
    expect(has('We hereby notify you of the suspension, for a period of sixty days, of your remittance licence.', 'regulatory')).toBe(true);
    expect(has("Par lettre du 4 mai, l'ODPC a adressé à la société une mise en demeure de supprimer les données collectées.", 'regulatory')).toBe(true);
    expect(has("Décision de la Commission bancaire : retrait d'agrément de la société, notifié le 9 juin.", 'regulatory')).toBe(true);
    expect(has("La Commission de protection des données (CDP) a mis la société en demeure de supprimer les fichiers de prospects.", 'regulatory')).toBe(true);
  });

  it('lets pass a commercial bank, a lifted measure, a denial and a warning of what may happen', () => {
    expect(has('Bank of Africa has suspended the undrawn balance of our working-capital line until the new guarantee is signed.', 'regulatory')).toBe(false);
    expect(has("La Banque centrale a levé le 2 juin la suspension de votre activité de change.", 'regulatory')).toBe(false);
    expect(has('The Central Bank has not directed us to stop anything; the inspection closed with no findings.', 'regulatory')).toBe(false);
    expect(has('Repeated breaches may lead to the withdrawal of your licence.', 'regulatory')).toBe(false);
    expect(has("Vu le plan de redressement exécuté, la COBAC a décidé de lever l'injonction du 3 mars.", 'regulatory')).toBe(false);
    expect(has('The Authority has withdrawn the enforcement notice it served on us in March.', 'regulatory')).toBe(false);
    expect(has('We withdrew our permit application in May and will refile under the new category.', 'regulatory')).toBe(false);
    expect(has("La mise en demeure de la CDP a été levée en avril après la mise en conformité.", 'regulatory')).toBe(false);
  });
});

describe('a stated regulatory uncertainty', () => {
  it('reads an activity no rule covers yet', () => {
    expect(has("Volet juridique : le micro-crédit entre particuliers que nous proposons n'est encadré par aucune loi à ce jour.", 'regulatory')).toBe(true);
    expect(has('Legal: no regulation yet governs crypto remittances in Ghana.', 'regulatory')).toBe(true);
  });

  it('reads a rule in preparation that could reclassify the business, and a decision whose timing is unknown', () => {
    expect(has("Le ministère nous a dit qu'un décret en cours d'élaboration pourrait soumettre nos chauffeurs au statut de salarié.", 'regulatory')).toBe(true);
    expect(has('We met the Capital Markets Authority twice in May. We do not know when or how it will rule on our licence category.', 'regulatory')).toBe(true);
  });

  it('lets pass a rule that grants, a rule that helps, and a court that will rule', () => {
    expect(has("Aucune loi n'interdit la revente d'énergie solaire entre voisins ; notre licence est en vigueur.", 'regulatory')).toBe(false);
    expect(has('Upcoming regulations could open public procurement to small suppliers like us.', 'regulatory')).toBe(false);
    expect(has('The High Court heard both parties in March. We do not know when it will rule.', 'regulatory')).toBe(false);
  });
});

describe('a decision taken to court, or a recourse pending', () => {
  it('reads a challenge before a court and a pending appeal', () => {
    expect(has("La société a attaqué l'arrêté devant le Conseil d'Etat ; l'affaire suit son cours.", 'litigation')).toBe(true);
    expect(has('Our petition against the revenue authority is still pending.', 'litigation')).toBe(true);
    expect(has("Nous avons introduit un recours contre la sanction de l'autorité.", 'litigation')).toBe(true);
  });

  it('lets pass a challenge supposed, denied or rejected, and a tender or recourse to subcontractors', () => {
    expect(has('We could challenge the assessment in court if talks fail.', 'litigation')).toBe(false);
    expect(has("Le recours a été rejeté en janvier ; la décision est définitive.", 'litigation')).toBe(false);
    expect(has("L'appel d'offres du ministère est toujours pendant.", 'litigation')).toBe(false);
    expect(has('Nous avons recours à trois transporteurs pour les livraisons.', 'litigation')).toBe(false);
  });
});

describe('an instalment not honoured, said in the passive', () => {
  it('reads the passive, singular or plural, and what could not be paid', () => {
    expect(has("La mensualité de juillet du crédit-bail n'a pas été réglée.", 'debt-distress')).toBe(true);
    expect(has("Les intérêts du second semestre n'ont pu être versés à la banque.", 'debt-distress')).toBe(true);
  });

  it('lets pass one made good since, and a supposition', () => {
    expect(has("La mensualité de juillet n'a pas été réglée à temps, mais elle a depuis été régularisée.", 'debt-distress')).toBe(false);
    expect(has("Si l'échéance de décembre n'a pas été payée, la banque pourra prononcer la déchéance.", 'debt-distress')).toBe(false);
  });
});

describe('no one else offers it, with an aside', () => {
  it('reads the claim in French and English', () => {
    expect(has("Concurrence : personne, ni au Maroc ni en Europe, ne fait ce que nous faisons pour les coopératives d'argan.", 'no-competition', 'pitch_deck')).toBe(true);
    expect(has('Landscape: nobody, in East Africa or beyond, offers pay-per-use cold rooms to fishers.', 'no-competition', 'pitch_deck')).toBe(true);
  });

  it('lets pass a near absolute, an exception named, and a verb that is no offer', () => {
    expect(has('Quasiment personne, à Dakar comme à Abidjan, ne propose ce service aux tailleurs.', 'no-competition', 'pitch_deck')).toBe(false);
    expect(has("Personne, hormis deux banques, ne propose de crédit aux commerçants du marché.", 'no-competition', 'pitch_deck')).toBe(false);
    expect(has('Nobody, in our survey, trusts cash agents after dark.', 'no-competition', 'pitch_deck')).toBe(false);
  });
});

describe('accounts still unaudited, or an auditor who has not reported', () => {
  it('reads minutes and a note', () => {
    expect(has('The 2025 accounts are still unaudited and the external auditors have yet to issue their opinion.', 'audit-opinion')).toBe(true);
    expect(has("Les commissaires aux comptes n'ont pas encore rendu leur rapport sur l'exercice 2025.", 'audit-opinion')).toBe(true);
  });

  it('lets pass an obligation, a report issued, and a supposition', () => {
    expect(has('The company shall provide accounts that remain unaudited for at most 60 days after the quarter.', 'audit-opinion')).toBe(false);
    expect(has("Le commissaire aux comptes a émis son rapport sans réserve le 30 avril.", 'audit-opinion')).toBe(false);
    expect(has('If the auditors have not issued their report by June, the lender may call an event of default.', 'audit-opinion')).toBe(false);
  });
});

describe('a founder leaving the company named by its name, or deciding to go', () => {
  it('reads the company between the verb and the date, and a decision told by a pronoun', () => {
    expect(has("Fatou (notre cofondatrice, la COO) m'a dit qu'elle quitte Sunu Agri fin juin.", 'founder-departure')).toBe(true);
    expect(has("Update: Brian told me he's leaving Mazao at the end of September. He co-founded the company with me.", 'founder-departure')).toBe(true);
    expect(has("Awa m'a écrit ce matin : elle a décidé de partir. On a monté la boîte ensemble en 2021.", 'founder-departure')).toBe(true);
  });

  it('lets pass a trip, and a past move told in a biography', () => {
    expect(has("Ali, notre cofondateur, m'a écrit qu'il quitte Bamako fin juillet en vacances.", 'founder-departure')).toBe(false);
    expect(has('Notre cofondateur Ali a quinze ans de métier. En 2018, il quitte Orange en mars pour créer la société avec moi.', 'founder-departure')).toBe(false);
    expect(has("Awa m'a écrit ce matin : elle a décidé de ne pas partir. On a monté la boîte ensemble en 2021.", 'founder-departure')).toBe(false);
  });
});

describe('an insider named beside the owner of a counterparty, and a relative in a post', () => {
  it('reads the title in apposition and a relative at an executive post', () => {
    expect(has("Le bail de l'entrepôt est signé avec Immo Kasaï SARL, contrôlée par Mme Grâce Tshala, administratrice.", 'related-party')).toBe(true);
    expect(has('Catering is supplied by Tasty Bites Ltd, which is owned by Mr Peter Mwangi, our COO.', 'related-party')).toBe(true);
    expect(has('Le directeur commercial est le gendre du président.', 'related-party')).toBe(true);
    expect(has("Our head of finance is married to the founder.", 'related-party')).toBe(true);
  });

  it("lets pass the counterparty's own officer and a denied tie", () => {
    expect(has('Catering is supplied by Tasty Bites Ltd, which is owned by Mr Peter Mwangi, its managing director.', 'related-party')).toBe(false);
    expect(has('Le bail est signé avec Immo Kasaï SARL, contrôlée par Mme Grâce Tshala, gérante de Immo Kasaï.', 'related-party')).toBe(false);
    expect(has('Our head of finance is not married to the founder and has no family tie with any director.', 'related-party')).toBe(false);
  });
});
