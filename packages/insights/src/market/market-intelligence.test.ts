import { describe, expect, it } from 'vitest';
import { marketRows } from '../test-support/market-rows';
import { marketIntelligence as marketIntelligenceEngine } from './market-intelligence';
import { inEnglish } from '../test-support/english';

const marketIntelligence = inEnglish(marketIntelligenceEngine);

describe('marketIntelligence', () => {
  const intel = marketIntelligence(marketRows);

  it('sums the overview', () => {
    expect(intel.overview).toEqual({ totalStartups: 10, totalFunding: 700_000, activeSectors: 2, fundingSought: 6_700_000 });
  });

  it('reads sentiment from activity: 8 events against 6 is +33%, positive', () => {
    expect(intel.insights.marketSentiment).toBe('Positive');
    expect(intel.insights.sentimentReason).toMatch(/^Activity \+33%/);
  });

  it('lists growing sectors and the next hot sectors by heat', () => {
    expect(intel.trends.growingSectors).toEqual([{ sector: 'FinTech', startups: 6, growth: 100 }]);
    expect(intel.predictions.nextHotSectors).toEqual(['FinTech', 'HealthTech', 'AgriTech']);
  });

  it('extrapolates funding with growth capped at +100%', () => {
    expect(intel.predictions.fundingForecast).toBe('$500K invested in the last 12 months (+150% on the year before); extrapolating that growth, kept within -50% and +100%, gives about $1M for the next 12 months');
  });
});
