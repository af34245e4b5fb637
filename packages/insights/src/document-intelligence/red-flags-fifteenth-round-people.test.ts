/**
 * The people and ownership readers changed in the fifteenth round: departures made known indirectly (a decision or a
 * notice, a contraction, a month shortened, a new start that names no company), holdings the round will give, share
 * counts against a total the document states apart, a cap table whose ownership cannot yet be stated, an application
 * named by its bare noun after its permit, a permit granted before the application it recalls, founders at a stake
 * each, taxes overdue, a case known by its steps, a leaver's stake closing a list item, and revenue labels a scan
 * garbled or accounts name their own way. Short texts in words other than the development set's, each with a
 * near-miss that must stay clean.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';
import { countsAgainstTotal, countsAsStakes, statedShareTotal } from './share-count-stakes';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'legal_docs') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);

describe('a departure made known indirectly', () => {
  it('reads a decision or an intention to leave, in French and in English', () => {
    expect(flags("Mme Fatou Ndiaye, cofondatrice et directrice commerciale, a informé les associés de sa décision de quitter l'entreprise en juin.")).toContain('founder-departure');
    expect(flags('Our CFO told the board last week of her intention to step down after the audit.', 'business_plan')).toContain('founder-departure');
    expect(flags('Le directeur technique a décidé de quitter ses fonctions à la fin du trimestre.', 'pitch_deck')).toContain('founder-departure');
  });

  it('reads a notice handed in by the one who co-founded the company', () => {
    expect(flags('Baraka, who co-founded the firm and still runs sales, has tendered his resignation.', 'business_plan')).toContain('founder-departure');
  });

  it("reads a contraction and a month shortened: 'he's leaving', 'CFO until Mar 2025'", () => {
    expect(flags("Update: Thabo (co-founder, ops) says he's leaving after the harvest.", 'pitch_deck')).toContain('founder-departure');
    expect(flags("Team note: she's stepping down as COO once the audit closes.", 'pitch_deck')).toContain('founder-departure');
    expect(flags('Naledi Khumalo (CFO until Mar 2025) holds 3% of the shares.')).toContain('founder-departure');
  });

  it('reads leaving to start something new as leaving, and leaving a former employer to found this company as none', () => {
    expect(flags("After six years I'm stepping down as CEO and leaving the company to start something different.", 'pitch_deck')).toContain('founder-departure');
    expect(flags('Our CTO left Safaricom in 2019 to found the company.', 'pitch_deck')).not.toContain('founder-departure');
  });

  it('leaves a denied or supposed decision alone', () => {
    expect(flags('Our CEO has not made any decision to leave; she renewed her contract.', 'business_plan')).not.toContain('founder-departure');
    expect(flags("If the COO decided to leave, the head of finance would cover the role.", 'business_plan')).not.toContain('founder-departure');
  });
});

describe('a holding the round will give', () => {
  it('reads a named holder that will hold a majority beside the founders', () => {
    expect(flags('Following completion, Baobab Growth will hold 57% of the shares and the founders will keep 33%.')).toContain('investor-control');
    expect(flags("À l'issue de l'augmentation de capital, Kora Partenaires détiendra 52 % ; les fondateurs conserveront 41 %.")).toContain('investor-control');
  });

  it('leaves a minority holding alone', () => {
    expect(flags('Following completion, Baobab Growth will hold 27% of the shares and the founders will keep 63%.')).not.toContain('investor-control');
  });
});

describe('share counts against a total the document states apart', () => {
  it('finds the total said once, and none when two totals differ', () => {
    expect(statedShareTotal(['Register extract.', 'There are 4,000,000 ordinary shares in issue.'])).toBe(4_000_000);
    expect(statedShareTotal(['Total share capital: 4,000,000 shares.', 'Total share capital: 5,000,000 shares.'])).toBeNull();
  });

  it('writes a holder\'s count as its percentage of that total', () => {
    expect(countsAgainstTotal('Kijani Capital holds 2,600,000 preference shares.', 4_000_000)).toBe('Kijani Capital holds 65% preference shares.');
    expect(countsAgainstTotal('Kijani Capital holds 2,600,000 preference shares.', 2_000_000)).toBeNull();
  });

  it('reads control from a register given line by line', () => {
    const register = ['Register of members at 31 March 2026', 'Kijani Capital LP holds 2,600,000 preference shares.', 'Total issued share capital: 4,000,000 shares.'].join('\n');
    expect(flags(register)).toContain('investor-control');
    const minority = ['Register of members at 31 March 2026', 'Kijani Capital LP holds 600,000 preference shares.', 'Total issued share capital: 4,000,000 shares.'].join('\n');
    expect(flags(minority)).not.toContain('investor-control');
  });
});

describe('a cap table whose ownership cannot yet be stated', () => {
  it('reads an exact or fully diluted figure that cannot be given, in English and French', () => {
    expect(flags('The convertible notes are still being argued over, so management is unable to give a final ownership split.')).toContain('cap-table-complexity');
    expect(flags("Tant que les BSA ne sont pas exercés, nous ne pouvons pas donner la répartition exacte du capital.")).toContain('cap-table-complexity');
    expect(flags('Our capitalisation table is not settled yet.', 'business_plan')).toContain('cap-table-complexity');
  });

  it('reads a statutory register that does not reconcile with a SAFE ledger', () => {
    expect(flags('Counsel could not reconcile the statutory register with the note ledger kept by the CFO.')).toContain('cap-table-complexity');
  });

  it('leaves a holding kept confidential alone', () => {
    expect(flags('We cannot disclose each angel\'s shareholding in this memo.')).not.toContain('cap-table-complexity');
    expect(flags('The fully diluted cap table is attached; we can give an exact shareholding for every holder.')).not.toContain('cap-table-complexity');
  });
});

describe('an application named by its bare noun after the permit it asks for', () => {
  it('reads the application with the permit named in the sentence before, in English and French', () => {
    expect(flags('Our remittance service needs a payment service provider licence from the Bank of Ghana. The application went in last October and the Bank has asked two rounds of questions.', 'business_plan')).toContain('pending-licence');
    expect(flags("La distribution de ces produits exige une autorisation de l'ARCEP. Notre demande a été déposée en janvier ; elle est toujours à l'étude.", 'business_plan')).toContain('pending-licence');
  });

  it('leaves an application said granted since alone', () => {
    expect(flags('Our remittance service needs a payment service provider licence from the Bank of Ghana. The application went in last October and was granted in May.', 'business_plan')).not.toContain('pending-licence');
  });

  it('reads a permit named and said granted before the application it recalls as not pending', () => {
    expect(flags("Autorisation de l'ARCEP obtenue en mars 2025 (demande déposée en 2024)", 'pitch_deck')).not.toContain('pending-licence');
    expect(flags("Autorisation de l'ARCEP pas encore obtenue (demande déposée en 2024)", 'pitch_deck')).toContain('pending-licence');
  });
});

describe('founders counted with their stake each', () => {
  it('reads the stake before the word each', () => {
    expect(flags('Shareholding after the seed: three founders at 11% each.', 'pitch_deck')).toContain('low-founder-ownership');
    expect(flags('Shareholding after the seed: two founders at 30% each.', 'pitch_deck')).not.toContain('low-founder-ownership');
  });
});

describe('taxes said overdue', () => {
  it('reads a tax row overdue, in English and French', () => {
    expect(flags('Withholding tax payable to URA (in arrears since May)\t88,000', 'financial_statements')).toContain('debt-distress');
    expect(flags('Les cotisations CNSS du deuxième trimestre sont en retard.', 'financial_statements')).toContain('debt-distress');
  });

  it('leaves a tax merely outstanding, or a refund overdue to the company, alone', () => {
    expect(flags('VAT outstanding to KRA at year end\t120,000', 'financial_statements')).not.toContain('debt-distress');
    expect(flags('VAT refund receivable from KRA (overdue since June)\t64,000', 'financial_statements')).not.toContain('debt-distress');
  });
});

describe('a case known by its steps', () => {
  it('reads a claimant seeking a sum and a hearing set to a date, and a closed stage as no closed case', () => {
    expect(flags('The plaintiff, a former distributor, is claiming KES 40m in lost profits.')).toContain('litigation');
    expect(flags("L'audience de plaidoirie est fixée au 9 avril 2026.")).toContain('litigation');
    expect(flags('Written submissions have closed and the hearing is listed for 2 June 2026.')).toContain('litigation');
  });

  it('leaves a case settled alone', () => {
    expect(flags('The claim was settled in March and the hearing listed for June was vacated.')).not.toContain('litigation');
  });
});

describe("a leaver's stake closing their item in a list of holdings", () => {
  it('reads the stake after the leaver with no verb', () => {
    expect(flags('Holdings: Ama Owusu (founder) 45%; Kofi, an early engineer who left in 2023, 7%; Sahel Fund 48%.')).toContain('dead-equity');
  });

  it('leaves a figure that follows a leaving outside a list alone', () => {
    expect(flags('Kofi, an early engineer, left in 2023, 7% of the team at the time.')).not.toContain('dead-equity');
  });
});

describe('figures a scan garbled or an accounting name gives', () => {
  it('reads a misread revenue label over a captioned table as figures', () => {
    const scan = ['Ycar    Rcvenue (KES m)    Staff', '2023    41.2               30', '2024    44.9               33'].join('\n');
    expect(flags(scan, 'business_plan')).not.toContain('missing-financials');
  });

  it('reads revenue under its accounting name with a scale written against the currency code', () => {
    expect(flags("Note 3 — Produits des activités ordinaires : 48 MDH pour l'exercice.", 'financial_statements')).not.toContain('missing-financials');
  });

  it('still flags a statement with no revenue or cost figure', () => {
    expect(flags('Note 3 — Les méthodes comptables sont décrites en note 1.', 'financial_statements')).toContain('missing-financials');
  });
});

describe('more ways a departure is told', () => {
  it('reads a notice being served, a last day, a resignation letter and a post elsewhere', () => {
    expect(flags('Our head of product and co-founder is serving his notice.', 'pitch_deck')).toContain('founder-departure');
    expect(flags("Our COO's last day will be 28 February.", 'pitch_deck')).toContain('founder-departure');
    expect(flags('Mme Koné, directrice financière, a adressé sa lettre de démission au conseil.')).toContain('founder-departure');
    expect(flags('Tendai, our co-founder, is off to join a bank in Harare.', 'pitch_deck')).toContain('founder-departure');
  });

  it("reads French idioms of handing over and withdrawing, and 'will be leaving'", () => {
    expect(flags("Notre PDG passera le relais à la fin de l'année.", 'pitch_deck')).toContain('founder-departure');
    expect(flags("La cofondatrice se retirera de la direction en septembre.", 'pitch_deck')).toContain('founder-departure');
    expect(flags('Our CFO will be leaving after the audit.', 'pitch_deck')).toContain('founder-departure');
  });

  it('leaves a trip, an event and a denial alone', () => {
    expect(flags('Our CTO is off to the Kigali office for two weeks.', 'pitch_deck')).not.toContain('founder-departure');
    expect(flags("The CEO's last day of the roadshow is Friday.", 'pitch_deck')).not.toContain('founder-departure');
  });
});

describe('more ways a cap table is said unsettled', () => {
  it("reads a French table not settled and owners not known", () => {
    expect(flags("Le tableau de capitalisation n'est pas encore définitif.")).toContain('cap-table-complexity');
    expect(flags("À ce jour, nous ignorons exactement qui détient quoi.")).toContain('cap-table-complexity');
  });

  it('leaves a table said final alone', () => {
    expect(flags("Le tableau de capitalisation est définitif depuis la clôture.")).not.toContain('cap-table-complexity');
  });
});

describe('a French register given line by line', () => {
  it('reads a count with its accents against the share capital stated apart', () => {
    expect(flags('Le capital social est divisé en 2 000 000 actions.\nLa société Kora Invest détient 1 300 000 actions.')).toContain('investor-control');
  });
});

describe('more steps of a live case', () => {
  it('reads a trial set down, a defence filed and an appeal lodged', () => {
    expect(flags('The matter is set down for hearing on 4 May 2026.')).toContain('litigation');
    expect(flags('The defendant has filed its statement of defence.')).toContain('litigation');
    expect(flags('La société a interjeté appel du jugement rendu en juin.')).toContain('litigation');
  });

  it('leaves an appeal dismissed and closed alone', () => {
    expect(flags('The appeal was dismissed in 2024 and the matter is closed.')).not.toContain('litigation');
  });
});

describe('a submission named by its bare noun', () => {
  it('reads it as the application for the permit named before', () => {
    expect(flags('We need a money-lending licence from the Bank of Uganda. Our submission went in during March; no answer yet.', 'business_plan')).toContain('pending-licence');
  });
});

describe('a cap table written inline between semicolons', () => {
  it("reads the working founders' stake without the leaver's, a controlling holder and the leaver's stake", () => {
    const inline = 'Shareholding: Musa Bello (co-founder, left in 2022) 14%; Zainab Ali (founder, CEO) 33%; Kano Growth Fund 53%.';
    expect(flags(inline)).toEqual(expect.arrayContaining(['low-founder-ownership', 'investor-control', 'dead-equity']));
  });

  it('leaves a list whose working founders hold a majority alone', () => {
    expect(flags('Shareholding: Musa Bello (co-founder) 30%; Zainab Ali (founder, CEO) 33%; Kano Growth Fund 22%; ESOP 15%.')).not.toContain('low-founder-ownership');
  });
});

describe('a cap table of share counts only', () => {
  it('reads a column of counts against the total row, set with spaces or pipes', () => {
    const spaced = ['Shareholder            Shares', 'Efua Mensah (founder)  1,600,000', 'Kwame Asare (founder)  1,400,000', 'Accra Growth Fund      5,800,000', 'Option pool            1,200,000', 'Total                  10,000,000'].join('\n');
    expect(flags(spaced)).toEqual(expect.arrayContaining(['low-founder-ownership', 'investor-control']));
    const piped = ['| Holder | Class | Shares |', '|---|---|---|', '| Efua Mensah (founder) | Ordinary | 3,600,000 |', '| Kwame Asare (founder) | Ordinary | 3,400,000 |', '| Accra Growth Fund | Series A | 2,000,000 |', '| ESOP | Options | 1,000,000 |', '| Total | | 10,000,000 |'].join('\n');
    expect(flags(piped)).not.toContain('low-founder-ownership');
    expect(flags(piped)).not.toContain('investor-control');
  });
});

describe('a cap table whose holdings or instruments are not settled', () => {
  it('reads ownership that cannot be determined, transfers never entered and conversion terms in dispute', () => {
    expect(flags('The fully diluted position cannot yet be established because the bridge notes have not converted.')).toContain('cap-table-complexity');
    expect(flags("Deux cessions d'actions n'ont jamais été enregistrées au registre.")).toContain('cap-table-complexity');
    expect(flags('The angels and the company disagree over the valuation cap of the 2022 convertible notes.')).toContain('cap-table-complexity');
  });

  it('leaves bank transfers and settled terms alone', () => {
    expect(flags('Two bank transfers were never recorded in the cash book.')).not.toContain('cap-table-complexity');
    expect(flags('The SAFEs convert at a USD 6m valuation cap, which no holder disputes.')).not.toContain('cap-table-complexity');
  });
});

describe('a permit awaited in other words', () => {
  it("reads a regulator's go-ahead awaited, a permit outstanding, not come through or expected by a date", () => {
    expect(flags("We cannot launch lending until we get the central bank's go-ahead; we are awaiting the central bank's go-ahead.", 'business_plan')).toContain('pending-licence');
    expect(flags('Central bank approval: outstanding.', 'business_plan')).toContain('pending-licence');
    expect(flags('Our EPA permit has not come through yet.', 'business_plan')).toContain('pending-licence');
    expect(flags("L'autorisation de l'ARCEP est attendue pour septembre.", 'business_plan')).toContain('pending-licence');
  });

  it("leaves a lender's approval and a board's go-ahead given alone", () => {
    expect(flags('The loan approval is outstanding.', 'business_plan')).not.toContain('pending-licence');
    expect(flags('The board gave its go-ahead to the 2026 budget.', 'business_plan')).not.toContain('pending-licence');
  });
});

describe('a claim made through the other side\'s lawyers', () => {
  it("reads a claim from another party's lawyers, in English and French", () => {
    expect(flags("A letter from a former landlord's attorneys is demanding USD 80,000 in dilapidations.")).toContain('litigation');
    expect(flags("Nous avons reçu un courrier des avocats d'un fournisseur réclamant 12 millions FCFA.")).toContain('litigation');
  });

  it('leaves our own lawyers claiming from an insurer alone', () => {
    expect(flags('Our lawyers are claiming the repair costs from the insurer.')).not.toContain('litigation');
  });
});

describe('more ways debt falls behind', () => {
  it('reads the company late by a count of months, a loan classed as bad by the bank, and pay still owed', () => {
    expect(flags('We are two months behind on the Stanbic overdraft.', 'financial_statements')).toContain('debt-distress');
    expect(flags('The lender has reclassified our working-capital loan as non-performing.', 'financial_statements')).toContain('debt-distress');
    expect(flags('Les salaires de septembre restent dus à une partie du personnel.', 'financial_statements')).toContain('debt-distress');
  });

  it("leaves customers late and a lender's own book alone", () => {
    expect(flags('Some customers are three months late on their invoices.', 'financial_statements')).not.toContain('debt-distress');
    expect(flags('Twelve loans in our portfolio were classified as non-performing in Q3.', 'financial_statements')).not.toContain('debt-distress');
  });
});

describe('more ways a leaver keeps a stake', () => {
  it("reads an outgoing partner's shares not bought back, an exit and a shareholder still, and an ex-executive's stake", () => {
    expect(flags("Les actions de l'actionnaire sortant n'ont toujours pas été rachetées par la société.")).toContain('dead-equity');
    expect(flags('Our first CFO exited in 2024 but is still a shareholder with 5%.')).toEqual(expect.arrayContaining(['founder-departure', 'dead-equity']));
    expect(flags('Our ex-CFO keeps 4% of the shares.')).toContain('dead-equity');
  });

  it('leaves shares bought back and a market exited alone', () => {
    expect(flags("Les actions de l'associé sortant ont été rachetées par la société en 2025.")).not.toContain('dead-equity');
    expect(flags('Our CEO exited the Ugandan market in 2024; we still hold 10% of the local joint venture.')).not.toContain('dead-equity');
  });
});

describe('a holding given as a part of its total', () => {
  it('reads the part as its percentage, counts or millions, in English and French', () => {
    expect(countsAsStakes("Le fonds Baobab détient 1,8 million d'actions sur 3 millions.")).toBe('Le fonds Baobab détient 60%.');
    expect(flags('Kijani Fund owns 2,600,000 out of 4,000,000 shares.')).toContain('investor-control');
  });

  it('leaves a part of anything but shares, and a minority part, alone', () => {
    expect(countsAsStakes('We sold 2 million of 3 million units.')).toBeNull();
    expect(flags('Kijani Fund owns 1,600,000 out of 4,000,000 shares.')).not.toContain('investor-control');
  });
});

describe('a person said gone or going', () => {
  it('reads an outgoing title, a successor named, a tenure ended lately and a French departure announced', () => {
    expect(flags('The outgoing COO will stay on the board as an observer.', 'pitch_deck')).toContain('founder-departure');
    expect(flags('Notre PDG sera remplacé par Fatou Sall au 1er juillet.', 'pitch_deck')).toContain('founder-departure');
    expect(flags('Kojo, our CFO until recently, now advises a bank.', 'pitch_deck')).toContain('founder-departure');
    expect(flags('Départ prévu de notre cofondatrice en décembre.', 'pitch_deck')).toContain('founder-departure');
    expect(flags("La directrice technique ne fait plus partie de l'entreprise.", 'pitch_deck')).toContain('founder-departure');
  });

  it('leaves a stand-in during a leave and a trip alone', () => {
    expect(flags('Our COO will be replaced by an interim manager during her parental leave.', 'pitch_deck')).not.toContain('founder-departure');
    expect(flags('Le directeur général est parti, comme chaque année, au salon de Dakar.', 'pitch_deck')).not.toContain('founder-departure');
  });
});
