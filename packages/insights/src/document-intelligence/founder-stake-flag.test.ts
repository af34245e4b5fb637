import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';
import { lowFounderOwnershipFlag } from './founder-stake-flag';

const founderFlag = (text: string) => analyzeDocument(text, 'legal_docs').riskFlags.find((f) => f.ruleId === 'low-founder-ownership');

describe('the low-founder-ownership flag, one record for every reader of the stake', () => {
  it('is high under 20%, medium under 40%, and quotes its sentence', () => {
    expect(lowFounderOwnershipFlag(12, { text: 'Founders: 12%' })).toMatchObject({ severity: 'high', evidence: 'Founders: 12%', occurrences: 1 });
    expect(lowFounderOwnershipFlag(35, { text: 'Founders: 35%' }, 2)).toMatchObject({ severity: 'medium', occurrences: 2, title: 'Founders hold a small stake' });
  });

  it('gives share counts closed by a total the same severity by stake as any other reading', () => {
    // Share counts closed by a total (count-rows-total.ts), which once gave every founder stake under 40% a medium flag.
    const table = (founderShares: number) => `Share count\nCo-founders: ${founderShares.toLocaleString('en-US')}\nAcme Ventures: 6,000,000\nStaff pool: 1,000,000\nOthers: 1,500,000\nTotal: ${(8_500_000 + founderShares).toLocaleString('en-US')} shares`;
    expect(founderFlag(table(1_000_000))?.severity).toBe('high');
    expect(founderFlag(table(3_000_000))?.severity).toBe('medium');
    expect(founderFlag(table(9_000_000))).toBeUndefined();
  });
});
