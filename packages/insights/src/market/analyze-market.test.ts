import { describe, expect, it } from 'vitest';
import { marketRows } from '../test-support/market-rows';
import { analyzeMarket as analyzeMarketEngine } from './analyze-market';
import { inEnglish } from '../test-support/english';

const analyzeMarket = inEnglish(analyzeMarketEngine);

describe('analyzeMarket for FinTech in Nigeria', () => {
  const market = analyzeMarket('FinTech', 'Nigeria', marketRows);

  it('scores trend from activity growth: 7 events against 2 (+250%) caps at 100', () => {
    expect(market.evidence.find((e) => e.metric === 'activityRecent')?.value).toBe(7);
    expect(market.evidence.find((e) => e.metric === 'activityPrevious')?.value).toBe(2);
    expect(market.trendScore).toBe(100);
  });

  it('scores growth potential from demand, trend and capital coverage', () => {
    // 100 × (0.4 × min(1, (2/6)/2) + 0.3 × 1 + 0.3 × 350,000/5,400,000) = 38.6
    expect(market.growthPotential).toBe(39);
  });

  it('scores competitive intensity from density and startups per investor', () => {
    // 100 × (0.5 × 6/25 + 0.5 × min(1, 3/5)) = 42
    expect(market.competitiveIntensity).toBe(42);
  });

  it('states the trends it found, counting every spelling of the sector', () => {
    expect(market.keyTrends).toEqual([
      '4 new FinTech startups in Nigeria in the last 12 months (2 the year before, +100%)',
      'Most are at Seed (50% of 6)',
      'Median raise sought: $700K across 5 startups',
      '2 deals opened in the last 12 months, 1 closed in all',
      '1 role posted in the last 12 months, most in Engineering',
    ]);
  });

  it('names opportunities and the observed market size', () => {
    expect(market.opportunities[0]).toBe('2 investors cover FinTech in Nigeria, median average ticket $175K');
    expect(market.opportunities[1]).toBe('2 of 2 of these investors back Seed; 3 startups here are at that stage');
    expect(market.marketSize).toBe('$5.4M sought by 5 startups and $700K invested on Baobab');
    expect(market.timeframe).toBe('12 months to 2026-06-30 against the 12 months before');
  });

  it('reports an empty segment honestly', () => {
    const empty = analyzeMarket('EdTech', 'Ghana', marketRows);
    expect(empty.keyTrends).toEqual(['No EdTech startups in Ghana on Baobab yet']);
    expect(empty.marketSize).toBe('No raises or investments recorded on Baobab yet');
    expect(empty.trendScore).toBe(50);
  });

  it('gives the same analysis for the same input', () => {
    expect(analyzeMarket('FinTech', 'Nigeria', marketRows)).toEqual(market);
  });
});
