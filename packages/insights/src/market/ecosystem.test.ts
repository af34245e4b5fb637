import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketNow, marketRows } from '../test-support/market-rows';
import { ecosystem as ecosystemEngine } from './ecosystem';
import { inEnglish } from '../test-support/english';

const ecosystem = inEnglish(ecosystemEngine);

describe('ecosystem', () => {
  it('counts startups, investors and network density for Nigeria', () => {
    const nigeria = ecosystem('Nigeria', marketRows);
    expect(nigeria).toMatchObject({ totalStartups: 7, totalInvestors: 2, networkDensity: 0.214, sectors: [{ name: 'FinTech', count: 6 }, { name: 'HealthTech', count: 1 }] });
    expect(nigeria.trends.growingSectors).toEqual(['FinTech']);
    expect(nigeria.trends.challenges).toEqual(['Few investors per startup: 2 investors for 7 startups']);
    expect(nigeria.trends.opportunities).toEqual([
      '1 investor covering Nigeria backs AgriTech, which has 0 startups here',
      'FinTech is growing: new startups +100% year on year',
      '1 role posted for Nigeria in the last 12 months',
    ]);
  });

  it('matches a country case-insensitively and counts jobs naming it', () => {
    const kenya = ecosystem('kenya', marketRows);
    expect(kenya).toMatchObject({ totalStartups: 3, totalInvestors: 2, networkDensity: 0.167 });
    expect(kenya.trends.opportunities).toContain('1 role posted for kenya in the last 12 months');
  });

  it('uses the caller\'s country regions for a country with no startups', () => {
    // The vocabulary (contracts geography.ts) knows Ghana is in Africa even before any startup or caller says so.
    expect(ecosystem('Ghana', marketRows).totalInvestors).toBe(1);
    const ghana = ecosystem('Ghana', { ...marketRows, countryRegions: { Ghana: 'Africa' } });
    expect(ghana).toMatchObject({ totalStartups: 0, totalInvestors: 1, networkDensity: 0 });
    expect(ghana.trends.challenges).toEqual(['No startups listed for Ghana yet']);
  });

  it('keeps density within 0–1 for any links', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ startupId: fc.integer({ min: 1, max: 12 }), investorId: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }) }), { maxLength: 40 }), (links) => {
        const deals = links.map((l) => ({ ...l, stage: 'sourced', createdAt: marketNow }));
        const density = ecosystem('Nigeria', { ...marketRows, deals }).networkDensity;
        return density >= 0 && density <= 1;
      }),
    );
  });
});
