/**
 * The ownership, team and regulator readers changed in the fifteenth round for the new writers' texts: cap tables whose
 * column holds share counts, count lists with a dash or a class for 'shares', capitals listed holder by holder in one
 * sentence; departures given as notice of the post left; what a leaver keeps said a few chat messages later. Short
 * texts in words other than the development set's, each with a near-miss that must stay clean.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'legal_docs') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);

describe('cap tables given in share counts', () => {
  it('reads a column of share counts against the total row', () => {
    const table = ['Shareholder | Class | Number of shares', 'Kofi Boateng (founder, CEO) | Ordinary | 300,000', 'Efua Asante (co-founder) | Ordinary | 200,000', 'Harbour Capital | Preferred | 900,000', 'Option pool | Options | 100,000', 'Total | | 1,500,000'].join('\n');
    const found = flags(table);
    expect(found).toContain('low-founder-ownership');
    expect(found).toContain('investor-control');
  });

  it('leaves a table of counts whose founders hold most of it alone', () => {
    const table = ['holder|class|shares', 'Kofi Boateng (founder)|ordinary|700,000', 'Efua Asante (co-founder)|ordinary|500,000', 'Harbour Capital|preferred|300,000', 'TOTAL|—|1,500,000'].join('\n');
    const found = flags(table);
    expect(found).not.toContain('low-founder-ownership');
    expect(found).not.toContain('investor-control');
  });

  it('reads a list of counts set with dashes and share classes, and a leaver dated by month', () => {
    const list = ['Shareholding at 1 June 2026', 'Ruth Mensah (founder, CEO) — 900,000 ordinary', 'Yaw Darko (co-founder; left June 2025, not bought back) — 700,000 ordinary', 'Coastline Ventures — 1,200,000 preferred', 'Total — 2,800,000'].join('\n');
    const found = flags(list);
    expect(found).toContain('low-founder-ownership');
    expect(found).toContain('dead-equity');
    expect(found).toContain('founder-departure');
  });
});

describe('a capital listed holder by holder in one sentence', () => {
  it('reads the stakes from the counts, in French and in English', () => {
    expect(flags("Le capital est détenu comme suit : Baobab Invest, 6 000 actions ; Mme Awa Fall, fondatrice, 2 500 actions ; M. Ali Ba, cofondateur, 1 500 actions.")).toContain('investor-control');
    expect(flags('The shares are held as follows: Delta Fund II, 4,000 shares; Tom Achebe, founder, 2,000 shares; Grace Obi, co-founder, 1,500 shares; the option pool, 2,500 shares.')).toContain('low-founder-ownership');
  });

  it('does not read a list of two counts, nor founders holding most', () => {
    expect(flags('The shares are held as follows: Tom Achebe, founder, 6,000 shares; Grace Obi, co-founder, 3,000 shares; Delta Fund II, 1,000 shares.')).not.toContain('low-founder-ownership');
    expect(flags('Les actions sont réparties ainsi : M. Ali Ba, fondateur, 6 000 actions ; Baobab Invest, 4 000 actions.')).not.toContain('investor-control');
  });
});

describe('a departure given as notice of the post left', () => {
  it('reads a last day as an executive, a post left named after the verb and a decision to go', () => {
    expect(flags("Quick note: Farida's last day as COO will be 30 June.", 'business_plan')).toContain('founder-departure');
    expect(flags("Kwesi m'a dit qu'il quitte son poste de directeur financier à la fin du trimestre.", 'business_plan')).toContain('founder-departure');
    expect(flags("Le conseil prend acte de ce que Mme Diallo, cofondatrice et directrice générale, lui a fait part de sa décision de quitter ses fonctions.")).toContain('founder-departure');
  });

  it('does not read a last day that is not a departure, nor a decision to stay', () => {
    expect(flags('Friday was the last day of the sales offsite; our CTO presented the roadmap.', 'business_plan')).not.toContain('founder-departure');
    expect(flags("Mme Diallo, cofondatrice, a fait part de sa décision de rester jusqu'en 2030.")).not.toContain('founder-departure');
  });
});

describe('what a leaver keeps, said a few messages later', () => {
  it('follows the leaver past questions and short replies in a chat', () => {
    const chat = ['[10:01] Ama: Kojo left the company on Monday, he joined a telco.', '[10:02] Ben: Oh no.', '[10:02] Ben: What about his equity?', '[10:04] Ama: He still holds 15%. Nothing in the agreement lets us buy it back.'].join('\n');
    expect(flags(chat, 'business_plan')).toContain('dead-equity');
    const french = ['[08:10] Aïcha : Ibou est parti chez un concurrent la semaine dernière.', '[08:11] Aïcha : Il conserve ses 9 %.'].join('\n');
    expect(flags(french, 'business_plan')).toContain('dead-equity');
  });

  it('does not read a stake bought back', () => {
    const chat = ['[10:01] Ama: Kojo left the company on Monday.', '[10:02] Ben: And his shares?', '[10:04] Ama: His 15% was bought back at nominal value last week.'].join('\n');
    expect(flags(chat, 'business_plan')).not.toContain('dead-equity');
  });
});

describe("a regulator's decision in its own letter, and a rule said to be unclear", () => {
  it('reads a decision or a present-tense measure by the regulator', () => {
    expect(flags("Au vu du rapport d'inspection, l'Autorité a décidé de retirer à titre provisoire l'agrément de votre établissement.")).toContain('regulatory');
    expect(flags('Having reviewed the findings, the Authority hereby suspends, with effect from 1 March, the operating permit of the company.')).toContain('regulatory');
    expect(flags('Le ministère vous enjoint de régulariser la situation de vos entrepôts sous trente jours.')).toContain('regulatory');
  });

  it('reads a rule said to be vague, even after a denial in the same chat message', () => {
    expect(flags("[09:00] Ada: nobody knows yet. the new directive is vague on agent banking, so we keep the product live.", 'business_plan')).toContain('regulatory');
  });

  it('does not read a threat, a decision not taken, or a clear rule', () => {
    expect(flags("La Commission n'a pas décidé de suspendre votre licence ; le contrôle est clos.")).not.toContain('regulatory');
    expect(flags('The directive is clear and our product already complies with it.', 'business_plan')).not.toContain('regulatory');
  });
});

describe('a licence application still under review', () => {
  it('reads an application on hold, one filed on a date, and a grant denied after it', () => {
    expect(flags("Notre demande d'autorisation d'extension du site de Thiès reste en instance auprès du ministère.")).toContain('pending-licence');
    expect(flags("Le dossier de demande de licence, déposé le 3 juin 2026, a été transmis à la commission.")).toContain('pending-licence');
    expect(flags('We applied to the Central Bank for a lending licence in March. The file is complete but no licence has been issued so far.', 'business_plan')).toContain('pending-licence');
  });

  it('does not read an application granted since', () => {
    expect(flags('We applied to the Central Bank for a lending licence in March. The licence was issued in August.', 'business_plan')).not.toContain('pending-licence');
  });
});

describe('a counterparty named by its owners', () => {
  it('reads owners or relatives of the company\'s people named after the counterparty', () => {
    expect(flags('The depot is rented from Osei Holdings, whose shareholders are our CEO and her father.', 'business_plan')).toContain('related-party');
    expect(flags("The cold room belongs to Ama's sister-in-law, who charges us below market.", 'business_plan')).toContain('related-party');
    expect(flags("Le local de Cocody appartient au beau-frère de notre directeur général.", 'business_plan')).toContain('related-party');
  });

  it('does not read owners who are not the company\'s people', () => {
    expect(flags('The depot is rented from Osei Holdings, whose shareholders are two pension funds.', 'business_plan')).not.toContain('related-party');
  });
});

describe('revenue figures written informally', () => {
  it('takes chat abbreviations, a far colon, premiums, a caption with a bare currency and an answered question for figures', () => {
    expect(flags('[08:00] Musa: rev KSh 9.1m last month, best ever', 'business_plan')).not.toContain('missing-financials');
    expect(flags('[08:00] Musa: we lost the hospital deal, KSh 2m of KSh 30m total rev', 'business_plan')).not.toContain('missing-financials');
    expect(flags('Revenue for the period according to the management accounts: KES 14m.', 'financial_statements')).not.toContain('missing-financials');
    expect(flags('Primes émises en 2026 : 310 M FCFA, en hausse.', 'pitch_deck')).not.toContain('missing-financials');
    expect(flags(['Sales by region — Tamu Foods — KES', 'Nairobi | 1,200,000', 'Mombasa | 800,000'].join('\n'), 'financial_statements')).not.toContain('missing-financials');
    expect(flags(['Q: Costs?', 'A: KES 3.2M a month, mostly salaries.'].join('\n'), 'business_plan')).not.toContain('missing-financials');
  });

  it('still flags a plan with no revenue or cost figure', () => {
    expect(flags('Plan. We will open 12 clinics in Kisumu county over three years and hire 40 nurses.', 'business_plan')).toContain('missing-financials');
  });
});

describe("a dispute's state", () => {
  it('reads a summons said with its plural agreement', () => {
    expect(flags('Les transporteurs Diallo nous ont assignés devant le tribunal de commerce de Conakry.')).toContain('litigation');
    expect(flags('Le fournisseur nous a assignés en paiement, audience fixée au 3 mars.')).toContain('litigation');
  });

  it('does not read a dispute closed by a settlement, court searches that found none, or a question answered closed', () => {
    expect(flags("L'assemblée prend acte de la clôture, par une transaction signée en mai, du litige qui opposait la société à son ancien fournisseur.")).not.toContain('litigation');
    expect(flags('Searches of the commercial court registry on 2 May revealed no pending proceedings against the company.')).not.toContain('litigation');
    expect(flags(['Q: And the arbitration with the contractor?', 'A: Withdrawn in June, costs paid.'].join('\n'), 'business_plan')).not.toContain('litigation');
  });
});

describe('accounts not audited, said in other ways', () => {
  it('reads the French double negative and words broken by text recognition', () => {
    expect(flags("Les comptes semestriels n'ont fait l'objet ni d'un audit ni d'une revue limitée.", 'financial_statements')).toContain('audit-opinion');
    expect(flags('The accompanying state ments have not been au dited by an independent firm.', 'financial_statements')).toContain('audit-opinion');
    expect(flags('Etats financiers non aud ités au 30 juin 2026', 'financial_statements')).toContain('audit-opinion');
  });

  it('does not read audited accounts', () => {
    expect(flags('The financial statements have been audited by Mazars, who issued an unmodified opinion.', 'financial_statements')).not.toContain('audit-opinion');
  });
});

describe('arrears said by what was not paid', () => {
  it('reads taxes or deductions not paid over and repayments stopped', () => {
    expect(flags('Les cotisations CNSS retenues sur les salaires de juin à août n\'ont pas été reversées.', 'financial_statements')).toContain('debt-distress');
    expect(flags('Loan repayments to Equity Bank have been halted since March while the harvest is sold.', 'financial_statements')).toContain('debt-distress');
  });

  it('does not read taxes paid, nor a supposition', () => {
    expect(flags('PAYE and NSSF deductions for the year were remitted on time.', 'financial_statements')).not.toContain('debt-distress');
    expect(flags('If the VAT is not paid by the 20th, penalties apply.', 'financial_statements')).not.toContain('debt-distress');
  });
});

describe('founders and investors named another way in a cap table', () => {
  it('joins a row cut in two by a paste, and takes the executives for the founders the text counts', () => {
    const table = ['Holder | Class | %', 'Zainab Bello (CEO) | Ordinary', '| 18.0', 'Tayo Adebayo (CTO) | Ordinary | 15.0', 'Lekki Ventures | Pref A | 45.0', 'Others | Ordinary | 22.0', 'The two founders both work full time.'].join('\n');
    expect(flags(table)).toContain('low-founder-ownership');
  });

  it('does not take executives for founders when the count differs', () => {
    const table = ['Holder | Class | %', 'Zainab Bello (CEO) | Ordinary | 18.0', 'Tayo Adebayo (CTO) | Ordinary | 15.0', 'Kemi Ade (CFO) | Ordinary | 2.0', 'Lekki Ventures | Pref A | 45.0', 'Others | Ordinary | 20.0', 'The two founders both work full time.'].join('\n');
    expect(flags(table)).not.toContain('low-founder-ownership');
  });

  it("reads an investor's stake under the short name the text gave it", () => {
    expect(flags(['Notes — call with Baobab Capital, 3 Dec', '- after the note converts, Baobab now holds 57% (was 41%)'].join('\n'), 'business_plan')).toContain('investor-control');
  });

  it("does not read the investor's earlier stake nor a stake under half", () => {
    expect(flags(['Notes — call with Baobab Capital, 3 Dec', '- Baobab holds 41% after the note converts'].join('\n'), 'business_plan')).not.toContain('investor-control');
  });
});

describe('share counts written in words', () => {
  it('reads holdings in words against a capital divided in words, in French and in English', () => {
    expect(flags("Le capital est divisé en deux mille actions. Sahel Invest en détient mille deux cents ; les deux fondateurs en détiennent respectivement quatre cents et quatre cents.")).toContain('investor-control');
    expect(flags('The share capital is divided into four thousand shares. Nile Ventures holds two thousand five hundred of them.')).toContain('investor-control');
  });

  it('does not read a stake under half, nor a year written in digits as a count', () => {
    expect(flags("Le capital est divisé en deux mille actions. Sahel Invest en détient huit cents depuis 2024.")).not.toContain('investor-control');
  });
});

describe("what the founders, speaking, have left, and a relative's business asked about", () => {
  it("reads 'il nous reste un quart' said of the founders", () => {
    expect(flags("Après la conversion des BSA AIR, nous deux, les fondateurs, il nous reste à peine un quart du capital.")).toContain('low-founder-ownership');
  });

  it("reads a relative's business confirmed in the reply, and not one denied", () => {
    const confirmed = ["[10:00] Awa : on prend les cartons chez Sopak, 2 M FCFA par an", "[10:01] Binta : Sopak c'est pas l'entreprise de ton frère ?", '[10:02] Awa : oui, mais il nous fait le prix du marché'].join('\n');
    expect(flags(confirmed, 'business_plan')).toContain('related-party');
    const denied = ["[10:00] Awa : on prend les cartons chez Sopak, 2 M FCFA par an", "[10:01] Binta : Sopak c'est pas l'entreprise de ton frère ?", "[10:02] Awa : non, il a vendu ses parts en 2022, aucun lien"].join('\n');
    expect(flags(denied, 'business_plan')).not.toContain('related-party');
  });

  it("reads a relative's business said outright", () => {
    expect(flags("We buy all our crates from my brother-in-law's company at list price.", 'business_plan')).toContain('related-party');
  });
});
