/**
 * The people and ownership readers changed in the fifteenth round: departures made known indirectly (a decision or a
 * notice, a contraction, a month shortened, a new start that names no company), holdings the round will give, share
 * counts against a total the document states apart, and a cap table whose ownership cannot yet be stated. Short texts
 * in words other than the development set's, each with a near-miss that must stay clean.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';
import { countsAgainstTotal, statedShareTotal } from './share-count-stakes';

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
