/**
 * Readings of the thirty-fifth round, group E (the equity classes): funds of one manager, or said to act as one investor,
 * whose rows of a cap table add to control; a stake column headed '% post-money'; two records of the capital that
 * count the shares differently; records said not to 'tell the same story'; founders who 'hold 31% and 27%' without a
 * 'respectively'; a slide's capital split by middle dots; the founders an agreement defines as a party, whose rows
 * in the table carry no founder's title; and a leaver's shares the company's buy-back right was left unused on. Each a general way of writing, in words of our own, with the near-miss that
 * must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'legal_docs') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

const table = (tie: string) => `SUBSCRIPTION TERMS — LIMPOPO AGRITECH LTD
${tie}

Capitalisation after closing
| Holder | Class | % |
|---|---|---:|
| Mpho Dube (founder, CEO) | Ordinary | 24.0 |
| Kagiso Ndlovu (founder, CTO) | Ordinary | 20.0 |
| Baobab Harvest Fund III LP | Series A | 33.0 |
| Baobab Harvest Parallel LP | Series A | 19.0 |
| Option pool | Options | 4.0 |
| Total | | 100.0 |`;

describe('funds of one manager added up in the cap table', () => {
  it('adds the rows of funds said to share a manager and act as one investor', () => {
    expect(flags(table('Baobab Harvest Fund III LP and Baobab Harvest Parallel LP are both managed by Baobab Partners and will vote together as one investor.'))).toContain('investor-control');
  });

  it('does not add funds said to be managed independently', () => {
    expect(flags(table('Baobab Harvest Fund III LP and Baobab Harvest Parallel LP are managed by different firms and vote independently.'))).not.toContain('investor-control');
  });

  it('reads a fund named in the tie by the short name the text gave it, in French', () => {
    const text = (tie: string) => `PROTOCOLE D'INVESTISSEMENT — TERANGA SOINS SAS
Teranga Impact Véhicule II (« le Véhicule ») souscrit 2 000 actions de préférence.
${tie}

Répartition du capital après l'opération
| Actionnaire | % |
|---|---:|
| Fatou Sarr (fondatrice, présidente) | 23,0 |
| Ibrahima Kane (fondateur, DG) | 21,0 |
| Teranga Impact Fund I | 30,0 |
| Teranga Impact Véhicule II | 22,0 |
| BSPCE | 4,0 |
| Total | 100,0 |`;
    expect(flags(text('Teranga Impact Fund I et le Véhicule, tous deux gérés par Teranga Gestion, agissent de concert.'))).toContain('investor-control');
    expect(flags(text("Teranga Impact Fund I et le Véhicule n'agissent pas de concert."))).not.toContain('investor-control');
  });

  it("reads a stake column headed '% post-money'", () => {
    const text = (lead: string) => `Shareholding after completion\n| Shareholder | % post-money |\n|---|---|\n| Lerato Mokoena (co-founder) | 18.0 |\n| Sipho Zulu (co-founder) | 15.0 |\n| ${lead} | 60.0 |\n| Option pool | 7.0 |\n| Total | 100.0 |`;
    expect(flags(text('Highveld Capital Fund I'))).toEqual(expect.arrayContaining(['investor-control', 'low-founder-ownership']));
    expect(flags(text('Seed angels'))).not.toContain('investor-control');
  });
});

describe('two records of the capital that count the shares differently', () => {
  it('reads two counts, each after its record, in two sentences that follow each other', () => {
    expect(flags('Capital. The articles of association state 40,000 shares in issue. The share register we inspected lists 43,200.')).toContain('cap-table-complexity');
    expect(flags('Capital. The articles of association state 40,000 shares in issue. The share register we inspected lists 40,000.')).not.toContain('cap-table-complexity');
  });

  it('reads the French form with a pronoun for the shares', () => {
    expect(flags("Le tableau de capitalisation remis par la direction compte 25 000 actions ; le registre des titres en mentionne 26 500.")).toContain('cap-table-complexity');
    expect(flags("Le tableau de capitalisation remis par la direction compte 25 000 actions ; le registre des titres, rapproché en mars, en mentionne autant.")).not.toContain('cap-table-complexity');
  });

  it('does not read authorised against issued shares as a disagreement', () => {
    expect(flags('The articles authorise 60,000 shares. The share register lists 43,200 shares issued.')).not.toContain('cap-table-complexity');
  });
});

describe('records said not to tell the same story', () => {
  it("reads 'They do not tell the same story' after the register and the spreadsheet are named", () => {
    expect(flags("We compared the share register with the founders' spreadsheet. They do not tell the same story.")).toContain('cap-table-complexity');
    expect(flags("We compared the share register with the founders' spreadsheet. They tell the same story.")).not.toContain('cap-table-complexity');
  });

  it("reads 'could not make the two agree'", () => {
    expect(flags("Attached are the share register and the investor schedule. We could not make the two agree.")).toContain('cap-table-complexity');
  });
});

describe('founders holding two stakes without a respectively', () => {
  it('adds the stakes of founders who hold them with a plural verb', () => {
    expect(flags('The two founders, Kofi Mensah and Adjoa Boateng, hold 33% and 26%, and both work full-time.')).not.toContain('low-founder-ownership');
    expect(flags('The two founders, Kofi Mensah and Adjoa Boateng, hold 22% and 13%, and both work full-time.')).toContain('low-founder-ownership');
  });
});

describe("a slide's capital split by middle dots", () => {
  it('reads the items under a caption about the capital', () => {
    const text = (ceo: number, cfo: number, pool: number) => `Slide 8 — Capital après la levée\nKivu Growth Fund 50 % · Jean Kabila (fondateur, DG) ${ceo} % · Esther Mbuyi (fondatrice, directrice financière) ${cfo} % · réserve salariés ${pool} %`;
    expect(flags(text(25, 12, 13), 'pitch_deck')).toContain('low-founder-ownership');
    expect(flags(text(25, 16, 9), 'pitch_deck')).not.toContain('low-founder-ownership');
  });
});

describe('founders an agreement defines as a party', () => {
  const agreement = (defined: string) => `SHAREHOLDERS' AGREEMENT
BETWEEN (1) ZAMBEZI RIVER FUND II LP; (2) ${defined}; and (3) the Company.

SCHEDULE 1 — SHAREHOLDINGS
Shareholder                         Ordinary shares
Zambezi River Fund II LP                 4,800,000
Chanda Mwale                             2,000,000
Mutale Banda                             1,500,000
Employee share trust                     1,700,000
Total                                   10,000,000`;

  it("reads the rows of the people defined as 'the Founders' as the founders' stake", () => {
    expect(flags(agreement('CHANDA MWALE and MUTALE BANDA (the "Founders")'))).toContain('low-founder-ownership');
  });

  it('reads nothing of people defined otherwise', () => {
    expect(flags(agreement('CHANDA MWALE and MUTALE BANDA (the "Managers")'))).not.toContain('low-founder-ownership');
  });
});

describe("a leaver's shares the company's buy-back right was left unused on", () => {
  it('reads a call option that lapsed after someone left', () => {
    expect(flags('Early staff. Our first two field technicians left in March 2023 to start a farm. The call option over their shares expired that June without being exercised.')).toContain('dead-equity');
    expect(flags('Early staff. Our first two field technicians left in March 2023 to start a farm. The call option over their shares was exercised in June and the shares were cancelled.')).not.toContain('dead-equity');
  });

  it('does not read an option only supposed unused', () => {
    expect(flags('Leavers. A technician left in March 2023. If the call option over his shares is not exercised within 90 days, it lapses.')).not.toContain('dead-equity');
  });

  it("reads the French 'aucun rachat de ses actions n'est intervenu' after a leaving", () => {
    expect(flags("Mme Rasoa n'exerce plus aucune fonction dans la société depuis 2022. Aucun rachat de ses actions n'est intervenu depuis.")).toContain('dead-equity');
    expect(flags("Mme Rasoa exerce toujours ses fonctions de directrice commerciale. Aucun rachat d'actions n'est intervenu depuis 2022.")).not.toContain('dead-equity');
  });
});
