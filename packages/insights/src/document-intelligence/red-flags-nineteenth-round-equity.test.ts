/**
 * The ownership readers changed in the nineteenth round: founders named as a group in a list item, a table aligned by
 * spaces with a text column, a '% (fully diluted)' header, counts grouped by single spaces, a row of unknown figures and
 * a footnote marker on a leaver; count lines closed by a total with short counts, a count one space after the holder's
 * parenthesis or alone under its holder, a holder cut at an initial, and leavers among them; stakes spelled out in a
 * capitalisation list; the stakes after a round computed from the holdings before it; and cap-table notes that leave
 * instruments out of the table or a register unreconciled. Short texts of our own, each with a near miss.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

const flags = (text: string) => analyzeDocument(text, 'legal_docs').riskFlags.map((f) => f.ruleId);
const low = 'low-founder-ownership';
const control = 'investor-control';
const dead = 'dead-equity';
const messy = 'cap-table-complexity';

describe('founders named as a group in a list item', () => {
  it('reads the group, not its last name, as the holder', () => {
    const text = 'Capitalisation after the round (fully diluted):\n  Founders \u2014 Ms Amina Diallo and Mr Kwesi Boateng: 56.0%\n  Savanna Impact Fund: 24.0%\n  Seed angels: 8.0%\n  ESOP: 12.0%';
    expect(flags(text)).not.toContain(control);
    expect(flags(text)).not.toContain(low);
  });

  it('still reads an investor holding the majority beside the group', () => {
    const text = 'Capitalisation after the round (fully diluted):\n  Founders \u2014 Ms Amina Diallo and Mr Kwesi Boateng: 30.0%\n  Savanna Impact Fund: 58.0%\n  ESOP: 12.0%';
    expect(flags(text)).toContain(control);
    expect(flags(text)).toContain(low);
  });
});

describe('a table aligned by spaces', () => {
  it('reads a class column, a "% (fully diluted)" header and an aside that leaves one space', () => {
    const text = 'Ownership summary for new investors\n\nHolder                                 Class        % (fully diluted)\nLimpopo Growth Fund                    Pref A            57\nThandi Mokoena (founder, CEO)          Ordinary          21\nBongani Zulu (co-founder, left in 2023) Ordinary          8\nUnallocated pool                       \u2014                 14';
    expect(flags(text)).toContain(control);
    expect(flags(text)).toContain(low);
    expect(flags(text)).toContain(dead);
  });

  it('leaves a table whose largest holder is under half', () => {
    const text = 'Holder                                 Class        % (fully diluted)\nLimpopo Growth Fund                    Pref A            37\nThandi Mokoena (founder, CEO)          Ordinary          41\nSipho Dube (founder, CTO)              Ordinary          12\nUnallocated pool                       \u2014                 10';
    expect(flags(text)).not.toContain(control);
    expect(flags(text)).not.toContain(low);
  });

  it('reads counts grouped by single spaces, a row of unknown figures and a leaver named in a footnote', () => {
    const text = 'Register of members (scan)\n\nShareholder            Class     Shares        %\nA. Moyo (founder)      Ord       5 200 000    52,0\nR. Banda (founder)     Ord       1 800 000    18,0\nZambezi Seed Fund      Pref      1 500 000    15,0\nL. Phiri *             Ord         500 000     5,0\nNotes holders          -               ?         ?\nESOP                   Opt       1 000 000    10,0\n\n* former sales lead, resigned 2024; shares kept after exercise.';
    expect(flags(text)).toContain(dead);
    expect(flags(text)).not.toContain(low);
  });

  it('leaves a footnoted holder whose shares were bought back', () => {
    const text = 'Shareholder            Class     Shares        %\nA. Moyo (founder)      Ord       5 200 000    52,0\nR. Banda (founder)     Ord       1 800 000    18,0\nZambezi Seed Fund      Pref      1 500 000    15,0\nL. Phiri *             Ord         500 000     5,0\nESOP                   Opt       1 000 000    10,0\n\n* former sales lead, resigned 2024; shares repurchased by the company in 2025.';
    expect(flags(text)).not.toContain(dead);
  });
});

describe('count lines closed by a total', () => {
  it('reads a count one space after the parenthesis, a count alone under its holder and a leaver (French)', () => {
    const text = '\u00c9TAT DES PARTS SOCIALES \u2014 copie\n\nAssoci\u00e9 .................................. Parts\nYoussef Alami (cofondateur, g\u00e9rant) .......... 1 600\nSalma Idrissi (cofondatrice, directrice adj.)\n2 000\nOmar Tazi (cofondateur \u2014 a quitt\u00e9 la soci\u00e9t\u00e9 en 2022) 1 400\nFonds Atlas Amor\u00e7age ........................ 4 500\nLove money (6 personnes) .................... 500\nTOTAL ...................................... 10 000';
    expect(flags(text)).toContain(low);
    expect(flags(text)).toContain(dead);
    expect(flags(text)).not.toContain(control);
  });

  it('reads short counts and a holder cut at an initial, a leaver among them (French)', () => {
    const text = 'REGISTRE DES MOUVEMENTS DE TITRES \u2014 situation au 31/12/2024\n\nN\u00b0  Titulaire                         Nbre d\'actions\n1   Aline Kabore (fondatrice, PDG) ............. 2 600\n2   Sahel Capital Partners ..................... 5 200\n3   Moussa T. (ancien comptable, parti en 2023) ..... 700\n4   Issa Ouedraogo (fondateur) ................. 1 500\n    TOTAL ...................................... 10 000';
    expect(flags(text)).toContain(control);
    expect(flags(text)).toContain(dead);
    expect(flags(text)).not.toContain(low);
  });

  it('leaves a leaver whose shares were bought back', () => {
    const text = 'Shareholding at 30 June 2025\nKofi Asare (founder) .............. 4 600\nAma Serwaa (founder, left 2023) ... 1 200\nAccra Seed Partners ............... 3 400\nOptions pool ...................... 800\nTOTAL ............................. 10 000\nAma Serwaa\'s shares were bought back by the company in January 2025.';
    expect(flags(text)).not.toContain(dead);
  });
});

describe('stakes spelled out in a capitalisation list', () => {
  it('reads per cent in words (English)', () => {
    const text = 'TERM SHEET \u2014 SERIES B\nCapitalisation after Closing (fully diluted):\n  Rift Partners, including its Series A shares ...... fifty-four per cent\n  Founders (Achieng, Otieno) ........................ twenty-nine per cent\n  ESOP .............................................. seventeen per cent';
    expect(flags(text)).toContain(control);
    expect(flags(text)).toContain(low);
  });

  it('reads pour cent in words (French) and leaves healthy stakes', () => {
    const healthy = 'R\u00e9partition du capital apr\u00e8s la lev\u00e9e :\n  Fondateurs (Mme Sow, M. Ba) ........ cinquante-deux pour cent\n  Fonds Teranga ...................... trente pour cent\n  BSPCE .............................. dix-huit pour cent';
    expect(flags(healthy)).not.toContain(control);
    expect(flags(healthy)).not.toContain(low);
    const diluted = 'R\u00e9partition du capital apr\u00e8s la lev\u00e9e :\n  Fonds Teranga ...................... cinquante-cinq pour cent\n  Fondateurs (Mme Sow, M. Ba) ........ trente pour cent\n  BSPCE .............................. quinze pour cent';
    expect(flags(diluted)).toContain(control);
    expect(flags(diluted)).toContain(low);
  });
});

describe('the stakes after a round, from the holdings before it', () => {
  it('dilutes the holdings by the round and adds the investor its new money (English)', () => {
    const text = 'CLOSING NOTE \u2014 SERIES A\nInvestor: Okavango Capital ("OC"), sole subscriber\nAmount received: US$5,000,000\nPre-money valuation: US$5,000,000\nShareholding immediately before closing (fully diluted): founders Neo Kgosi and Lesedi Tau 65%; OC (seed note converted) 15%; ESOP 12%; angels 8%';
    expect(flags(text)).toContain(low);
    expect(flags(text)).toContain(control);
  });

  it('reads the French caption, and leaves a small round (French)', () => {
    const big = 'Investisseur : Fonds Baobab ("FB")\nMontant de l\'investissement : 600 M FCFA\nValorisation pr\u00e9-money : 400 M FCFA\nR\u00e9partition du capital avant la lev\u00e9e : fondateurs Awa Diop et Malick Sarr 70 % ; FB 10 % ; BSPCE 20 %';
    expect(flags(big)).toContain(low);
    expect(flags(big)).toContain(control);
    const small = 'Investisseur : Fonds Baobab ("FB")\nMontant de l\'investissement : 100 M FCFA\nValorisation pr\u00e9-money : 900 M FCFA\nR\u00e9partition du capital avant la lev\u00e9e : fondateurs Awa Diop et Malick Sarr 70 % ; FB 10 % ; BSPCE 20 %';
    expect(flags(small)).not.toContain(low);
    expect(flags(small)).not.toContain(control);
  });

  it('leaves holdings stated after the closing to the other readers', () => {
    const text = 'Investor: Okavango Capital ("OC")\nAmount received: US$5,000,000\nPre-money valuation: US$5,000,000\nShareholding after closing (fully diluted): founders Neo Kgosi and Lesedi Tau 45%; OC 40%; ESOP 15%';
    expect(flags(text)).not.toContain(low);
    expect(flags(text)).not.toContain(control);
  });
});

describe('cap-table notes', () => {
  it('reads instruments left out of the table (French) and a note ending on "not yet reflected" (English)', () => {
    expect(flags('Table de capitalisation au 30/04/2025.\nNote du conseil : les BSA AIR souscrits en 2024 ne figurent pas dans la table.')).toContain(messy);
    expect(flags('Share register extract.\nNote: convertible notes issued in 2024 (US$400k) not yet reflected.')).toContain(messy);
  });

  it('reads a bare register not reconciled with a filing, and leaves instruments that are shown', () => {
    expect(flags('Share register (extract)\nRegister not reconciled with the 2024 annual return.')).toContain(messy);
    expect(flags('Table de capitalisation au 30/04/2025.\nLes BSA AIR souscrits en 2024 figurent dans la table.')).not.toContain(messy);
  });
});
