import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialToolsMessages as messages } from '@baobab/contracts/financial-tools';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { signUpWithRole } from '../../test/factories/users';
import { buildStartup } from '../../test/factories/startups';

let t: TestApp;
let founder: TestUser;
let startupId: number;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  startupId = (await buildStartup(t, founder.id, { fundingStage: 'Series A' })).id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', payload?: Record<string, unknown>) =>
  t.app.inject(as(founder, { method, url: `/api/startups/${startupId}/cap-table`, ...(payload ? { payload } : {}) }));

const vesting = { total: 0, vested: 0, cliff: 0, schedule: 'immediate' };
/** A Series A at $1.00 with broad-based weighted-average protection, then a Series B at $0.50. */
const downRound = {
  shares: [
    { shareholderName: 'Founders', shareholderType: 'founder', shares: 4_000_000, shareClass: 'Common', vesting, liquidationPreference: 1, antiDilution: 'None' },
    { shareholderName: 'Team', shareholderType: 'employee', shares: 1_000_000, shareClass: 'Options', vesting, liquidationPreference: 0, antiDilution: 'None' },
    { shareholderName: 'A Fund', shareholderType: 'investor', shares: 1_000_000, shareClass: 'Series A', vesting, liquidationPreference: 1, antiDilution: 'None' },
  ],
  shareClasses: [{ name: 'Series A', kind: 'preferred', issuePrice: 1, antiDilution: 'broad-based' }],
  pricedRound: { seriesName: 'Series B', investorName: 'B Fund', preMoneyValuation: 3_000_000, investment: 1_000_000, closingDate: '2026-06-01', proRataHolders: ['A Fund'] },
};

describe('cap table with a down round', () => {
  it('saves and shows the broad-based weighted-average conversion of the Series A', async () => {
    const response = await call('POST', downRound);
    expect(response.statusCode).toBe(200);
    // CP2 = $1.00 × (6,000,000 + 1,000,000) ÷ (6,000,000 + 2,000,000) = $0.875: 1,142,857 common.
    const adjustment = { shareClass: 'Series A', method: 'broad-based', conversionPriceBefore: 1, conversionPriceAfter: 0.875, asConvertedSharesBefore: 1_000_000, asConvertedSharesAfter: 1_142_857 };
    expect(response.json().antiDilutionAdjustments).toEqual([adjustment]);
    // $3,000,000 over the 6,000,000 shares before the round: $0.50, so $1,000,000 buys 2,000,000.
    expect(response.json().roundPrice).toEqual({ pricePerShare: 0.5, preMoneyShares: 6_000_000, newMoneyShares: 2_000_000, poolIncreaseShares: 0 });
    const saved = (await call('GET')).json();
    expect(saved.antiDilutionAdjustments).toEqual([adjustment]);
    expect(saved.totalShares).toBe(8_142_857);
    expect(saved.input.shareClasses[0].antiDilution).toBe('broad-based');
    // Pro-rata: 1,142,857 of the 6,142,857 shares before the new money, × 2,000,000 new shares
    // = 372,092.9… → 372,092 shares, × $0.50 = $186,046.
    expect(saved.proRata).toEqual([{ shareholder: 'A Fund', sharesBefore: 1_142_857, shares: 372_092, amount: 186_046 }]);
  });

  it.each([
    ['an unknown anti-dilution method', { shareClasses: [{ ...downRound.shareClasses[0], antiDilution: 'weighted' }] }, 'shareClasses.0.antiDilution', messages.classAntiDilution],
    ['a pool timing it does not know', { pricedRound: { ...downRound.pricedRound, poolTiming: 'later' } }, 'pricedRound.poolTiming', messages.poolTiming],
    ['a negative co-investment', { pricedRound: { ...downRound.pricedRound, coInvestors: [{ investorName: 'Angel', investment: -1 }] } }, 'pricedRound.coInvestors.0.investment', messages.coInvestorInvestment],
    ['a pro-rata holder who is not a shareholder', { pricedRound: { ...downRound.pricedRound, proRataHolders: ['Nobody'] } }, 'pricedRound.proRataHolders.0', messages.proRataHolder('Nobody')],
    ['a cap of 0', { safes: [{ holderName: 'Angel', investment: 100_000, valuationCap: 0 }] }, 'safes.0.valuationCap', messages.valuationCap],
    ['a discount over 100%', { safes: [{ holderName: 'Angel', investment: 100_000, discountPercent: 120 }] }, 'safes.0.discountPercent', messages.discountPercent],
    // The startup was founded in 2021 (the factory's profile).
    ['a note issued before the startup was founded', { notes: [{ holderName: 'Lender', principal: 50_000, interestRatePercent: 8.125, issueDate: '2020-12-31' }] }, 'notes.0.issueDate', messages.noteIssuedBeforeFounding(2021)],
    ['a round closing before the startup was founded', { pricedRound: { ...downRound.pricedRound, closingDate: '2020-06-01' } }, 'pricedRound.closingDate', messages.closingBeforeFounding(2021)],
  ])('refuses %s with its own message and saves nothing', async (_name, patch, path, message) => {
    const before = (await call('GET')).json();
    const response = await call('POST', { ...downRound, ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path, message });
    expect((await call('GET')).json()).toEqual(before);
  });
});
