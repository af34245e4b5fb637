import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';
import { inactiveHolder } from './inactive-holders';

const flags = (text: string) => analyzeDocument(text, 'legal_docs').riskFlags.map((f) => f.ruleId);

describe('a leaver whose stake stays in their name (leaver-words.ts, departed-holdings.ts)', () => {
  it('reads a resignation from the job, then the stake left on the register', () => {
    expect(flags('Ms Njeri resigned as an employee in March 2024. She was never asked to sell; she remains on the register.')).toContain('dead-equity');
    expect(flags('The 6% shareholding of Mr Otieno, whose employment ended in 2022, remains in his name.')).toContain('dead-equity');
  });

  it('reads a stake kept, told of the one a pronoun-led departure points back to', () => {
    expect(flags("L'assemblée prend acte de la demande de M. Moussa Sow. Il est mis fin à ses fonctions de directeur commercial au 30 juin. Ces fonctions sont reprises par Mme Ba. Cette résolution est adoptée à l'unanimité des associés. M. Sow demeure associé pour ses 900 actions.")).toContain('dead-equity');
  });

  it('does not read a stake bought back, nor a resignation from the board alone', () => {
    expect(flags('Ms Njeri resigned as an employee in March 2024. Her shares were bought back in May.')).not.toContain('dead-equity');
    expect(flags('The 6% shareholding of Mr Otieno, whose employment ended in 2022, was repurchased by the company.')).not.toContain('dead-equity');
  });
});

describe('a founder out of the company since a date (inactive-holders.ts)', () => {
  it('reads the row of a founder said to be out of the company since then', () => {
    expect(inactiveHolder('| paul ndoye | cofondateur (hors de la societe depuis 2022) | 30 000 | 15 % |')).toBe(true);
  });

  it('does not read a founder merely outside the company on a mission', () => {
    expect(inactiveHolder('| paul ndoye | cofondateur (en mission hors de la societe) | 30 000 | 15 % |')).toBe(false);
  });
});

describe('a cap table whose founders include one a note says has left (holder-rows.ts)', () => {
  const table = (note: string) => `Shareholder                      Shares        %
Ada Obi (co-founder, CEO)        2,800,000     28.0
Femi Ade (co-founder)            1,500,000     15.0
Delta Ventures                   3,700,000     37.0
Option pool (granted
  and ungranted)                 2,000,000     20.0
Total                           10,000,000    100.0

Notes
${note}`;

  it('leaves the leaver out of the working founders, a holder cell wrapped onto a second line read as one row', () => {
    expect(flags(table('1. Mr Ade resigned as an employee in 2023 and keeps his shares.'))).toContain('low-founder-ownership');
  });

  it('counts every founder when none has left, or when a note only supposes a leaving', () => {
    expect(flags(table('1. Mr Ade leads engineering.'))).not.toContain('low-founder-ownership');
    expect(flags(table('1. If a Co-founder resigned as an employee, the company could buy the shares back.'))).not.toContain('low-founder-ownership');
  });
});

describe('a cap table that cannot yet be matched with the register (cap-table-records.ts)', () => {
  it('reads the table said not in a position to be reconciled, or the register no longer kept up to date', () => {
    expect(flags("Nous ne sommes pas en mesure de rapprocher notre table du registre des mouvements de titres.")).toContain('cap-table-complexity');
    expect(flags("Le registre des mouvements de titres n'a plus été mis à jour depuis 2021.")).toContain('cap-table-complexity');
  });

  it('does not read a register said kept up to date', () => {
    expect(flags('Le registre des mouvements de titres a été mis à jour en mars et concorde avec la table.')).not.toContain('cap-table-complexity');
  });
});
