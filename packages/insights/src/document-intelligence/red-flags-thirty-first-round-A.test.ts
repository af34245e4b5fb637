/**
 * Readings of the thirty-first round, group A (people and equity): the use of the money raised ('emploi des fonds')
 * is no fund's stake; the people a sentence says founded the company, or names with a founder's title, are founders in
 * its cap table, whose stake column may be headed 'Part du capital'; a note's title naming the class of party
 * ('Transactions with related parties'); a dealing denied before the party it describes; a founder's job taken
 * elsewhere said as a move, and a founder's duties said to cease ('cessera ses fonctions'). Each a general way of
 * writing, in words of our own, with the near-miss that must not (or must) raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe("the use of the money raised, 'emploi des fonds'", () => {
  it("reads 'Emploi des fonds : 60 % ...' as money spent by item, not a fund's stake", () => {
    expect(flags('Utilisation des fonds : 60 % recrutement, 25 % marketing, 15 % trésorerie.', 'pitch_deck')).not.toContain('investor-control');
    expect(flags('Actionnariat après la levée — Fonds : 60 %, fondateurs : 40 %.', 'pitch_deck')).toContain('investor-control');
  });
});

describe('the people a sentence says founded the company', () => {
  it("reads 'fondée en 2018 par X, ..., et Y' as naming the founders of the cap table's rows", () => {
    const cap = 'Répartition du capital\nAvant la levée : Moussa Keita 65 %, Awa Traoré 25 %, trois business angels 10 %.';
    expect(flags(`La société a été fondée en 2018 par Moussa Keita, pharmacien, et Awa Traoré.\n${cap}`)).not.toContain('investor-control');
    expect(flags(`La société a été fondée en 2018 par Awa Traoré.\n${cap}`)).toContain('investor-control');
  });

  it("reads 'founded by X and Y' in English, names only", () => {
    const cap = 'Shareholding\nBefore the round: Peter Mwangi 62%, Lucy Njeri 28%, angels 10%.';
    expect(flags(`Founded in 2020 by Peter Mwangi and Lucy Njeri, the company sells solar pumps.\n${cap}`)).not.toContain('investor-control');
    expect(flags(`Founded in 2020 by Lucy Njeri, the company sells solar pumps.\n${cap}`)).toContain('investor-control');
  });
});

describe("a founder named with the title in apposition, and a stake column headed 'Part du capital'", () => {
  it("reads 'X, cofondatrice et CEO' as naming a founder of the cap table's rows", () => {
    const cap = 'Actionnariat\n  Actionnaire                    Part du capital\n  Mariama Bah (CEO)              21 %\n  Ousmane Diallo (CTO)           12 %\n  Fonds Sahel Croissance         30 %\n  Club d\'investisseurs          37 %\n  Total                         100 %';
    expect(flags(`Équipe : Mariama Bah, cofondatrice et CEO ; Ousmane Diallo, cofondateur et CTO.\n${cap}`, 'pitch_deck')).toContain('low-founder-ownership');
    expect(flags(`Équipe : Mariama Bah, directrice générale ; Ousmane Diallo, directeur technique.\n${cap}`, 'pitch_deck')).not.toContain('low-founder-ownership');
  });
});

describe("a note's title 'Transactions with related parties'", () => {
  it('reads the class of party a note is about as a title, not a dealing', () => {
    expect(flags('Notes to the accounts\nTransactions with related parties\nDuring the year the Company paid its suppliers on time.', 'financial_statements')).not.toContain('related-party');
    expect(flags("Notes to the accounts\nContract with our CEO's brother\nDuring the year the Company paid its suppliers on time.", 'financial_statements')).toContain('related-party');
  });
});

describe('a dealing denied before the party it describes', () => {
  it("reads 'did not enter into any transaction with a firm in which a director, or ..., has an interest' as no dealing", () => {
    expect(flags("During the year the company did not enter into any contract with a firm in which a director, or a director's spouse, has an interest.", 'financial_statements')).not.toContain('related-party');
    expect(flags("During the year the company bought packaging from a firm in which a director, or a director's spouse, has an interest.", 'financial_statements')).toContain('related-party');
  });

  it("reads 'did not buy from, sell to or lease from any firm in which ...' as no dealing, denied by its verb", () => {
    expect(flags("In 2025 the company did not buy from, sell to or lease from any firm in which a director, or a director's spouse, has an interest.", 'financial_statements')).not.toContain('related-party');
    expect(flags("In 2025 the company bought its packaging from a firm in which a director, or a director's spouse, has an interest.", 'financial_statements')).toContain('related-party');
  });
});

describe("a founder's job taken elsewhere, and duties said to cease", () => {
  it("reads 'our co-founder moved to a job in Nairobi' as a leaving", () => {
    expect(flags('Team: our co-founder and CTO, Jane Achieng, moved to a job in Nairobi in May 2025.')).toContain('founder-departure');
    expect(flags('Team: our co-founder and CTO, Jane Achieng, moved to a new office in Nairobi in May 2025.')).not.toContain('founder-departure');
  });

  it("reads 'cofondateur ..., il cessera ses fonctions le 30 juin' as a leaving announced", () => {
    expect(flags("M. Koffi, cofondateur et président de la société, nous informe qu'il cessera ses fonctions le 30 juin 2025.")).toContain('founder-departure');
    expect(flags("M. Koffi, cofondateur et président de la société, nous informe qu'il cessera ses activités de conseil le 30 juin 2025.")).not.toContain('founder-departure');
  });
});
