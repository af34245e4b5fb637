/** The per-viewer assessment's key (decision 0075): everything the assessment is computed from, and nothing of the viewer but their access. */
import { describe, expect, it } from 'vitest';
import type { MarketFigures } from '@baobab/insights/market/market-figures';
import type { StartupAccess } from '../startup-access/startup-access.service';
import { accessKey, viewerAssessmentKey } from './assessment-cache';

const owner: StartupAccess = { isOwner: true, share: null, hasRoomGrant: false };
const visitor: StartupAccess = { isOwner: false, share: null, hasRoomGrant: false };
const modelOnly: StartupAccess = { isOwner: false, share: { parts: ['financial_model'], downloadParts: [], expiresAt: null }, hasRoomGrant: false };
const everything: StartupAccess = { isOwner: false, share: { parts: ['cap_table', 'financial_model', 'valuation', 'funding_tracker'], downloadParts: [], expiresAt: null }, hasRoomGrant: false };
const market: MarketFigures = { trendScore: 50, growthPotential: 40, competitiveIntensity: 30 };
const key = (changes: Partial<Parameters<typeof viewerAssessmentKey>[0]> = {}) =>
  viewerAssessmentKey({ startupId: 7, factsVersion: 3, access: modelOnly, market, today: '2026-11-28', rates: 'abc', ...changes });

describe('the per-viewer assessment key', () => {
  it('names the access that decides what is shared, and nothing for a data-room grant holder', () => {
    expect(accessKey(owner)).toBe('owner');
    expect(accessKey(visitor)).toBe('visitor');
    expect(accessKey(modelOnly)).not.toBe(accessKey(everything));
    expect(accessKey({ ...everything, hasRoomGrant: true })).toBeNull();
    expect(key({ access: { ...visitor, hasRoomGrant: true } })).toBeNull();
  });

  it('is the same for two viewers with the same access, and changes with every input', () => {
    expect(key({ access: { ...modelOnly, share: { ...modelOnly.share!, parts: ['financial_model'] } } })).toBe(key());
    const others = [key({ factsVersion: 4 }), key({ startupId: 8 }), key({ access: everything }), key({ access: owner }), key({ market: { ...market, growthPotential: 41 } }), key({ market: { ...market, competitiveIntensity: 31 } }), key({ market: null }), key({ today: '2026-11-29' }), key({ rates: 'abd' })];
    expect(new Set([key(), ...others]).size).toBe(others.length + 1);
    // The trend is not an input of the assessment: a market that moved only the trend keeps the entry.
    expect(key({ market: { ...market, trendScore: 99 } })).toBe(key());
  });
});
