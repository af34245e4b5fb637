/**
 * The readers changed in the twentieth round for people, equity and events: a cap table set as a column of 'Holder   N%'
 * lines under a caption, a '% capital' column, or the whole table in the one line after its caption; a leaver named in a
 * parenthesis before the holding verb, and a stake spelled out in speech; a cap table's tabs that do not agree, or the
 * table called not reconciled by a pronoun; a founder's leaving told in the future, and resigning 'his executive office';
 * an auditor that has given no opinion; an application filed as a verb's object and the sentence after it; a regulator
 * ordering by a participle, and an order in a letter whose letterhead names the regulator; an insider's relative who owns
 * or runs the counterparty, and a dealing ended after an opening clause. A sentence opening on an accented capital ('À eux
 * deux, ...') is a sentence of its own. Short texts of our own, in other words than the development texts, with near misses.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType) => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);
const has = (text: string, id: string, type: DocumentType = 'legal_docs') => flags(text, type).includes(id);

describe('a cap table as a column of holders under a caption', () => {
  const english = 'Ownership after closing\n  Kestrel Growth Fund (lead)      55.0%\n  Amina Diallo (founder, CEO)     20.0%\n  Yusuf Bello (co-founder, CTO)   15.0%\n  Option pool                     10.0%\nCounsel holds the signed register.';
  const french = 'Répartition du capital après la levée\n  Sahel Capital Partners          51,0 %\n  Awa Ndiaye (fondatrice, PDG)    24,0 %\n  Moussa Fall (cofondateur)       12,0 %\n  BSPCE                           13,0 %\nLe registre est tenu par le notaire.';

  it("reads 'Holder   N%' lines set apart by spaces: the founders' sum and the largest investor", () => {
    expect(has(english, 'low-founder-ownership', 'business_plan')).toBe(true);
    expect(has(english, 'investor-control', 'business_plan')).toBe(true);
    expect(has(french, 'low-founder-ownership', 'business_plan')).toBe(true);
    expect(has(french, 'investor-control', 'business_plan')).toBe(true);
  });

  it('lets pass founders at 41% and a fund at 45%', () => {
    const near = 'Ownership after closing\n  Kestrel Growth Fund (lead)      45.0%\n  Amina Diallo (founder, CEO)     26.0%\n  Yusuf Bello (co-founder, CTO)   15.0%\n  Option pool                     14.0%\nCounsel holds the signed register.';
    expect(has(near, 'low-founder-ownership', 'business_plan')).toBe(false);
    expect(has(near, 'investor-control', 'business_plan')).toBe(false);
    const proche = 'Répartition du capital après la levée\n  Sahel Capital Partners          45,0 %\n  Awa Ndiaye (fondatrice, PDG)    29,0 %\n  Moussa Fall (cofondateur)       12,0 %\n  BSPCE                           14,0 %\nLe registre est tenu par le notaire.';
    expect(has(proche, 'low-founder-ownership', 'business_plan')).toBe(false);
    expect(has(proche, 'investor-control', 'business_plan')).toBe(false);
  });

  it("reads a column headed '% capital' or '% of capital'", () => {
    expect(has('Associé                        % capital\nFonds Teranga II                 53,0 %\nIbrahima Sarr (cofondateur)      18,0 %\nKhady Ba (cofondatrice)          16,0 %\nBSPCE                            13,0 %', 'low-founder-ownership', 'business_plan')).toBe(true);
    expect(has('Shareholder                    % of capital\nAtlas Fund I                     30.0%\nJoseph Ouma (co-founder)         36.0%\nGrace Akinyi (co-founder)        22.0%\nESOP                             12.0%', 'low-founder-ownership', 'business_plan')).toBe(false);
  });

  it("reads the whole table in the one line after its caption, its items parted by commas", () => {
    expect(has('Capitalisation (fully diluted)\nFounders together 31%, Series A lead 24%, other funds 30%, ESOP 15%.', 'low-founder-ownership', 'pitch_deck')).toBe(true);
    expect(has("Actionnariat après l'opération\nFondateurs 38 %, fonds d'amorçage 40 %, business angels 10 %, BSPCE 12 %.", 'low-founder-ownership', 'pitch_deck')).toBe(true);
    expect(has("Actionnariat après l'opération\nFondateurs 41 %, fonds d'amorçage 37 %, business angels 10 %, BSPCE 12 %.", 'low-founder-ownership', 'pitch_deck')).toBe(false);
    // A split of the round's money under its own caption is no cap table.
    expect(has('Use of funds\nFounders salaries 20%, product 40%, sales 25%, reserve 15%.', 'low-founder-ownership', 'pitch_deck')).toBe(false);
  });
});

describe('dead equity said by an aside or in speech', () => {
  it('reads a leaving in a parenthesis straight before the holding verb', () => {
    expect(has('Mary Wanjiru, our first designer (left March 2023), owns 4% of the ordinary shares.', 'dead-equity')).toBe(true);
    expect(has('M. Karim Benali, ancien responsable commercial (parti en 2022), détient 3,5 % du capital.', 'dead-equity')).toBe(true);
  });

  it('lets pass an aside that says no leaving, and shares sold back', () => {
    expect(has('Mary Wanjiru, our first designer (joined March 2023), owns 4% of the ordinary shares.', 'dead-equity')).toBe(false);
    expect(has('M. Karim Benali, responsable commercial (arrivé en 2022), détient 3,5 % du capital.', 'dead-equity')).toBe(false);
  });

  it('reads a stake spelled out in speech by the leavers named just before', () => {
    expect(has('Njeri: Anyone on the register who has left?\nOtieno: Two early developers who left in 2021. Between them they hold roughly seven percent.', 'dead-equity')).toBe(true);
    expect(has('Deux anciens commerciaux sont partis en 2022. À eux deux, ils détiennent environ six pour cent du capital.', 'dead-equity')).toBe(true);
    expect(has('Otieno: Two early developers who left in 2021. Their shares were bought back at cost last year.', 'dead-equity')).toBe(false);
  });
});

describe('a cap table said unsettled in the lines after it is named', () => {
  it("reads a workbook's tabs that do not agree", () => {
    expect(has('Our cap table workbook has two tabs and they don\'t match.', 'cap-table-complexity')).toBe(true);
    expect(has('La table de capitalisation comporte trois onglets qui ne concordent pas.', 'cap-table-complexity')).toBe(true);
    expect(has('Our cap table workbook has two tabs and they agree to the share.', 'cap-table-complexity')).toBe(false);
  });

  it('reads the table called not reconciled by a pronoun in the reply', () => {
    expect(has('Investor: Can you send the cap table by Friday?\nFounder: Honestly, it isn\'t reconciled yet.', 'cap-table-complexity')).toBe(true);
    expect(has('La table de capitalisation est dans la data room. Franchement, elle n\'est pas à jour.', 'cap-table-complexity')).toBe(true);
    expect(has('The cap table is in the data room. It was reconciled by counsel in May.', 'cap-table-complexity')).toBe(false);
    expect(has('La table de capitalisation est dans la data room. Elle a été rapprochée du registre en mai.', 'cap-table-complexity')).toBe(false);
  });
});

describe("a founder's or executive's leaving", () => {
  it('reads a leaving told in the future by a pronoun, the founding said next', () => {
    expect(has('Kwame told the board last week that he will leave in March.\nHe co-founded the company with me in 2019.', 'founder-departure')).toBe(true);
    expect(has("Fatou m'a annoncé qu'elle partira fin juin.\nElle a cofondé la société avec moi.", 'founder-departure')).toBe(true);
    // The rumour is confirmed in its own clause: the leaving is told all the same.
    expect(has('The rumours were right: she will leave at the end of June.\nShe co-founded the company with me.', 'founder-departure')).toBe(true);
  });

  it('lets pass a leaving only rumoured or denied, and a trip', () => {
    expect(has('There is a rumour in the market that she will leave at the end of June.\nShe co-founded the company with me.', 'founder-departure')).toBe(false);
    expect(has("Fatou a démenti qu'elle partira fin juin.\nElle a cofondé la société avec moi.", 'founder-departure')).toBe(false);
    expect(has('She will leave in June for a conference in Lagos.\nShe co-founded the company with me.', 'founder-departure')).toBe(false);
  });

  it("reads a letter resigning 'his executive office'", () => {
    expect(has('The board noted a letter from Mr Tunde Bako, co-founder and CTO, resigning his executive office with effect from 30 June.', 'founder-departure')).toBe(true);
    expect(has('Le conseil prend acte de la lettre de Mme Aïcha Konaté, cofondatrice et directrice générale, démissionnant de son mandat au 30 juin.', 'founder-departure')).toBe(true);
    expect(has('The board noted a letter from Mr Tunde Bako, co-founder and CTO, confirming his commitment to the company.', 'founder-departure')).toBe(false);
  });
});

describe('an audit opinion not given', () => {
  it('reads an auditor that has given no opinion or could not finish', () => {
    expect(has('We have not yet issued our opinion on the 2024 financial statements, as the stock count could not be verified.', 'audit-opinion')).toBe(true);
    expect(has("Nous n'avons pas pu achever nos travaux et n'avons pas émis d'opinion sur les comptes 2024.", 'audit-opinion')).toBe(true);
    expect(has('The auditor issued no opinion on the 2024 accounts.', 'audit-opinion', 'financial_statements')).toBe(true);
  });

  it('lets pass an opinion given and a supposition', () => {
    expect(has('We have issued an unmodified opinion on the 2024 financial statements.', 'audit-opinion')).toBe(false);
    expect(has('If we have not issued our opinion by 30 June, the lender may call the loan.', 'audit-opinion')).toBe(false);
    expect(has("Nous avons émis une opinion sans réserve sur les comptes 2024.", 'audit-opinion')).toBe(false);
  });
});

describe('an application filed for the permit named just before', () => {
  it("reads 'X filed its application' and the next sentence that says it is not granted", () => {
    expect(has('Lending on our own book needs a credit provider registration with the regulator. Pesa Lend filed its application in April 2025. It has not been granted yet.', 'pending-licence', 'business_plan')).toBe(true);
    expect(has("L'activité exige un agrément de la COBAC. La société a déposé sa demande en mai 2025. Elle est toujours en cours d'instruction.", 'pending-licence', 'business_plan')).toBe(true);
  });

  it('lets pass a permit granted since, or already held when the application is recalled', () => {
    expect(has('Lending on our own book needs a credit provider registration with the regulator. Pesa Lend filed its application in April 2025. The registration was granted in September 2025.', 'pending-licence', 'business_plan')).toBe(false);
    expect(has("L'activité exige un agrément de la COBAC. La société a déposé sa demande en mai 2025. L'agrément a été délivré en octobre 2025.", 'pending-licence', 'business_plan')).toBe(false);
    expect(has('Yesterday the central bank granted us our payment licence. Eighteen months after we filed the application, we are licensed.', 'pending-licence', 'business_plan')).toBe(false);
  });
});

describe("a regulator's order", () => {
  it('reads an order told by a participle', () => {
    expect(has('Last week we received a notice from the Communications Authority directing us to suspend our bulk SMS service pending a review.', 'regulatory', 'business_plan')).toBe(true);
    expect(has("Nous avons reçu un courrier de l'ARTCI nous enjoignant de suspendre nos numéros courts.", 'regulatory', 'business_plan')).toBe(true);
  });

  it('lets pass an order against another company, and one lifted since', () => {
    expect(has('The Communications Authority issued a notice directing a rival operator, TalkNet, to suspend its bulk SMS service.', 'regulatory', 'business_plan')).toBe(false);
    expect(has('Last week we received a notice from the Communications Authority directing us to suspend our bulk SMS service. The suspension was lifted on 2 May.', 'regulatory', 'business_plan')).toBe(false);
  });

  it('reads an order in the second person in a letter whose letterhead names the regulator', () => {
    expect(has('DATA PROTECTION COMMISSION\n12 May 2026\nThe Managing Director\nDear Sir,\nWe refer to our inspection of 3 April.\nThe findings are set out in the annex.\nYou are required to cease processing the fingerprints of your customers until further notice.', 'regulatory')).toBe(true);
    expect(has("AUTORITÉ DE RÉGULATION DES TÉLÉCOMMUNICATIONS\nAbidjan, le 3 mars 2026\nObjet : injonction\nMonsieur le Directeur,\nNous avons examiné votre rapport.\nLes constats figurent en annexe.\nVous êtes tenus : de suspendre toute nouvelle activation de cartes SIM.", 'regulatory')).toBe(true);
  });

  it("lets pass the same order in a landlord's letter", () => {
    expect(has('NYALI PROPERTIES LTD\n12 May 2026\nThe Managing Director\nDear Sir,\nWe refer to our inspection of 3 April.\nThe findings are set out in the annex.\nYou are required to cease the works on the mezzanine until further notice.', 'regulatory')).toBe(false);
    expect(has("SCI LES PALMIERS\nAbidjan, le 3 mars 2026\nMonsieur le Directeur,\nNous avons examiné les lieux.\nLes constats figurent en annexe.\nVous êtes tenus : de suspendre les travaux de la mezzanine.", 'regulatory')).toBe(false);
  });
});

describe("an insider's relative who owns or runs the counterparty", () => {
  it('reads the insider, their relative by a possessive, and the role in another firm', () => {
    expect(has('At the meeting the CEO disclosed that his sister, Mrs Achieng Otieno, is the majority shareholder of Pwani Packaging Ltd, which will supply all our cartons.', 'related-party')).toBe(true);
    expect(has('La présidente a précisé que son époux, M. Diallo, est le gérant de la société Transports Diallo, notre nouveau transporteur.', 'related-party')).toBe(true);
  });

  it("lets pass a dealing terminated, a relative denied the role, and the relative's stake in the company itself", () => {
    expect(has('The CEO disclosed that his sister is the majority shareholder of Pwani Packaging Ltd. That contract was terminated in 2023.', 'related-party')).toBe(false);
    expect(has("Le DG confirme que son épouse n'est pas associée de Kivu Logistique.", 'related-party')).toBe(false);
    expect(has('The CEO said that his wife is a shareholder of the company with 2%.', 'related-party')).toBe(false);
    // The ending said after an opening clause, in a sentence of its own once an accented capital opens it.
    expect(has("Jusqu'en 2023, la société louait ses camions à Sahel Trans, entreprise appartenant au frère du directeur général. À la demande des investisseurs, ce contrat a été résilié en décembre 2023.", 'related-party')).toBe(false);
    expect(has("Jusqu'en 2023, la société louait ses camions à Sahel Trans, entreprise appartenant au frère du directeur général. À la demande des investisseurs, ce contrat a été prolongé.", 'related-party')).toBe(true);
  });
});
