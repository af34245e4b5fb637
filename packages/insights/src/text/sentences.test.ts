import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences';

describe('splitSentences', () => {
  it('ends a sentence at a full stop followed by a capital', () => {
    expect(splitSentences('We sell to banks. Banks pay monthly.')).toEqual(['We sell to banks.', 'Banks pay monthly.']);
  });

  it('treats every line of a slide as its own unit and strips bullets', () => {
    expect(splitSentences('Traction\n• 12,000 users\n- $1.2M ARR\n1. Team of 8')).toEqual(['Traction', '12,000 users', '$1.2M ARR', 'Team of 8']);
  });

  it('does not split after abbreviations or inside decimals', () => {
    expect(splitSentences('Acme Inc. raised $1.5M from Dr. Obi, e.g. for hiring. Next we grow.')).toEqual([
      'Acme Inc. raised $1.5M from Dr. Obi, e.g. for hiring.',
      'Next we grow.',
    ]);
  });

  it("does not split between a case's parties ('Olatunji v. CoverNaija')", () => {
    expect(splitSentences('Suit FHC/L/CS/1422/2024, Olatunji v. CoverNaija: a former agent claims fees. Trial has not begun.')).toEqual([
      'Suit FHC/L/CS/1422/2024, Olatunji v. CoverNaija: a former agent claims fees.',
      'Trial has not begun.',
    ]);
  });

  it('does not split after an initial that opens a line or a table cell, but does after "Series A."', () => {
    expect(splitSentences('| J. Banda | 34% | CEO |')).toEqual(['| J. Banda | 34% | CEO |']);
    expect(splitSentences('J. K. Mensah joined in 2023.')).toEqual(['J. K. Mensah joined in 2023.']);
    expect(splitSentences('We closed our Series A. The round was led by Partech.')).toEqual(['We closed our Series A.', 'The round was led by Partech.']);
  });

  it('does not split after the French "M." or "Mme." before a name', () => {
    expect(splitSentences('Le cofondateur, M. Diallo, a quitté la société. Mme. Koné le remplace.')).toEqual(['Le cofondateur, M. Diallo, a quitté la société.', 'Mme. Koné le remplace.']);
  });

  it('splits before a currency sign or digit', () => {
    expect(splitSentences('Revenue grew! $2M is next. 2025 is the target?')).toEqual(['Revenue grew!', '$2M is next.', '2025 is the target?']);
  });

  it('returns nothing for blank text', () => {
    expect(splitSentences('  \n\n \t ')).toEqual([]);
  });

  it('joins prose hard-wrapped at a fixed width, never bullets, table rows or CSV rows', () => {
    expect(splitSentences('At 30 June 2026 the company was not in default under any of its\nfacilities and met every covenant.')).toEqual(['At 30 June 2026 the company was not in default under any of its facilities and met every covenant.']);
    expect(splitSentences('Revenue by customer for the financial year ending 2026 (UGX)\nMTN Uganda   2.9bn')).toHaveLength(2);
    expect(splitSentences('- Monthly churn stayed under three per cent across all of our regions\n- net retention 104%')).toHaveLength(2);
    expect(splitSentences('export_cap_table_2025-10-31.csv (founders: Amara Okafor, Tunde Bello)\nholder,class,shares,pct').at(-1)).toBe('holder,class,shares,pct');
  });
});

describe('a wrapped line that ends before a name', () => {
  it('joins a long line ending on no stop with a next line that opens on a name', () => {
    const text = 'Any dispute arising out of this agreement shall be referred to arbitration in Kigali under the rules of the Kigali\nInternational Arbitration Centre, and judgment on the award may be entered in any competent court.';
    expect(splitSentences(text)).toHaveLength(1);
  });

  it('keeps a label or a short heading on the next line apart', () => {
    expect(splitSentences('We opened two new depots this year and expect to reach break-even in the third quarter of next year\nRevenue: $1.2M')).toHaveLength(2);
    expect(splitSentences('We opened two new depots this year and expect to reach break-even in the third quarter of next year\nTeam update')).toHaveLength(2);
  });
});

describe('rows, forms and numbered paragraphs', () => {
  it('keeps a pipe table row whole, whatever its cells abbreviate', () => {
    expect(splitSentences('| Actionnaire | Ordinaires | Préf. A | Total |')).toEqual(['| Actionnaire | Ordinaires | Préf. A | Total |']);
  });

  it('joins a form value that goes on under its value column', () => {
    const form = 'Current holdings:    Founders (A. Okafor, I. Eze) 70%; angel investors 20%;\n                     ESOP pool (unallocated) 10%';
    expect(splitSentences(form)).toHaveLength(1);
    expect(splitSentences('Issuer:    Farmcrowd Technologies Ltd (the "Company")\nLead Investor:       Sahel Growth Fund II LP')).toHaveLength(2);
  });

  it('joins a numbered paragraph wrapped before a lower-case word', () => {
    const minutes = '4.1 Mr Okello informed the Board that, after eight years with the company, he will step back\nfrom his executive responsibilities with effect from 31 January 2025.';
    expect(splitSentences(minutes)).toHaveLength(1);
    expect(splitSentences('1. Quorum. A quorum being present, the Chair opened the meeting and read the agenda aloud\n2. Finance')).toHaveLength(3);
  });
});
