/**
 * The ownership and team readers changed in the fourteenth round (decision 0036): departures said by stepping away,
 * a post taken elsewhere or a notice a few clauses after the title; leavers' stakes kept after an unused buy-back;
 * cap tables set with spaces or one cell a line; holdings given as share counts; records not reconciled to a register;
 * numbered minutes wrapped under a hanging indent. Short texts in words other than the development set's, each with a
 * near-miss that must stay clean.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';
import { countsAsStakes } from './share-count-stakes';
import { splitSentences } from '../text/sentences';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'legal_docs') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);

describe('a founder or executive leaving, however it is said', () => {
  it('reads stepping away or aside, even far from the title, in English', () => {
    expect(flags('Amina, who co-founded the company with me and wrote its first credit model, told us last week that she will step aside in June.', 'business_plan')).toContain('founder-departure');
    expect(flags('Our COO (and co-founder) is stepping away from the business after the audit.', 'business_plan')).toContain('founder-departure');
  });

  it('reads a post taken elsewhere and a notice a few clauses after the title, in French', () => {
    expect(flags("Awa Diop, directrice financière — a accepté un poste dans un cabinet d'audit à Dakar.", 'pitch_deck')).toContain('founder-departure');
    expect(flags('Ibrahima, notre cofondateur, souhaite reprendre ses études de médecine et quittera ses fonctions en juin.', 'pitch_deck')).toContain('founder-departure');
  });

  it('does not count people said not to be founders or executives', () => {
    expect(flags('Three analysts from the first cohort (not founders, not executives) left in 2024.')).not.toContain('founder-departure');
    expect(flags('Our CTO will not step away: she renewed her contract to 2029.', 'business_plan')).not.toContain('founder-departure');
  });

  it('reads a semicolon inside a holder\'s parenthesis as one person\'s attributes', () => {
    expect(flags('Moses Banda (co-founder; left 2022) holds 9% of the shares.')).toContain('founder-departure');
  });
});

describe('numbered minutes wrapped under a hanging indent', () => {
  it('reads the wrapped item as one sentence, with the initial of a name after a title', () => {
    const text = ['3. Officers. The Chair recorded the resignation of Mr K. Boateng, Chief Financial', '   Officer, with effect from 28 February 2026.'].join('\n');
    expect(splitSentences(text)).toContain('The Chair recorded the resignation of Mr K. Boateng, Chief Financial Officer, with effect from 28 February 2026.');
    expect(flags(text)).toContain('founder-departure');
  });

  it('keeps a numbered line whose next line is not indented apart', () => {
    expect(splitSentences(['1. Opening of the meeting by the Chair, who welcomed the members', 'Apologies were received from two directors.'].join('\n'))).toHaveLength(2);
  });
});

describe('leavers who keep their stake', () => {
  it('reads a stake kept after an unused buy-back right, with a thousands separator in the count', () => {
    const text = 'Ms R. Achieng, former COO, resigned in March 2025. She holds 180,000 ordinary shares, fully vested; the Company did not exercise its call option.';
    expect(flags(text)).toContain('dead-equity');
  });

  it('reads leavers named together, in English and French', () => {
    expect(flags('Three analysts (not founders) left in 2023. Between them they still hold 4.1% of the shares; the buy-back right was never exercised.')).toContain('dead-equity');
    expect(flags('Deux anciens ingénieurs, partis en 2023, conservent ensemble 5 % du capital.')).toContain('dead-equity');
  });

  it('lets a leaver whose shares were bought back pass', () => {
    expect(flags('Ms R. Achieng, former COO, resigned in March 2025. Her 180,000 shares were bought back in May.')).not.toContain('dead-equity');
  });
});

describe('cap tables set with spaces or one cell a line', () => {
  it('reads a space-aligned table under its header, the stake column found by its name', () => {
    const text = ['Capitalisation after the round', 'Holder                          Shares        %', 'Lindiwe Zulu (founder)        2,100,000     21.0', 'Sipho Nkosi (co-founder; left 2024) 900,000  9.0', 'Kalahari Ventures             4,000,000     40.0', 'ESOP                          3,000,000     30.0', 'Total                        10,000,000    100.0'].join('\n');
    expect(flags(text)).toEqual(expect.arrayContaining(['low-founder-ownership', 'dead-equity']));
    expect(flags(text)).not.toContain('investor-control');
  });

  it('reads a holder on one line and its stake alone on the next', () => {
    const text = ['Actionnariat après le tour', 'Kwame Asante (cofondateur)', '18.0%', 'Efua Mensah (cofondatrice)', '15.5%', 'Fonds Sahel Croissance', '41.5%', 'BSPCE', '25.0%'].join('\n');
    expect(flags(text)).toContain('low-founder-ownership');
  });

  it('lets a founder majority pass', () => {
    const text = ['Shareholding after closing', 'Kwame Asante (co-founder)', '38.0%', 'Efua Mensah (co-founder)', '30.0%', 'Sahel Growth Fund', '22.0%', 'ESOP', '10.0%'].join('\n');
    expect(flags(text)).not.toContain('low-founder-ownership');
  });
});

describe('holdings given as share counts against a stated total', () => {
  it('writes each count as its percentage of the total', () => {
    expect(countsAsStakes('Of the 4,000,000 shares in issue, Baobab Capital holds 2,200,000 and the founders 1,000,000.')).toBe('Of the 4,000,000 shares in issue, Baobab Capital holds 55% and the founders 25%.');
    expect(countsAsStakes('The company issued 4,000,000 shares in 2024.')).toBeNull();
  });

  it('raises control and a small founder stake from counts', () => {
    expect(flags('Of the 8,000,000 ordinary shares in issue, Kilimo Fund holds 4,400,000 and the three founders hold 2,000,000 between them.')).toEqual(expect.arrayContaining(['investor-control', 'low-founder-ownership']));
  });
});

describe('investor control said through words, a far figure or a modal clause', () => {
  it('reads a majority of the ordinary shares in words and a stake whose modal sequel is its own clause', () => {
    expect(flags('After the conversion, Savannah Fund will hold over half of the ordinary shares.')).toContain('investor-control');
    expect(flags('Kilimo Capital Partners holds 57% of the issued share capital and may nominate two directors.')).toContain('investor-control');
  });

  it('lets a modal stake stay a possibility', () => {
    expect(flags('Kilimo Capital Partners may hold 57% of the issued share capital if the notes convert.')).not.toContain('investor-control');
  });
});

describe('records not reconciled to a register', () => {
  it('reads a capitalisation not reconciled to the register, in English and French', () => {
    expect(flags('Response: the attached version has not yet been reconciled to the register of members.')).toContain('cap-table-complexity');
    expect(flags("La répartition du capital reste provisoire, la conversion des BSA n'ayant pas été réconciliée avec le registre des actionnaires.")).toContain('cap-table-complexity');
    expect(flags('The share register and the option ledger do not yet agree.')).toContain('cap-table-complexity');
  });

  it('lets a register reconciled since pass', () => {
    expect(flags('The cap table was reconciled to the register of members in March.')).not.toContain('cap-table-complexity');
  });
});

describe('a term sheet whose stake label names no holder', () => {
  it("reads the stake as the named investor's, label and value on separate lines or one", () => {
    expect(flags(['Key terms', 'Lead investor', 'Baobab Growth Partners', 'Stake post-money', '55.0%', 'Founders post-money', '35.0%'].join('\n'))).toContain('investor-control');
    expect(flags(['Principaux termes', 'Investisseur : Fonds Sahel Croissance', "Participation après l'opération : 52 %"].join('\n'))).toContain('investor-control');
  });

  it('lets a minority stake, or a stake label that names its holder, pass', () => {
    expect(flags(['Key terms', 'Lead investor', 'Baobab Growth Partners', 'Stake post-money', '25.0%', 'Founders post-money', '65.0%'].join('\n'))).not.toContain('investor-control');
  });
});

describe('versions of the cap table that do not come to the same share count', () => {
  it('reads versions that disagree on the number of shares', () => {
    expect(flags('We hold three copies of the cap table; none of them comes to the same number of shares.')).toContain('cap-table-complexity');
  });

  it('lets holders with different holdings pass', () => {
    expect(flags('No two founders hold the same number of shares.')).not.toContain('cap-table-complexity');
  });
});
