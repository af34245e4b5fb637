/**
 * The readers of people, ownership and regulators changed in the seventeenth round (b): an audit opinion not given or
 * qualified with an aside, and said in a legal document; a regulator's measure as a noun or by a ministry, a draft rule
 * whose content is unknown, a decree relayed with its measure; a permit's checklist line awaiting a decision, and an
 * acknowledgement of receipt that grants nothing; a missed instalment said colloquially; a resignation announced; a
 * founder's leaving told without a title; a relative of an insider who runs the counterparty, an insider's current
 * account advance, an owner named elsewhere as an insider; a leaver's buy-back forgone; stakes given as a level, a
 * table's notes column, a dash for an empty cell, a name aside; an investor stating its stake in a chat; instruments
 * left out of a table and versions that do not match. Short texts in words other than the development set's, each with
 * a near-miss that must stay clean.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'legal_docs') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);

describe('an audit opinion qualified or not given, and said in a legal document', () => {
  it('reads a qualified opinion with an aside, and an opinion the auditor cannot issue', () => {
    expect(flags('Our report on the 2024 accounts carries a qualified ("except for") opinion on receivables.', 'financial_statements')).toContain('audit-opinion');
    expect(flags('Dear Amina, we are not in a position to issue an opinion on the 2024 financial statements until the bank confirms the loan balance.')).toContain('audit-opinion');
  });

  it('reads the audit state said as a fact in a due-diligence answer, in English and French', () => {
    expect(flags('Q4.2 Audited accounts. FY2024: the audit has not started; management accounts are attached.')).toContain('audit-opinion');
    expect(flags('Les comptes 2024 ont été arrêtés par le cabinet comptable et n\'ont pas fait l\'objet d\'un audit.')).toContain('audit-opinion');
    expect(flags('FY2023: the auditor\'s report contains a qualified opinion over stock.')).toContain('audit-opinion');
  });

  it('does not count an obligation to deliver unaudited accounts, nor a clean opinion', () => {
    expect(flags('The Company shall deliver unaudited monthly management accounts within 20 days of each month end.')).not.toContain('audit-opinion');
    expect(flags('FY2023: audited, with an unqualified opinion from the auditors.')).not.toContain('audit-opinion');
  });
});

describe('a regulator\'s measure, however it is said', () => {
  it('reads a measure as a noun, a ministry that suspended, and a permit suspended by the regulator', () => {
    expect(flags('La Banque centrale a notifié le 3 juin la suspension de notre agrément de paiement pour trois mois.')).toContain('regulatory');
    expect(flags('Le ministère du Commerce a suspendu les licences d\'importation des opérateurs de la zone depuis mars.')).toContain('regulatory');
    expect(flags('Lending licence: LN-2291, suspended by the Financial Services Authority on 2 May pending a review.')).toContain('regulatory');
  });

  it('reads a draft rule whose content is unknown, and a decree relayed with its measure', () => {
    expect(flags('Projet de décret sur les paiements mobiles : date et contenu encore inconnus.', 'pitch_deck')).toContain('regulatory');
    expect(flags('Vous avez lu l\'arrêté du maire ? Interdiction des livraisons à moto dans le centre pendant deux mois.')).toContain('regulatory');
  });

  it('does not count a regulator that did not act, a known rule, or a measure of our own', () => {
    expect(flags('La Banque centrale n\'a pas prononcé de suspension et notre agrément reste valide.')).not.toContain('regulatory');
    expect(flags('Le nouveau décret sur les paiements mobiles est publié et son contenu est connu.', 'pitch_deck')).not.toContain('regulatory');
    expect(flags('Nous avons lu le rapport annuel. Suspension de nos livraisons du dimanche pendant le ramadan, par choix.')).not.toContain('regulatory');
  });
});

describe('a permit awaited on a checklist line', () => {
  it('reads a permit whose file is filed and whose decision is awaited, past an acknowledgement of receipt', () => {
    expect(flags('Agrément de la Direction des assurances : dossier déposé le 2 mai, accusé de réception reçu, décision attendue', 'business_plan')).toContain('pending-licence');
    expect(flags('Autorisation de transport : demande déposée le 4 mars 2025.\nDéclaration fiscale : récépissé obtenu le 9 avril 2025.', 'business_plan')).toContain('pending-licence');
    expect(flags('Considérant que la demande d\'autorisation déposée le 1er mars est toujours en cours d\'instruction ; qu\'aucune autorisation n\'a donc été délivrée à ce jour ;')).toContain('pending-licence');
  });

  it('does not count a permit granted after its filing', () => {
    expect(flags('Autorisation de transport : dossier déposé le 2 mai, autorisation délivrée le 30 juin.', 'business_plan')).not.toContain('pending-licence');
  });
});

describe('a missed instalment and a resignation said plainly', () => {
  it('reads a missed instalment said colloquially, and a resignation announced', () => {
    expect(flags('on a raté l\'échéance du 10 mai sur le crédit véhicule, la banque a appelé')).toContain('debt-distress');
    expect(flags('Notre cofondateur et directeur technique a annoncé sa démission, effective fin juin.', 'business_plan')).toContain('founder-departure');
  });

  it('does not count an instalment paid, nor a resignation denied', () => {
    expect(flags('on a payé l\'échéance du 10 mai sur le crédit véhicule')).not.toContain('debt-distress');
    expect(flags('Notre cofondateur n\'a pas annoncé sa démission ; il reste.', 'business_plan')).not.toContain('founder-departure');
  });
});

describe('a founder\'s leaving told without a title', () => {
  it('reads a leaving told in a chat or a diary, the founder said so nearby', () => {
    expect(flags('Kofi : je vous le dis maintenant, je pars fin août. On m\'a proposé un poste à Accra.\nAma : quoi ?! On a fondé la société ensemble il y a quatre ans.')).toContain('founder-departure');
    expect(flags('Tuesday. Daniel told me he\'s leaving at the end of May. He co-founded the company with me and runs sales.', 'business_plan')).toContain('founder-departure');
  });

  it('does not count a trip, nor a leaving with no founder in sight', () => {
    expect(flags('Kofi : je pars fin août en vacances, deux semaines.\nAma : ok. On a fondé la société ensemble, on gère.')).not.toContain('founder-departure');
    expect(flags('Notre stagiaire nous le dit : il part fin août. Il retourne à l\'université.')).not.toContain('founder-departure');
    expect(flags('Our co-founder Ali runs operations. Our accountant told us she\'s leaving at the end of June.', 'business_plan')).not.toContain('founder-departure');
  });
});

describe('a counterparty tied to an insider', () => {
  it('reads a relative of the CEO who runs the counterparty, the DG\'s brother, and an insider\'s current-account advance', () => {
    expect(flags('Personne concernée : M. Bamba, directeur général, dont l\'épouse est gérante de la société Bamba Transports.')).toContain('related-party');
    expect(flags('Fournisseur : Garage Diallo \u2014 gérant : Ousmane Diallo, frère du DG', 'financial_statements')).toContain('related-party');
    expect(flags('Avance en compte courant de M. Sow, président du conseil : 40 millions FCFA au taux de 6 %.')).toContain('related-party');
  });

  it('reads an owner named elsewhere as an insider', () => {
    expect(flags('The shareholders are Ms Neema Mushi, co-founder and COO, and Baobab Seed Fund.\nWe lease our warehouse from Kilimo Stores Ltd, owned by Ms Neema Mushi, at market rent.')).toContain('related-party');
  });

  it('does not count a counterparty owned by an outsider, nor a relative who is no insider\'s', () => {
    expect(flags('The shareholders are Ms Neema Mushi, co-founder and COO, and Baobab Seed Fund.\nWe lease our warehouse from Kilimo Stores Ltd, owned by Mr Juma Hassan, at market rent.')).not.toContain('related-party');
    expect(flags('Notre client principal, M. Bamba, dont l\'épouse est médecin, paie à 30 jours.')).not.toContain('related-party');
  });
});

describe('a leaver\'s shares the company did not buy back', () => {
  it('reads a buy-back forgone after the leaving, in English and French', () => {
    expect(flags('Two early engineers resigned from the company in 2023. The Company did not exercise its call option and both keep their shares.')).toContain('dead-equity');
    expect(flags('Awa Diop a quitté la société en mars 2023. La clause de bad leaver n\'a pas été exercée et ses actions n\'ont pas été rachetées.')).toContain('dead-equity');
    expect(flags('Les actions détenues par les trois anciens ingénieurs leur ont été attribuées en 2021. Aucune offre de rachat ne leur a été faite.')).toContain('dead-equity');
    expect(flags('Three former analysts (Ali, left May 2023; Sara, left July 2023) still hold shares. The company never exercised its buy-back right.')).toContain('dead-equity');
  });

  it('does not count a buy-back done, nor former staff with no word of their shares', () => {
    expect(flags('Two early engineers resigned from the company in 2023. The Company exercised its call option and bought back their shares.')).not.toContain('dead-equity');
    expect(flags('Our CTO, a former bank engineer, joined in 2021. He holds 20% of the shares.')).not.toContain('dead-equity');
    expect(flags('Two former engineers now work for a rival. The company did not exercise its option to renew the warehouse lease.')).not.toContain('dead-equity');
  });
});

describe('stakes read from lists and tables however they are laid out', () => {
  it('reads a capital held at stated levels', () => {
    const text = 'Le capital est détenu par : Holding Atlas SA, à hauteur de 58 % ; M. Karim Alaoui, fondateur et directeur général, à hauteur de 20 % ; Mme Sara Bennani, fondatrice et directrice technique, à hauteur de 12 % ; le solde, soit 10 %, par des particuliers.';
    expect(flags(text)).toEqual(expect.arrayContaining(['investor-control', 'low-founder-ownership']));
  });

  it('does not count levels that leave the founders in control', () => {
    const text = 'Le capital est détenu par : M. Karim Alaoui, fondateur et directeur général, à hauteur de 45 % ; Mme Sara Bennani, fondatrice et directrice technique, à hauteur de 30 % ; Holding Atlas SA, à hauteur de 25 %.';
    expect(flags(text)).not.toContain('investor-control');
    expect(flags(text)).not.toContain('low-founder-ownership');
  });

  it('reads founders named in a notes column, and a dash for an empty cell', () => {
    const csv = 'holder,class,shares,notes\nAmara Bello,ordinary,1200000,co-founder & CEO\nTunde Ade,ordinary,900000,co-founder & CTO\nZuri Fund II,preferred,4100000,\nESOP,options,800000,\ntotal,,7000000,';
    expect(flags(csv)).toContain('low-founder-ownership');
    const spaced = 'Shareholder                 Ordinary     Preferred     %\nAmara Bello (founder)       1,500,000    -             15.0%\nTunde Ade (founder)         1,000,000    -             10.0%\nRiver Capital               -            6,000,000     60.0%\nESOP                        1,500,000    -             15.0%';
    expect(flags(spaced)).toEqual(expect.arrayContaining(['low-founder-ownership', 'investor-control']));
  });

  it('does not count a notes column that names no founder among holders who hold most of the table', () => {
    const csv = 'holder,class,shares,notes\nAmara Bello,ordinary,4200000,co-founder & CEO\nTunde Ade,ordinary,1900000,co-founder & CTO\nZuri Fund II,preferred,900000,\ntotal,,7000000,';
    expect(flags(csv)).not.toContain('low-founder-ownership');
  });

  it('reads a founders\' stake past an aside naming them', () => {
    expect(flags('The founders (Kamau and Otieno, both full-time) hold 28% of the shares.', 'business_plan')).toContain('low-founder-ownership');
    expect(flags('The founders (Kamau and Otieno, both full-time) hold 58% of the shares.', 'business_plan')).not.toContain('low-founder-ownership');
  });
});

describe('an investor\'s stake said in a chat, and a cap table that does not settle', () => {
  it('reads an investor stating its stake in the first person', () => {
    expect(flags('[10:02] Femi (Delta Ventures): morning. By our numbers we\'re at 57% post-conversion.\n[10:05] Ada: noted')).toContain('investor-control');
  });

  it('does not count a founder\'s first person, nor an investor\'s margin', () => {
    expect(flags('[10:02] Ada: by our numbers we\'re at 57% post-conversion.\n[10:05] Femi (Delta Ventures): noted')).not.toContain('investor-control');
    expect(flags('[10:02] Femi (Delta Ventures): our portfolio view: we\'re at 57% gross margin on this one.')).not.toContain('investor-control');
  });

  it('reads instruments left out of the table above, and versions that do not match', () => {
    expect(flags('Note: the 2023 convertible notes are not reflected above.')).toContain('cap-table-complexity');
    expect(flags('Ada: honestly our lawyer has two versions and they don\'t match.')).toContain('cap-table-complexity');
  });

  it('does not count instruments shown in the table, nor versions that agree', () => {
    expect(flags('Note: the 2023 convertible notes are reflected above on an as-converted basis.')).not.toContain('cap-table-complexity');
    expect(flags('Ada: our lawyer has two versions and they match to the share.')).not.toContain('cap-table-complexity');
  });
});
