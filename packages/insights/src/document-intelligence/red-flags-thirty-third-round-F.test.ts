/**
 * Readings of the thirty-third round, group F (investor control and the founders' stake in share tables that raised
 * nothing): a middle initial inside a row set with runs of spaces ends no sentence ('Kofi A. Mensah   Ordinary ...'),
 * so the row stays one; a caption naming the founders with an aside after each ('Founders: X (Chief Executive
 * Officer) and Y') names both; a count column headed by its moment ('Shares today'), or a header of moments only
 * ('Today   After closing') under a caption about the issued shares, is the holders' count as it stands; an attendance
 * sheet's title heads its holders' column; 'Répartition après l'opération :' captions the split after a deal, a
 * semicolon closing its line opening no item; a list of holders' share counts answers the caption in the sentence
 * before it ('Indicate the shareholding.' then 'A.' then 'X: 6,000 shares; ...'); and a company's row that shares a
 * word with a founder's name is not the founder's; the parties of an agreement listed one a line, each 'titulaire de N
 * actions' or 'holder of N shares', are the capital, a founder 'ayant cessé toutes ses fonctions' no working founder. Each a general way of writing, in words of our own, with the
 * near-miss that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'legal_docs') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('a middle initial inside a row set with spaces', () => {
  const table = (fund: string, founder: string) => `Schedule A — Issued shares
Holder                               Class          Shares        %
Baobab Crest Ventures LP             Preferred      ${fund}
Kofi A. Mensah                       Ordinary       ${founder}
Efua N. Owusu                        Ordinary       200,000     20.0
Total                                             1,000,000    100.0`;

  it('keeps the row whole, so the table is read', () => {
    expect(flags(table('560,000     56.0', '240,000     24.0'))).toContain('investor-control');
  });

  it('raises nothing when the fund holds under half', () => {
    expect(flags(table('360,000     36.0', '440,000     44.0'))).not.toContain('investor-control');
  });
});

describe("founders named in a caption with an aside after each name", () => {
  const table = (first: string, second: string, fund: string) => `Founders: Thandiwe Nkosi (Chief Executive Officer) and Pieter Botha (Chief Operating Officer).
Shareholder                        Shares
Thandiwe Nkosi                     ${first}
Pieter Botha                       ${second}
Umoya Seed Fund                    ${fund}
Total                              10,000`;

  it('names both founders, whose small stake is read', () => {
    expect(flags(table('1,700', '1,300', '7,000'))).toContain('low-founder-ownership');
  });

  it('raises nothing when the two hold most of the shares', () => {
    expect(flags(table('3,700', '2,800', '3,500'))).not.toContain('low-founder-ownership');
  });
});

describe('a count column headed by its moment', () => {
  const table = (fund: string, founder: string) => `Shareholder          Shares now     After the round
Rift Valley Growth LP     ${fund}            ${fund}
Amani Otieno (founder)    ${founder}            ${founder}
Staff pool                  1,000            1,000
Total                      10,000           12,000`;

  it("reads 'Shares now' as the holders' count", () => {
    expect(flags(table('6,200', '2,800'))).toContain('investor-control');
  });

  it('raises nothing when the fund holds under half', () => {
    expect(flags(table('3,200', '5,800'))).not.toContain('investor-control');
  });
});

describe('a header of moments only under a caption about the issued shares', () => {
  const table = (caption: string, fund: string) => `${caption}
                                      Today          After closing
   Nomsa Dube (co-founder)            1,500,000      1,500,000
   Sipho Zulu (co-founder)            1,000,000      1,000,000
   Kalahari Impact Fund               ${fund}      ${fund}
   Total                             10,000,000     12,000,000`;

  it("reads the rows under 'Today   After closing' as holders and their counts", () => {
    const raised = flags(table('Issued shares (ordinary only)', '7,500,000'));
    expect(raised).toContain('investor-control');
    expect(raised).toContain('low-founder-ownership');
  });

  it('raises nothing under a caption about something other than the shares', () => {
    expect(flags(table('Litres delivered by depot', '7,500,000'))).not.toContain('investor-control');
  });
});

describe("an attendance sheet's title heading the holders' column", () => {
  const sheet = (fund: string, founder: string) => `Feuille de présence                                   Actions     Voix
Fonds Lagune Investissement, représenté par son gérant     ${fund}     ${fund}
Mme Aïcha Koné, fondatrice et présidente                   ${founder}     ${founder}
Deux salariés                                                800       800
Total                                                     10 000    10 000`;

  it('reads the sheet as a cap table', () => {
    expect(flags(sheet('6 100', '3 100'))).toContain('investor-control');
  });

  it('raises nothing when the fund holds under half', () => {
    expect(flags(sheet('3 100', '6 100'))).not.toContain('investor-control');
  });
});

describe("'Répartition après l'opération :' with its last holder on the next line", () => {
  const split = (fund: string, founders: string) => `Montant : 2 000 000 EUR
Répartition après l'opération : Fonds Mangrove ${fund} % ; fondatrices (Awa Sy et Binta Ba) ${founders} % ;
salariés 4 %`;

  it('reads the split after the deal as the cap table', () => {
    expect(flags(split('58', '38'))).toContain('investor-control');
  });

  it('raises nothing when the fund holds under half', () => {
    expect(flags(split('38', '58'))).not.toContain('investor-control');
  });
});

describe('a list of share counts answering the caption in the sentence before it', () => {
  it("reads 'Indicate the shareholding.' then 'A.' then the holders' counts", () => {
    const text = 'Q4. Indicate the shareholding of the company.\nA4. Zambezi Holdings Ltd: 6,400 shares; Chipo Banda (founder, CEO): 2,600 shares; staff trust: 1,000 shares.';
    expect(flags(text)).toContain('investor-control');
  });

  it('raises nothing when one item is no count, or the sentence before is about something else', () => {
    const items = 'Zambezi Holdings Ltd: 6,400 shares; Chipo Banda (founder, CEO): 2,600 shares; staff trust: to be confirmed.';
    expect(flags(`Q4. Indicate the shareholding of the company.\nA4. ${items}`)).not.toContain('investor-control');
    expect(flags(`Q4. Indicate the shares sold to brokers last year.\nA4. ${items.replace('to be confirmed', '1,000 shares')}`)).not.toContain('investor-control');
  });
});

describe("a company's row that shares a word with a founder's name", () => {
  const list = (holder: string) => `Q2. Set out the shareholding.\nA2. ${holder}: 5,600 shares; Halima Salem (founder, CTO): 3,000 shares; angels: 1,400 shares.`;

  it('is not the founder: its majority is an investor holding control', () => {
    expect(flags(list('Salem Group Investments'))).toContain('investor-control');
  });

  it("raises nothing when the row is the founder's own", () => {
    expect(flags(list('Omar Salem (co-founder, CEO)'))).not.toContain('investor-control');
  });
});

describe("the parties of an agreement listed one a line with their share counts", () => {
  const parties = (fund: string, second: string) => `ENTRE LES SOUSSIGNÉS :
1. Fonds Kivu Croissance, société d'investissement, titulaire de ${fund} actions ;
2. Mme Grace Mukamana, fondatrice et présidente, titulaire de 2 000 actions ;
3. M. Eric Habimana, cofondateur, ${second}, titulaire de 1 500 actions ;
4. Le plan d'intéressement des salariés, titulaire de 500 actions.
Il a été convenu ce qui suit.`;

  it("reads the lines as the capital: the fund's majority, and the working founders' small stake", () => {
    const raised = flags(parties('6 000', 'directeur technique'));
    expect(raised).toContain('investor-control');
    expect(raised).toContain('low-founder-ownership');
  });

  it("leaves a founder who has ceased all duties out of the founders' stake", () => {
    const raised = flags(parties('3 000', 'ayant cessé toutes ses fonctions en 2023'));
    expect(raised).toContain('low-founder-ownership');
    expect(raised).not.toContain('investor-control');
  });

  it('raises nothing when the fund holds under half and both founders still work', () => {
    const raised = flags(parties('3 000', 'directeur technique'));
    expect(raised).not.toContain('investor-control');
    expect(raised).not.toContain('low-founder-ownership');
  });

  it('reads the English party lines too', () => {
    const text = '(1) Savanna Rise Fund LP, holder of 5,500 preferred shares;\n(2) Juma Said (founder), holder of 2,500 ordinary shares;\n(3) Neema Ally (founder), holder of 1,000 ordinary shares;\n(4) the staff trust, holder of 1,000 ordinary shares.';
    expect(flags(text)).toContain('investor-control');
    expect(flags(text.replace('5,500', '2,500').replace('2,500 ordinary', '5,500 ordinary'))).not.toContain('investor-control');
  });
});
