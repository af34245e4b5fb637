/**
 * Readings of the thirty-eighth round, group E (founders' stake, cap-table complexity, related parties, audit opinion):
 * - a year before 'shareholders' agreement' dates the agreement, it counts no crowd of shareholders (cap-table-layers.ts);
 * - a comma that groups a figure's thousands ('450,000-share pool') makes no CSV row, so a wrapped note is read whole
 *   (text/sentences.ts);
 * - a dealing denied, then the class it would have belonged to ('aucune convention ... entrant dans le champ des
 *   conventions réglementées') names no related-party dealing (related-denied.ts);
 * - an audit qualification said gone in the sentence after it ('le motif de cette réserve n'existe plus') is over;
 * - another business named as what a founder left ('the logistics firm he co-founded and left in 2019') is no leaving
 *   of this company (departure-patterns.ts);
 * - a cap table's list row whose stake is a fraction in words ('cofondatrice : un dixième') (spelled-percents.ts).
 * Each a general way of writing, in words of our own, with the near-miss that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'legal_docs') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe("a year before 'shareholders' agreement' counts no shareholders", () => {
  it('does not read the 2020 shareholders\' agreement as 2,020 holders on the register', () => {
    const text = "Investment memo: Tamu Foods Ltd\nThe 2020 shareholders' agreement, which predates our entry, gives the board no right to buy back a leaver's shares.\nRevenue grew 30% last year.";
    expect(flags(text, 'business_plan')).not.toContain('cap-table-complexity');
  });

  it('still reads a register crowded with 160 shareholders', () => {
    expect(flags('Our cap table has 160 shareholders after the community crowdfunding round.', 'business_plan')).toContain('cap-table-complexity');
  });
});

describe("a figure's thousands comma makes no CSV row", () => {
  const note = (end: string) => `Notes to the register\n1. The staff option ledger records 540,000 options granted against a\n   400,000-share pool. The 140,000 gap ${end}\n   the share register; the company secretary is looking into it.`;

  it('reads a wrapped note whose lines hold grouped figures as one sentence', () => {
    expect(flags(note('has not been reconciled with'))).toContain('cap-table-complexity');
  });

  it('does not flag the same note when the gap was reconciled', () => {
    expect(flags(note('was reconciled in May 2024 with'))).not.toContain('cap-table-complexity');
  });
});

describe('a dealing denied, then the class of dealings it would have joined', () => {
  it("reads no related party in 'aucune convention ..., entrant dans le champ d'application des conventions réglementées'", () => {
    const text = "Rapport spécial\nLe commissaire aux comptes n'a été avisé d'aucune convention signée pendant l'exercice, entrant dans le champ d'application des conventions réglementées prévues par l'Acte uniforme.";
    expect(flags(text, 'financial_statements')).not.toContain('related-party');
  });

  it('reads no related party in English either', () => {
    const text = 'Special report of the statutory auditor\nWe were not informed of any contract signed in the year that falls within the scope of the rules on related-party transactions.';
    expect(flags(text, 'financial_statements')).not.toContain('related-party');
  });

  it('still reads a dealing that does fall within the related-party rules', () => {
    const text = "Special report of the statutory auditor\nThe warehouse lease signed with Tana Properties, a company owned by the chairman's wife, falls within the scope of the rules on related-party transactions.";
    expect(flags(text, 'financial_statements')).toContain('related-party');
  });
});

describe('an audit qualification said gone in the next sentence', () => {
  const report = (after: string) => `INDEPENDENT AUDITOR'S REPORT\nOpinion\nIn our opinion the financial statements for 2024 give a true and fair view.\nOther matter\nThe 2023 financial statements were audited by another firm, which issued a qualified opinion on 3 May 2024 because the year-end stock count was not observed. ${after}`;

  it('reads the qualification as over when the matter behind it is said resolved', () => {
    expect(flags(report('The matter that gave rise to that qualification has since been resolved.'), 'financial_statements')).not.toContain('audit-opinion');
  });

  it('still reads a qualification said not lifted', () => {
    expect(flags(report('That qualification has not been lifted.'), 'financial_statements')).toContain('audit-opinion');
  });
});

describe('another business named as what a founder left', () => {
  const terms = (aside: string) => `TERM SHEET\nCapitalisation after closing:\n| Shareholder | Shares | % |\n|---|---|---|\n| Wanjiru Kamau (co-founder, CEO) | 3,200,000 | 32.0% |\n| Otieno Were (co-founder, CTO) | 2,000,000 | 20.0% |\n| Rift Valley Seed Fund | 3,800,000 | 38.0% |\n| Option pool | 1,000,000 | 10.0% |\n| Total | 10,000,000 | 100.0% |\nKey persons: ${aside}`;

  it("keeps a founder who left another firm ('the logistics firm he co-founded and left in 2019') among the working founders", () => {
    expect(flags(terms('Mr Were confirms he owes nothing to Haraka Freight Ltd, the logistics firm he co-founded and left in 2019, and holds no shares in it.'))).not.toContain('low-founder-ownership');
  });

  it('still leaves out a founder who left the company itself', () => {
    expect(flags(terms('Mr Were left the company in March 2025 and is no longer involved.'))).toContain('low-founder-ownership');
  });
});

describe("a cap table's list rows with stakes as fractions in words", () => {
  const split = (fund: string, founder: string) => `Répartition du capital au 30 juin 2025 :\n- Fonds Kivu Croissance : ${fund} du capital ;\n- M. Paul Ilunga, cofondateur et président : ${founder} ;\n- Mme Grace Mbuyi, cofondatrice et directrice technique : ${founder} ;\n- Plan d'options des salariés : un dixième.`;

  it('reads two founders holding one tenth each as a small founder stake', () => {
    expect(flags(split('sept dixièmes', 'un dixième'))).toContain('low-founder-ownership');
  });

  it('does not flag founders holding a quarter each', () => {
    expect(flags(split('deux cinquièmes', 'un quart'))).not.toContain('low-founder-ownership');
  });
});
