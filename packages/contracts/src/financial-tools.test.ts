import { describe, it, expect } from 'vitest';
import { issueMessage } from './i18n/message-issue';
import { englishOf } from './i18n/message-english';
import {
  capTableResultSchema,
  createCapTableInputSchema,
  createFinancialModelInputSchema,
  createMilestoneInputSchema,
  defaultCapTableShareholders,
  defaultFinancialAssumptions,
  financialAssumptionsSchema,
  financialModelResultSchema,
  financialToolsMessages as messages,
  fundingTrackerSchema,
  updateMilestoneInputSchema,
  valuationResultSchema,
} from './financial-tools';

const founder = defaultCapTableShareholders[0];

/** The messages a failed parse produced, by dotted path. */
function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.map(String).join('.'), i.message]));
}

describe('cap table input', () => {
  it("accepts the spec's default founders", () => {
    expect(createCapTableInputSchema.parse({ shares: defaultCapTableShareholders }).shares).toHaveLength(2);
  });

  it('pre-fills Founder 1 with 7,000,000 shares, 2,000,000 vested, Common, a 12-month cliff and a 4-year schedule', () => {
    expect(founder).toMatchObject({ shareholderName: 'Founder 1', shares: 7_000_000, shareClass: 'Common', liquidationPreference: 1, vesting: { total: 7_000_000, vested: 2_000_000, cliff: 12, schedule: '4-year' } });
    expect(defaultCapTableShareholders[1]).toMatchObject({ shareholderName: 'Founder 2', shares: 3_000_000, vesting: { vested: 1_000_000 } });
  });

  it('rejects zero, negative, fractional and non-numeric shares, naming the field', () => {
    for (const [shares, message] of [[0, messages.sharesPositive], [-5, messages.sharesPositive], [1.5, messages.sharesWhole], ['100', messages.sharesNumber]] as const) {
      const result = createCapTableInputSchema.safeParse({ shares: [{ ...founder, shares }] });
      expect(issues(result)['shares.0.shares']).toBe(message);
    }
  });

  it('rejects more shares vested than the vesting total', () => {
    const result = createCapTableInputSchema.safeParse({ shares: [{ ...founder, vesting: { ...founder?.vesting, vested: 8_000_000 } }] });
    expect(issues(result)['shares.0.vesting.vested']).toBe(messages.vestedAboveTotal);
  });

  it('rejects an unknown share class unless it is declared with its terms', () => {
    const entry = { ...founder, shareClass: 'Series A' };
    expect(issues(createCapTableInputSchema.safeParse({ shares: [entry] }))['shares.0.shareClass']).toBe(englishOf(messages.unknownShareClass('Series A')));
    // With its key and the class as typed (decision 0046), for a reader in another language.
    const [issue] = createCapTableInputSchema.safeParse({ shares: [entry] }).error?.issues ?? [];
    expect(issueMessage((issue as { params?: unknown } | undefined)?.params)).toEqual(messages.unknownShareClass('Series A'));
    const declared = { shares: [entry], shareClasses: [{ name: 'Series A', kind: 'preferred', issuePrice: 1.25, seniority: 1 }] };
    expect(createCapTableInputSchema.safeParse(declared).success).toBe(true);
  });

  it('accepts Options entries without a declaration', () => {
    const option = { ...founder, shareholderName: 'Engineer', shareholderType: 'employee', shares: 10_000, shareClass: 'Options', vesting: { total: 10_000, vested: 0, cliff: 12, schedule: '4-year' }, exercisePrice: 0.1 };
    expect(createCapTableInputSchema.safeParse({ shares: [option] }).success).toBe(true);
  });

  it('rejects an exit value below zero', () => {
    expect(issues(createCapTableInputSchema.safeParse({ shares: defaultCapTableShareholders, exitValues: [1_000_000, -1] }))['exitValues.1']).toBe(messages.exitValue);
  });

  it('rejects a SAFE without a cap or a discount', () => {
    const result = createCapTableInputSchema.safeParse({ shares: defaultCapTableShareholders, safes: [{ holderName: 'Angel', investment: 100_000 }] });
    expect(issues(result)['safes.0.valuationCap']).toBe(messages.safeTerms);
  });

  it('needs a priced round to convert notes and uncapped SAFEs', () => {
    const result = createCapTableInputSchema.safeParse({ shares: defaultCapTableShareholders, safes: [{ holderName: 'Angel', investment: 100_000, discountPercent: 20 }] });
    expect(issues(result).pricedRound).toBe(messages.pricedRoundNeeded);
  });

  it("takes a note's day count, optional, and names the field when it is not one it knows", () => {
    const round = { seriesName: 'Seed', investorName: 'Lead', preMoneyValuation: 8_000_000, investment: 2_000_000, closingDate: '2025-07-31' };
    const note = { holderName: 'Angel', principal: 100_000, interestRatePercent: 8.125, issueDate: '2025-01-31', discountPercent: 20 };
    expect(createCapTableInputSchema.parse({ shares: defaultCapTableShareholders, notes: [{ ...note, dayCount: '30/360' }], pricedRound: round }).notes?.[0]?.dayCount).toBe('30/360');
    expect(createCapTableInputSchema.safeParse({ shares: defaultCapTableShareholders, notes: [note], pricedRound: round }).success).toBe(true);
    const bad = createCapTableInputSchema.safeParse({ shares: defaultCapTableShareholders, notes: [{ ...note, dayCount: 'actual/360' }], pricedRound: round });
    expect(issues(bad)['notes.0.dayCount']).toBe(messages.dayCount);
  });

  describe('priced round options and anti-dilution (issue 17)', () => {
    const preferred = { name: 'Series A', kind: 'preferred' as const, issuePrice: 1 };
    const seriesA = { ...founder, shareholderName: 'A Fund', shareholderType: 'investor', shares: 1_000_000, shareClass: 'Series A', vesting: { total: 0, vested: 0, cliff: 0, schedule: 'immediate' } };
    const round = { seriesName: 'Series B', investorName: 'B Fund', preMoneyValuation: 3_000_000, investment: 1_000_000, closingDate: '2026-06-01' };
    const parse = (overrides: Record<string, unknown>) => createCapTableInputSchema.safeParse({ shares: [founder, seriesA], shareClasses: [preferred], pricedRound: round, ...overrides });

    it('keeps a payload without the new fields valid, with none of them filled in', () => {
      const input = createCapTableInputSchema.parse({ shares: [founder, seriesA], shareClasses: [preferred], pricedRound: round });
      expect(input.shareClasses?.[0]?.antiDilution).toBeUndefined();
      expect(input.pricedRound).toEqual(round);
    });

    it('accepts every option together', () => {
      const result = parse({
        shareClasses: [{ ...preferred, antiDilution: 'broad-based' }],
        pricedRound: { ...round, poolTiming: 'post-money', optionPoolTargetPercent: 10, convertiblesInPreMoney: false, coInvestors: [{ investorName: 'Angel', investment: 250_000 }], proRataHolders: ['A Fund'] },
      });
      expect(result.success).toBe(true);
    });

    it('names the field for an unknown anti-dilution method, or one on a class that is not preferred', () => {
      expect(issues(parse({ shareClasses: [{ ...preferred, antiDilution: 'weighted' }] }))['shareClasses.0.antiDilution']).toBe(messages.classAntiDilution);
      expect(issues(parse({ shareClasses: [preferred, { name: 'Common', kind: 'common', antiDilution: 'full-ratchet' }] }))['shareClasses.1.antiDilution']).toBe(englishOf(messages.antiDilutionNotPreferred('Common')));
    });

    it('names the field for a pool timing it does not know and a non-boolean convertibles flag', () => {
      expect(issues(parse({ pricedRound: { ...round, poolTiming: 'later' } }))['pricedRound.poolTiming']).toBe(messages.poolTiming);
      expect(issues(parse({ pricedRound: { ...round, convertiblesInPreMoney: 'yes' } }))['pricedRound.convertiblesInPreMoney']).toBe(messages.convertiblesInPreMoney);
    });

    it('rejects negative, zero, NaN and infinite amounts with the field\'s own message', () => {
      for (const bad of [-1, 0, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
        expect(issues(parse({ pricedRound: { ...round, coInvestors: [{ investorName: 'Angel', investment: bad }] } }))['pricedRound.coInvestors.0.investment']).toBe(messages.coInvestorInvestment);
        expect(issues(parse({ pricedRound: { ...round, preMoneyValuation: bad } }))['pricedRound.preMoneyValuation']).toBe(messages.preMoneyValuation);
        expect(issues(parse({ safes: [{ holderName: 'Angel', investment: 100_000, valuationCap: bad }] }))['safes.0.valuationCap']).toBe(messages.valuationCap);
      }
      for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, -0.5]) {
        expect(issues(parse({ pricedRound: { ...round, optionPoolTargetPercent: bad } }))['pricedRound.optionPoolTargetPercent']).toBe(messages.optionPoolTarget);
      }
    });

    it('rejects a cap of 0 and a discount of 100% or more', () => {
      expect(issues(parse({ safes: [{ holderName: 'Angel', investment: 100_000, valuationCap: 0 }] }))['safes.0.valuationCap']).toBe(messages.valuationCap);
      for (const discountPercent of [100, 150, -1, Number.NaN]) {
        expect(issues(parse({ notes: [{ holderName: 'Angel', principal: 100_000, interestRatePercent: 5, issueDate: '2025-01-01', discountPercent }] }))['notes.0.discountPercent']).toBe(messages.discountPercent);
      }
    });

    it('names a pro-rata holder who is not a shareholder, an investor named twice and a closing before a note', () => {
      expect(issues(parse({ pricedRound: { ...round, proRataHolders: ['Nobody'] } }))['pricedRound.proRataHolders.0']).toBe(englishOf(messages.proRataHolder('Nobody')));
      expect(issues(parse({ pricedRound: { ...round, coInvestors: [{ investorName: 'b fund', investment: 1 }] } }))['pricedRound.coInvestors.0.investorName']).toBe(englishOf(messages.duplicateInvestor('b fund')));
      expect(issues(parse({ notes: [{ holderName: 'Angel', principal: 100_000, interestRatePercent: 5, issueDate: '2026-07-01', valuationCap: 5_000_000 }] }))['pricedRound.closingDate']).toBe(messages.closingBeforeNoteIssue);
    });
  });

  it('rejects unknown fields', () => {
    expect(createCapTableInputSchema.safeParse({ shares: defaultCapTableShareholders, startupId: 1 }).success).toBe(false);
    expect(createCapTableInputSchema.safeParse({ shares: [{ ...founder, nickname: 'F' }] }).success).toBe(false);
  });

  it('rejects a cliff longer than the schedule and a schedule it cannot read', () => {
    const longCliff = createCapTableInputSchema.safeParse({ shares: [{ ...founder, vesting: { ...founder?.vesting, cliff: 60 } }] });
    expect(issues(longCliff)['shares.0.vesting.cliff']).toBe(messages.cliffAboveSchedule);
    const unreadable = createCapTableInputSchema.safeParse({ shares: [{ ...founder, vesting: { ...founder?.vesting, schedule: 'forever' } }] });
    expect(issues(unreadable)['shares.0.vesting.schedule']).toBe(messages.schedule);
  });
});

