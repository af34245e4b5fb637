import { describe, expect, it } from 'vitest';
import { financialToolsMessages as m } from '@baobab/contracts/financial-tools-messages';
import { draftToRound, emptyRoundDraft, roundToDraft } from './round-form-values';

describe('round form values', () => {
  it('reads amounts as typed in the company currency and leaves empty optional fields out', () => {
    const read = draftToRound({ ...emptyRoundDraft('priced'), date: '2024-01-15', seriesName: 'Seed', investorName: 'Lead', preMoneyValuation: '1,5 Md', investment: '500 000 000 FCFA', antiDilution: 'broad-based' }, 'XOF');
    expect(read).toEqual({ round: { kind: 'priced', date: '2024-01-15', seriesName: 'Seed', investorName: 'Lead', preMoneyValuation: 1_500_000_000, investment: 500_000_000, antiDilutionOrdering: 'pre-money', seriesTerms: { antiDilution: 'broad-based' } } });
  });

  it("puts each unreadable amount's own message at its field, and sends a plain field's text as typed for the server to refuse there", () => {
    expect(draftToRound({ ...emptyRoundDraft('safe'), holderName: 'Angel', investment: 'a lot', valuationCap: 'plenty' }, 'USD')).toEqual({ errors: new Map([['investment', m.safeInvestment], ['valuationCap', m.valuationCap]]) });
    const note = draftToRound({ ...emptyRoundDraft('note'), holderName: 'Bridge', principal: '$100,000', interestRatePercent: 'eight' }, 'USD');
    expect(note).toEqual({ round: expect.objectContaining({ kind: 'note', principal: 100_000, interestRatePercent: 'eight' }) });
  });

  it('gives a stored round back to the form as it was sent', () => {
    const round = { kind: 'safe' as const, date: '2023-06-01', holderName: 'Angel', investment: 1_000_000, valuationCap: 10_000_000, safeType: 'pre-money' as const };
    expect(draftToRound(roundToDraft(round), 'USD')).toEqual({ round });
  });
});
