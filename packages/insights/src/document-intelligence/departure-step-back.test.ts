import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

const flags = (text: string, type: 'business_plan' | 'legal_docs' = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);
const revenue = ' Revenue for 2025 was USD 2.1 million, up from USD 1.6 million.';

describe('a step back from the running of the company, in any tense (departure-patterns.ts)', () => {
  it('reads a founder stepping back from day-to-day work or from an executive role', () => {
    expect(flags(`Our co-founder Bola will step back from day-to-day operations in September.${revenue}`)).toContain('founder-departure');
    expect(flags(`The CTO has decided to step back from his executive responsibilities next quarter.${revenue}`)).toContain('founder-departure');
  });

  it('does not read a step back denied, nor one from a board seat', () => {
    expect(flags(`Our co-founder Bola will not step back from day-to-day operations.${revenue}`)).not.toContain('founder-departure');
    expect(flags(`Our CEO stepped back from the board of a charity she chaired.${revenue}`)).not.toContain('founder-departure');
  });
});

describe('a leaving told by a pronoun, the founder titled just before (departure-told.ts)', () => {
  it('reads a post left or the running handed over', () => {
    expect(flags(`Mme Awa Diop, cofondatrice, souhaite prendre du recul. Elle quittera ses fonctions au 30 juin.${revenue}`)).toContain('founder-departure');
    expect(flags(`Notre cofondateur Paul a choisi de prendre du recul. Il me passera la main en octobre.${revenue}`)).toContain('founder-departure');
  });

  it('does not read a hand-over with no founder near', () => {
    expect(flags(`Notre comptable Paul part en retraite. Il me passera la main en octobre.${revenue}`)).not.toContain('founder-departure');
  });
});

describe('a named person said to step away or to tell the board they will go, titled elsewhere (departure-told.ts)', () => {
  it('reads the leaving when the name is titled in a list of those present or in a cap table row', () => {
    expect(flags(`Present: K. Mensah (Chair), Mr Kofi Addo (COO, co-founder).\n\n3.1 Mr Addo told the Board that he will step down at the end of March to return to academia.${revenue}`, 'legal_docs')).toContain('founder-departure');
    expect(flags(`Holder   Shares\nAma Boateng (co-founder)   400,000\nNile Fund   600,000\n\nAma Boateng stepped away from the business in 2023.`, 'legal_docs')).toContain('founder-departure');
  });

  it('does not read it of a name given no title', () => {
    expect(flags(`3.1 Mr Addo told the Board that he will step down from the audit committee.${revenue}`, 'legal_docs')).not.toContain('founder-departure');
  });
});