describe('financial model input', () => {
  it('fills the spec defaults for missing assumptions', () => {
    expect(createFinancialModelInputSchema.parse({ assumptions: {} }).assumptions).toEqual(defaultFinancialAssumptions);
  });

  it('accepts any numbers, negative ones included, but not text', () => {
    expect(financialAssumptionsSchema.safeParse({ churnRate: -5, grossMargin: 0 }).success).toBe(true);
    expect(issues(financialAssumptionsSchema.safeParse({ churnRate: 'five' })).churnRate).toBe('Churn rate must be a number');
  });
});

describe('results', () => {
  it('reads the spec cap table result shape', () => {
    const result = {
      totalShares: 10_000_000,
      shareClasses: ['Common'],
      shareholders: defaultCapTableShareholders.map((s, i) => ({ ...s, percentage: i === 0 ? 70 : 30 })),
      scenarios: [{ scenarioName: 'Flat (1x)', exitValue: 10_000_000, distribution: [{ shareholder: 'Founder 1', payout: 7_000_000 }] }],
    };
    expect(capTableResultSchema.parse(result)).toEqual(result);
  });

  it('allows null metrics where they are not defined', () => {
    expect(financialModelResultSchema.safeParse({ metrics: { ltv_cac: null, burnRate: 0, runway: null, rule40: null }, projections: [] }).success).toBe(true);
  });

  it('keeps valuation confidences within 0 to 1', () => {
    const base = { recommendation: { fairValue: 1, range: { min: 1, max: 1 }, reasoning: [] } };
    expect(valuationResultSchema.safeParse({ ...base, methods: { berkus: { value: 1, confidence: 0.5 } } }).success).toBe(true);
    expect(valuationResultSchema.safeParse({ ...base, methods: { berkus: { value: 1, confidence: 1.5 } } }).success).toBe(false);
  });
});

describe('funding tracker', () => {
  it('reads targetAmount, raisedAmount and milestones', () => {
    expect(fundingTrackerSchema.safeParse({ targetAmount: 500_000, raisedAmount: 125_000, milestones: [{ task: 'Close lead', completed: false, dueDate: '2026-03-01' }] }).success).toBe(true);
  });

  it('creates a milestone not yet completed and rejects a date that is not one', () => {
    expect(createMilestoneInputSchema.parse({ task: 'Data room ready', dueDate: '2026-02-01' }).completed).toBe(false);
    expect(issues(createMilestoneInputSchema.safeParse({ task: 'Data room ready', dueDate: '2026-02-30' })).dueDate).toBe(messages.milestoneDueDate);
    expect(issues(createMilestoneInputSchema.safeParse({ task: ' ', dueDate: '2026-02-01' })).task).toBe(messages.milestoneTask);
  });

  it('needs at least one change to update a milestone', () => {
    expect(updateMilestoneInputSchema.safeParse({ completed: true }).success).toBe(true);
    expect(issues(updateMilestoneInputSchema.safeParse({}))['']).toBe(messages.milestoneUpdateEmpty);
  });
});
