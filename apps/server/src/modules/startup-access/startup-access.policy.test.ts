import { describe, expect, it } from 'vitest';
import { combineShares, startupAccessPolicy } from './startup-access.policy';

const june = new Date('2027-06-30T00:00:00Z');
const july = new Date('2027-07-31T00:00:00Z');

describe('combineShares (a reader\u2019s own shares and their funds\u2019, decision 0055)', () => {
  it('is no share when there is none', () => {
    expect(combineShares([])).toBeNull();
  });

  it('opens each part once, and download only for a part some share allows to download', () => {
    const share = combineShares([
      { scopes: ['cap_table'], permission: 'view', expiresAt: june },
      { scopes: ['valuation', 'cap_table'], permission: 'download', expiresAt: july },
      { scopes: ['funding_tracker'], permission: 'view', expiresAt: null },
    ]);
    expect(share).toEqual({ parts: ['cap_table', 'valuation', 'funding_tracker'], downloadParts: ['cap_table', 'valuation'], expiresAt: null });
  });

  it('never lets a view share of one part and a download share of another add up to downloading the first', () => {
    const access = { isOwner: false, hasRoomGrant: false, share: combineShares([{ scopes: ['cap_table'], permission: 'view', expiresAt: null }, { scopes: ['valuation'], permission: 'download', expiresAt: null }]) };
    expect(startupAccessPolicy.canDownloadPart(access, 'cap_table')).toBe(false);
    expect(startupAccessPolicy.canDownloadPart(access, 'valuation')).toBe(true);
    expect(startupAccessPolicy.canReadPart(access, 'cap_table')).toBe(true);
    expect(startupAccessPolicy.canReadPart(access, 'financial_model')).toBe(false);
  });

  it('lasts until the latest end when every share has one', () => {
    expect(combineShares([{ scopes: ['cap_table'], permission: 'view', expiresAt: july }, { scopes: ['cap_table'], permission: 'view', expiresAt: june }])?.expiresAt).toEqual(july);
  });
});
