import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchWeights } from './investor-fit';
import { buildInvestorIndex, createInvestorIndexBuilder, evaluateInvestor as evaluateInvestorEngine, matchInvestors as matchInvestorsEngine, thesisSimilarity } from './investor-matching';
import { buildInvestor, buildStartup } from './test-support/factories';
import { inEnglish } from './test-support/english';

const evaluateInvestor = inEnglish(evaluateInvestorEngine);
const matchInvestors = inEnglish(matchInvestorsEngine);

const investors = [
  buildInvestor({ id: 1, name: 'Savannah Ventures' }),
  buildInvestor({ id: 2, name: 'Health First', preferredSectors: ['HealthTech'], investmentThesis: 'Telemedicine and diagnostics in East Africa.' }),
  buildInvestor({ id: 3, name: 'Late Stage Capital', preferredStages: ['Series B'], minTicketUsd: 5_000_000, maxTicketUsd: 20_000_000, averageTicketUsd: 10_000_000 }),
  buildInvestor({ id: 4, name: 'Asia Fund', preferredGeographies: ['Asia'] }),
  buildInvestor({ id: 5, name: 'Naija Angels', type: 'angel', preferredGeographies: ['Nigeria'], preferredSectors: ['FinTech', 'EdTech'], minTicketUsd: 10_000, maxTicketUsd: 100_000, averageTicketUsd: 50_000, investmentThesis: 'Angels for Nigerian founders in payments and education.' }),
  buildInvestor({ id: 6, name: 'Generalist', preferredSectors: ['FinTech', 'HealthTech', 'EdTech', 'AgriTech', 'SaaS'], investmentThesis: 'Any great team anywhere in Africa.' }),
];
const index = buildInvestorIndex(investors);
const startup = buildStartup();

