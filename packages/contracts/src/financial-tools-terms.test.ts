import { describe, expect, it } from 'vitest';
import { englishOf } from './i18n/message-english';
import { createCapTableInputSchema, defaultCapTableShareholders } from './financial-tools';
import { financialToolsMessages as m } from './financial-tools-messages';

const round = { seriesName: 'Series A', investorName: 'Lead', preMoneyValuation: 8_000_000, investment: 2_000_000, closingDate: '2026-01-31' };
const parse = (overrides: Record<string, unknown>) => createCapTableInputSchema.safeParse({ shares: defaultCapTableShareholders, pricedRound: round, ...overrides });
const issues = (result: ReturnType<typeof parse>) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.map(String).join('.'), i.message]));

describe('term sheet terms in the cap table input (decision 0045)', () => {
  it("accepts the new series' terms, the anti-dilution ordering and both safe forms", () => {
    const input = createCapTableInputSchema.parse({
      shares: defaultCapTableShareholders,
      safes: [{ holderName: 'Angel', investment: 100_000, valuationCap: 5_000_000, safeType: 'pre-money', proRata: true, issueDate: '2025-01-01' }],
      notes: [{ holderName: 'Lender', principal: 50_000, interestRatePercent: 8, issueDate: '2025-02-01', proRata: true }],
      pricedRound: { ...round, antiDilutionOrdering: 'pre-money', seriesTerms: { liquidationPreference: 2, participation: 'participating', participationCap: 3, seniority: 'pari-passu', conversionRatio: 1, antiDilution: 'broad-based', proRata: true } },
    });
    expect(input.pricedRound?.seriesTerms?.participationCap).toBe(3);
    expect(input.safes?.[0]?.safeType).toBe('pre-money');
  });

  it('names the series term at fault', () => {
    const terms = (seriesTerms: Record<string, unknown>) => issues(parse({ pricedRound: { ...round, seriesTerms } }));
    expect(terms({ liquidationPreference: 11 })['pricedRound.seriesTerms.liquidationPreference']).toBe(m.seriesLiquidationPreference);
    expect(terms({ participationCap: 3 })['pricedRound.seriesTerms.participationCap']).toBe(m.seriesCapNeedsParticipation);
    expect(terms({ liquidationPreference: 2, participation: 'participating', participationCap: 1.5 })['pricedRound.seriesTerms.participationCap']).toBe(m.seriesParticipationCap);
    expect(terms({ seniority: 'junior' })['pricedRound.seriesTerms.seniority']).toBe(m.seriesSeniority);
    expect(terms({ conversionRatio: 0 })['pricedRound.seriesTerms.conversionRatio']).toBe(m.seriesConversionRatio);
    expect(issues(parse({ pricedRound: { ...round, antiDilutionOrdering: 'later' } }))['pricedRound.antiDilutionOrdering']).toBe(m.antiDilutionOrdering);
  });

  it("refuses a declared class named as the round's series, whose terms would otherwise be ignored", () => {
    const declared = parse({ shareClasses: [{ name: 'Series A', kind: 'preferred', issuePrice: 1, liquidationPreference: 2, participation: 'participating' }] });
    expect(issues(declared)['shareClasses.0.name']).toBe(englishOf(m.seriesDeclared('Series A')));
  });

  it('keeps amounts within $1 and $10 trillion, each under its field', () => {
    expect(issues(parse({ pricedRound: { ...round, preMoneyValuation: 1e30 } }))['pricedRound.preMoneyValuation']).toBe(m.preMoneyBounds);
    expect(issues(parse({ pricedRound: { ...round, investment: 0.001 } }))['pricedRound.investment']).toBe(m.roundInvestmentBounds);
    expect(issues(parse({ safes: [{ holderName: 'Angel', investment: 100_000, valuationCap: 1e14 }] }))['safes.0.valuationCap']).toBe(m.valuationCapBounds);
    expect(issues(parse({ notes: [{ holderName: 'Lender', principal: 0.5, interestRatePercent: 8, issueDate: '2025-01-01' }] }))['notes.0.principal']).toBe(m.notePrincipalBounds);
    expect(issues(parse({ exitValues: [1e14] }))['exitValues.0']).toBe(m.exitValueBounds);
    // At the bounds themselves: accepted.
    expect(parse({ pricedRound: { ...round, preMoneyValuation: 10_000_000_000_000, investment: 1 } }).success).toBe(true);
  });
});
