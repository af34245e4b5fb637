/**
 * Readings of the thirty-seventh round, group G (regulatory, pending licence, related party, litigation, no
 * competition, missing financials). Regulatory: a suspension said still in force after it was told; a regulator that
 * directed the company not to do something; an asset stopped by a regulator's decision; a fine stated payable with a
 * regulator named; a rule in preparation whose content or reach is said not known; a regulator's letter summed up as a
 * bare measure; 'nobody can tell us what licence'; more regulators' acronyms; and, for precision, a regulator that
 * 'withdrew its notice' lifts its own measure. Pending licence: a file sent to a
 * regulator and no date for its decision; 'waiting for its decision', 'still examining the file', 'nous attendons la
 * décision'; 'waiting for the licence to be issued'; 'sous réserve de l'autorisation sollicitée'. Related party: a
 * relative's company by a possessive with the relative's name; the counterparty's owners then their tie to the CEO; an
 * insider by role as the counterparty's owner; the owner a relative of a titled person; a member who sits out the vote;
 * 'he's my brother' after a supplier is named. Litigation: numbered items run together read one by one; a later
 * sentence on another matter does not close the case; the company as defendant in an action 'intentée'; a recourse
 * 'toujours pendant'; a case named as the exception before a denial. No competition: 'Who else does this?' 'Nobody.';
 * 'Concurrents directs : aucun'; a customer's plan is no intention. Missing financials: a market's spending and the
 * basket of the customers' own buyers are not the company's figures. Texts in our own words, each with its near-miss.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);

describe('regulatory: a measure told by its standing, its order or its decision', () => {
  it('reads a suspension said still in force after the suspended onboarding, and not one said lifted', () => {
    expect(flags('On 2 June 2025 the SRA suspended the onboarding of new insurance customers pending a review of our claims handling. The suspension is still in force today.', 'legal_docs')).toContain('regulatory');
    expect(flags('Les ventes aux écoles ont cessé en mars, le ministère de l\'Éducation ayant suspendu l\'agrément de notre plateforme jusqu\'à sa mise en conformité. Cette suspension reste en vigueur à ce jour.', 'legal_docs')).toContain('regulatory');
    expect(flags('Dividend payments were suspended by the board in 2024 to preserve cash. The suspension remains in force this year.', 'legal_docs')).not.toContain('regulatory');
  });

  it('reads a regulator directing the company not to act, and not one that may', () => {
    expect(flags('The board noted the letter of the Central Bank dated 4 May directing the company not to open any new agent outlets until its inspection is complete.')).toContain('regulatory');
    expect(flags('The board noted that the Central Bank could direct payment firms not to open new agent outlets next year.')).not.toContain('regulatory');
  });

  it('reads an asset stopped by a regulator\'s decision, and not one put back in service', () => {
    expect(flags('Le camion n° 4 est immobilisé sur décision de l\'Agence régionale de santé depuis le 2 avril, dans l\'attente d\'un contrôle.', 'legal_docs')).toContain('regulatory');
    expect(flags('Le camion n° 4, immobilisé sur décision de l\'Agence régionale de santé en avril, a été remis en service le 2 mai.', 'legal_docs')).not.toContain('regulatory');
  });

  it('reads a fine stated payable with a regulator named before it, and not a contract\'s fine', () => {
    expect(flags('The Authority has completed its review of our dispensing records.\n(a) Deliveries of controlled medicines shall be logged by hand.\n(b) A fine of TZS 12,000,000 is payable within 21 days.', 'legal_docs')).toContain('regulatory');
    expect(flags('Under the supply agreement, a fine of TZS 500,000 is payable by the supplier for every late delivery.', 'legal_docs')).not.toContain('regulatory');
  });

  it('reads a draft rule whose reach is said not known, and not one whose reach is known', () => {
    expect(flags('The central bank published draft rules on merchant aggregators in March. Our counsel cannot tell us whether our wallet falls inside them.')).toContain('regulatory');
    expect(flags('La Banque centrale prépare une circulaire sur les frais des portefeuilles mobiles. Ni son contenu ni sa date de publication ne sont connus.')).toContain('regulatory');
    expect(flags('The central bank published draft rules on merchant aggregators in March. They exempt firms that never hold client funds, as we never do.')).not.toContain('regulatory');
  });

  it('reads a regulator\'s letter summed up as a bare ban, a licence nobody can name, and a regulator by its acronym', () => {
    expect(flags('Résumé du courrier de la COBAC reçu hier : interdiction d\'accorder tout nouveau crédit à compter du 1er juin.')).toContain('regulatory');
    expect(flags('Résumé du courrier du client reçu hier : interdiction de livrer le samedi à compter du 1er juin.')).not.toContain('regulatory');
    expect(flags('The freeze ended in May, but nobody can tell us yet what kind of licence a platform like ours will need.')).toContain('regulatory');
    expect(flags('The freeze ended in May, and our lawyer has told us exactly which licence a platform like ours needs.')).not.toContain('regulatory');
    expect(flags('We also note that EWURA has suspended the retail and wholesale fuel licence of the Mbeya depot pending a fire-safety audit.', 'legal_docs')).toContain('regulatory');
  });
});

describe('regulatory: a regulator withdrawing its own notice lifts it', () => {
  it("does not read 'withdrew its notice' as a measure, and still reads 'withdrew its operating licence'", () => {
    expect(flags('The Authority found faulty wiring at the site in October. The company fixed it, and the Authority withdrew its notice on 11 November 2024.', 'legal_docs')).not.toContain('regulatory');
    expect(flags('The Authority withdrew its operating licence from the company on 11 November 2024.', 'legal_docs')).toContain('regulatory');
  });
});

describe('pending licence: an application and its decision still to come', () => {
  it('reads a file sent to the regulator and no date for a decision, and not a file since granted', () => {
    expect(flags('Our e-money file went to the BCEAO on 3 March 2025. They asked for more detail in June. We have no date for a decision.')).toContain('pending-licence');
    expect(flags('Our e-money file went to the BCEAO on 3 March 2025. The licence was granted in June. We have no date for a decision on the new branch lease.')).not.toContain('pending-licence');
  });

  it("reads 'waiting for its decision', 'still examining the file' and 'nous attendons la décision'", () => {
    expect(flags('We applied in February to the Pharmacy Board for a wholesale permit. The Board visited our store in April and we are waiting for its decision.', 'pitch_deck')).toContain('pending-licence');
    expect(flags('Operating licence: dossier submitted to the Ministry of Transport on 2 May 2025\nThe Ministry\'s licensing unit is still examining the file', 'pitch_deck')).toContain('pending-licence');
    expect(flags('Le projet est soumis à autorisation environnementale : l\'étude d\'impact a été déposée en mars auprès de la direction de l\'environnement, et nous attendons la décision. Les travaux ne commenceront qu\'une fois l\'autorisation obtenue.')).toContain('pending-licence');
    expect(flags('We applied in February to the Pharmacy Board for a wholesale permit. The Board granted the permit in April.', 'pitch_deck')).not.toContain('pending-licence');
  });

  it("reads 'waiting for the licence to be issued' and the permit the applicant asked for, not a permit held", () => {
    expect(flags('Applied to the roads authority in March. Still waiting for the licence to be issued.')).toContain('pending-licence');
    expect(flags('Les deux bateaux seront livrés en octobre, sous réserve de l\'autorisation sollicitée.')).toContain('pending-licence');
    expect(flags('Les deux bateaux seront livrés en octobre, sous réserve de l\'autorisation obtenue en mars.')).not.toContain('pending-licence');
  });
});

describe('related party: the tie told by a possessive, an apposition, a role, a title or a vote', () => {
  it("reads a relative's company named with the relative's name, and not a relative's company joined as a career", () => {
    expect(flags('[10:02] Amani: the trucks all come from Ruvu Hauliers. [10:03] Amani: Ruvu Hauliers is my sister Neema\'s company, better we disclose it')).toContain('related-party');
    expect(flags('Our COO left in May to join his sister Neema\'s company in Arusha.')).not.toContain('related-party');
  });

  it('reads a question answered by the relative\'s part, and not one answered no', () => {
    expect(flags('[11:01] Zawadi: the packaging bill is KES 4m. that\'s Wanjiru\'s firm no? your wife\'s\n[11:02] Otieno: she\'s the shareholder, not me. prices are market')).toContain('related-party');
    expect(flags('[11:01] Zawadi: the packaging bill is KES 4m. that\'s Wanjiru\'s firm no? your wife\'s\n[11:02] Otieno: no, Wanjiru sold it two years ago to a Dubai group')).not.toContain('related-party');
  });

  it("reads the counterparty's owners named then tied to the CEO, and not owners tied to no insider", () => {
    expect(flags('Our depot is leased from the Moyo Family Trust. The trustees of the Moyo Family Trust are Mr Tendai Moyo and Mrs Rudo Moyo, the parents of our CEO, Farai Moyo.')).toContain('related-party');
    expect(flags('Our depot is leased from the Moyo Family Trust. The trustees of the Moyo Family Trust are Mr Tendai Moyo and Mrs Rudo Moyo, the parents of a former driver.')).not.toContain('related-party');
  });

  it('reads an insider by role as the owner, a titled relative and a member who sits out the vote', () => {
    expect(flags('Bail du dépôt de Kaloum conclu avec la SCI Diallo Frères, dont le président du conseil d\'administration, M. Mamadou Diallo, est l\'associé gérant (loyers 2024 : 300 M GNF).', 'legal_docs')).toContain('related-party');
    expect(flags('Bail du dépôt de Kaloum conclu avec la SCI Diallo Frères, dont le gérant est M. Mamadou Diallo.', 'legal_docs')).not.toContain('related-party');
    expect(flags('Contrat de maintenance conclu avec Kasai Tech SARL, dont l\'associée unique est l\'épouse du Dr Mukendi (honoraires 2024 : 40 k€).', 'legal_docs')).toContain('related-party');
    expect(flags('Contrat de maintenance conclu avec Kasai Tech SARL, dont l\'associée unique est Mme Mukendi (honoraires 2024 : 40 k€).', 'legal_docs')).not.toContain('related-party');
    expect(flags('Le conseil autorise le bail. Mme Aminata Sow, dont l\'époux est l\'associé gérant de la SCI, ne prend pas part au vote.', 'legal_docs')).toContain('related-party');
    expect(flags('Mme Aminata Sow, dont l\'époux dirige une boulangerie à Thiès, rejoint l\'équipe commerciale.', 'legal_docs')).not.toContain('related-party');
  });

  it("reads 'he's my brother' after a supplier is named, and not with no dealing named", () => {
    expect(flags('[09:10] Lulu: Welding subcontractor line: Kofi\'s workshop, GHS 300k in 2024.\n[09:12] Ama: put it in. they\'ll find out he\'s my brother anyway')).toContain('related-party');
    expect(flags('[09:10] Lulu: Our new head of design is Kofi, he starts Monday.\n[09:12] Ama: great hire. he\'s my brother, by the way')).not.toContain('related-party');
  });
});

describe('litigation: a live case told in items, recitals, recourses and exceptions', () => {
  it('reads a live case beside a settled one in run-together items, and not two settled ones', () => {
    expect(flags('4. Disputes 4.1 Claim by a former distributor before the Lagos High Court for NGN 90m - hearing adjourned to 3 March 2026 4.2 Claim by a former driver - settled May 2024', 'legal_docs')).toContain('litigation');
    expect(flags('4. Disputes 4.1 Claim by a former distributor before the Lagos High Court for NGN 90m - settled June 2025 4.2 Claim by a former driver - settled May 2024', 'legal_docs')).not.toContain('litigation');
  });

  it('does not let a later sentence that opens on another matter close the case, but a later one on the case does', () => {
    expect(flags("L'action en paiement engagée par Sangha Transit devant le tribunal de commerce de Brazzaville a été renvoyée au 12 mars. S'agissant du redressement fiscal de 2023, l'administration a abandonné les rappels ; ce dossier est clos.", 'legal_docs')).toContain('litigation');
    expect(flags("L'action en paiement engagée par Sangha Transit devant le tribunal de commerce de Brazzaville a été renvoyée au 12 mars. Cette action a été retirée le 2 avril.", 'legal_docs')).not.toContain('litigation');
  });

  it('reads the company as defendant in an action brought, and not one dismissed', () => {
    expect(flags('Attendu que la société est défenderesse dans l\'action intentée le 2 mai 2025 par Fret Atlantique SA, laquelle réclame 300 000 €, et que cette instance est toujours pendante ;', 'legal_docs')).toContain('litigation');
    expect(flags('La société était défenderesse dans l\'action intentée en 2022 par Fret Atlantique SA ; cette action a été rejetée et le jugement est devenu définitif.', 'legal_docs')).not.toContain('litigation');
  });

  it("reads a recourse 'toujours pendant', and not one rejected", () => {
    expect(flags('Ce recours, toujours pendant, ne suspend pas l\'exécution de la décision.', 'legal_docs')).toContain('litigation');
    expect(flags('Ce recours a été rejeté en mars et n\'a plus d\'effet.', 'legal_docs')).not.toContain('litigation');
  });

  it("reads a case named as the exception before a denial, and not 'sauf erreur'", () => {
    expect(flags("La Société déclare qu'à l'exception de l'action engagée contre elle par Kora Distribution devant le tribunal de commerce de Bamako, aucune procédure judiciaire n'est pendante à son encontre.", 'legal_docs')).toContain('litigation');
    expect(flags("La Société déclare que, sauf erreur de sa part, aucune procédure judiciaire n'est pendante à son encontre.", 'legal_docs')).not.toContain('litigation');
  });
});

describe('no competition: the claim as an answer, a form and a plan', () => {
  it("reads 'Who else does this?' answered 'Nobody.', and not an answer that names one", () => {
    expect(flags('Who else does this?\nNobody. Between the two towns there is no cold room for rent.', 'pitch_deck')).toContain('no-competition');
    expect(flags('Who else does this?\nNobody, except the two ice factories by the harbour.', 'pitch_deck')).not.toContain('no-competition');
  });

  it("reads 'Concurrents directs : aucun', and not rivals listed", () => {
    expect(flags('Slide 6 — Concurrence\nConcurrents directs : aucun.', 'pitch_deck')).toContain('no-competition');
    expect(flags('Slide 6 — Concurrence\nConcurrents directs : Wave et Orange Money.', 'pitch_deck')).not.toContain('no-competition');
  });

  it("reads a claim about a customer's plan as stated, and not rivals on the same plan", () => {
    expect(flags('No one else in Malawi is selling fridges on a pay-weekly plan to shops.', 'pitch_deck')).toContain('no-competition');
    expect(flags('Two firms in Malawi already sell fridges on a pay-weekly plan to shops.', 'pitch_deck')).not.toContain('no-competition');
  });
});

describe("missing financials: figures that are not the company's", () => {
  it("flags a deck whose only amount is a market's spending, and not one stating its own costs", () => {
    const deck = (line: string) => `KLINIK NET — Seed 2025\nSlide 2 — Traction: 14 partner pharmacies, 6,000 registered patients.\nSlide 3 — Market\n${line}\nSlide 4 — Team: three founders.`;
    expect(flags(deck('Private health spending in Senegal is estimated at USD 1.4 billion; the market grows 9% a year.'), 'pitch_deck')).toContain('missing-financials');
    expect(flags(deck('Our operating costs are estimated at USD 1.4 million for 2025.'), 'pitch_deck')).not.toContain('missing-financials');
  });

  it("flags a deck whose only amount is the basket of its customers' buyers, and not its own customers' basket", () => {
    const deck = (line: string) => `RAPIDO — Seed 2025\nTraction: 900 couriers, 30,000 deliveries a month.\n${line}\nTeam: two founders.`;
    expect(flags(deck('200 online shops as clients; panier moyen de leurs acheteurs : 12 000 FCFA'), 'pitch_deck')).toContain('missing-financials');
    expect(flags(deck('200 online shops as clients; panier moyen de nos clients : 12 000 FCFA'), 'pitch_deck')).not.toContain('missing-financials');
  });
});