describe('matchInvestors', () => {
  const result = matchInvestors(startup, index);

  it('exposes weights that sum to 1', () => {
    expect(Object.values(result.weights).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(result.weights).toEqual(matchWeights);
  });

  it('leaves out investors failing a hard filter and counts those that pass', () => {
    expect(result.matches.map((m) => m.investor.id).sort()).toEqual([1, 5, 6]);
    expect(result).toMatchObject({ considered: 6, passed: 3 });
  });

  it('ranks the focused, thesis-aligned investor first', () => {
    expect(result.matches[0]?.investor.name).toBe('Savannah Ventures');
    expect(result.matches[0]?.sharedTerms).toEqual(expect.arrayContaining(['payment', 'merchant']));
  });

  it('reports each filter with its status and reason', () => {
    const failing = matchInvestors(startup, index, { includeFailing: true }).matches;
    const late = failing.find((m) => m.investor.id === 3);
    expect(late?.filters.map((f) => [f.filter, f.status])).toEqual([['stage', 'fail'], ['sector', 'pass'], ['geography', 'pass'], ['ticket', 'fail']]);
    expect(late?.filters[3]?.reason).toBe('minimum ticket $5M exceeds the $1M raise');
    expect(failing.find((m) => m.investor.id === 4)?.filters[2]).toMatchObject({ status: 'fail', reason: 'Nigeria (Africa) is outside preferred geographies (Asia)' });
  });

  it('makes the score the sum of the evidence contributions', () => {
    for (const match of result.matches) {
      const sum = match.evidence.reduce((s, e) => s + e.contribution, 0);
      expect(Math.abs(sum - match.score)).toBeLessThanOrEqual(0.6);
    }
  });

  it('gives a country-level geography full geography fit and a region 0.8', () => {
    const geo = (id: number) => result.matches.find((m) => m.investor.id === id)?.evidence.find((e) => e.factor === 'geographyFit')?.value;
    expect(geo(5)).toBe(1);
    expect(geo(1)).toBe(0.8);
  });

  it('reads countries named by ISO code (as investor profiles store them) as the stronger match, and names them in the evidence', () => {
    const dakar = buildStartup({ country: 'Senegal', city: 'Dakar' });
    const byCode = evaluateInvestor(dakar, buildInvestor({ preferredGeographies: ['Europe', 'SN', 'CI'] }), 0, []);
    const byRegion = evaluateInvestor(dakar, buildInvestor({ preferredGeographies: ['Africa'] }), 0, []);
    const elsewhere = evaluateInvestor(dakar, buildInvestor({ preferredGeographies: ['Europe', 'GH'] }), 0, []);
    const geography = (m: typeof byCode) => m.evidence.find((e) => e.factor === 'geographyFit');
    expect(geography(byCode)?.value).toBe(1);
    expect(geography(byRegion)?.value).toBe(0.8);
    expect(geography(elsewhere)?.value).toBe(0);
    expect(elsewhere.passesFilters).toBe(false);
    expect(geography(elsewhere)?.source).toBe('Senegal (Africa) is outside preferred geographies (Europe, Ghana)');
  });

  it('treats an unstated raise as unknown, not as a failure, and scores ticket fit 0', () => {
    const unknown = matchInvestors(buildStartup({ raisingAmountUsd: null }), index);
    const first = unknown.matches[0];
    expect(first?.filters.find((f) => f.filter === 'ticket')?.status).toBe('unknown');
    expect(first?.evidence.find((e) => e.factor === 'ticketFit')?.value).toBe(0);
  });

  it('limits the number of matches', () => {
    expect(matchInvestors(startup, index, { limit: 1 }).matches).toHaveLength(1);
  });

  it('gives the same ranking for the same input', () => {
    expect(matchInvestors(startup, index)).toEqual(result);
  });

  it('agrees with thesisSimilarity for one investor', () => {
    const single = thesisSimilarity(index, startup, 1);
    expect(single.similarity).toBeCloseTo(result.matches[0]?.thesisSimilarity ?? 0, 3);
    expect(thesisSimilarity(index, startup, 999)).toEqual({ similarity: 0, sharedTerms: [] });
  });
});

describe('evaluateInvestor', () => {
  it('counts a business-model preference as partial sector fit', () => {
    const saas = evaluateInvestor(buildStartup({ sector: 'EdTech', businessModel: 'B2B SaaS' }), buildInvestor({ preferredSectors: ['SaaS'] }), 0, []);
    expect(saas.evidence.find((e) => e.factor === 'sectorFit')?.value).toBe(0.6);
    expect(saas.filters.find((f) => f.filter === 'sector')?.status).toBe('pass');
  });

  it('gives an adjacent stage partial fit but fails the stage filter', () => {
    const adjacent = evaluateInvestor(buildStartup({ fundingStage: 'Series A' }), buildInvestor({ preferredStages: ['Seed'] }), 0, []);
    expect(adjacent.evidence.find((e) => e.factor === 'stageFit')?.value).toBe(0.4);
    expect(adjacent.passesFilters).toBe(false);
  });

  it('fails the ticket filter when the largest cheque is under 5% of the round', () => {
    const tiny = evaluateInvestor(buildStartup({ raisingAmountUsd: 10_000_000 }), buildInvestor({ minTicketUsd: 5_000, maxTicketUsd: 25_000, averageTicketUsd: 10_000 }), 0, []);
    expect(tiny.filters.find((f) => f.filter === 'ticket')?.status).toBe('fail');
  });

  it('keeps every score within 0–100 for any figures', () => {
    fc.assert(
      fc.property(
        fc.option(fc.double({ min: 0, max: 1e10, noNaN: true }), { nil: null }),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 10_000 }),
        (raise, ticket, similarity, teamSize) => {
          const m = evaluateInvestor(buildStartup({ raisingAmountUsd: raise, teamSize }), buildInvestor({ averageTicketUsd: ticket, maxTicketUsd: ticket }), similarity, []);
          return m.score >= 0 && m.score <= 100 && m.evidence.every((e) => Number.isFinite(e.value) && e.value >= 0 && e.value <= 1);
        },
      ),
    );
  });
});

describe('createInvestorIndexBuilder', () => {
  it('matches as the index over whole facts does while keeping no thesis text', () => {
    const builder = createInvestorIndexBuilder();
    for (const { investmentThesis, ...criteria } of investors) builder.add(criteria, investmentThesis);
    const streamed = builder.build();
    expect(streamed.investors.some((i) => 'investmentThesis' in i)).toBe(false);
    expect(matchInvestors(startup, streamed, { includeFailing: true })).toEqual(matchInvestors(startup, index, { includeFailing: true }));
  });
});
