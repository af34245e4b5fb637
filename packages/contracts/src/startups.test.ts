import { describe, expect, it } from 'vitest';
import { listInvestorsQuerySchema } from './investors';
import { investorProfileInputSchema } from './onboarding';
import { listStartupsQuerySchema, startupInputSchema } from './startups';

describe('directory filters', () => {
  it('treats a slug and a form value as the same filter and drops "all"', () => {
    const parsed = listStartupsQuerySchema.parse({ sector: 'fintech', stage: 'Series A', region: 'all' });
    expect(parsed).toMatchObject({ sector: 'fintech', stage: 'Series A', region: undefined, limit: 20, offset: 0 });
  });

  it('rejects unknown filter values', () => {
    const result = listStartupsQuerySchema.safeParse({ sector: 'crypto' });
    expect(result.error?.issues[0]?.message).toBe('Unknown sector filter');
  });

  it('rejects a reversed score range', () => {
    expect(listStartupsQuerySchema.safeParse({ scoreMin: '80', scoreMax: '20' }).success).toBe(false);
  });

  it('expands investor sector slugs to the vocabulary\'s values', () => {
    expect(listInvestorsQuerySchema.parse({ sectors: 'ecommerce,logistics,Fintech', stages: 'series-a' })).toMatchObject({
      sectors: ['E-commerce', 'LogisticsTech', 'FinTech'],
      stages: ['Series A'],
    });
  });

  it('finds investors by a country through the country and its region, and by a region through its countries', () => {
    const senegal = listInvestorsQuerySchema.parse({ geographies: 'SN' }).geographies;
    expect(senegal).toEqual(['region:Africa', 'country:SN']);
    const africa = listInvestorsQuerySchema.parse({ geographies: 'africa' }).geographies;
    expect(africa).toContain('region:Africa');
    expect(africa).toContain('country:CI');
    expect(africa).not.toContain('country:FR');
    expect(() => listInvestorsQuerySchema.parse({ geographies: 'Atlantis' })).toThrow('Unknown region or country filter');
  });
});

describe('startup form', () => {
  it('refuses non-http links', () => {
    const result = startupInputSchema.shape.website.safeParse('javascript:alert(1)');
    expect(result.error?.issues[0]?.message).toBe('Must be a valid URL');
  });
});

describe('investor onboarding', () => {
  const valid = {
    type: 'angel',
    investmentThesis: 'Backing fintech founders across West Africa.',
    minTicketSize: 5000,
    averageTicketSize: 20000,
    maxTicketSize: 50000,
    sectors: ['FinTech'],
    geographies: ['Nigeria'],
    stages: ['Seed'],
  };

  it('accepts ordered ticket sizes', () => expect(investorProfileInputSchema.safeParse(valid).success).toBe(true));

  it('requires minimum ≤ average ≤ maximum', () => {
    const result = investorProfileInputSchema.safeParse({ ...valid, averageTicketSize: 60000 });
    expect(result.error?.issues[0]).toMatchObject({ path: ['averageTicketSize'], message: 'Ticket sizes must satisfy minimum ≤ average ≤ maximum' });
  });
});
