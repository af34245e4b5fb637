/**
 * Platform-wide market intelligence (the spec's entity) from the platform's own rows.
 *
 * marketSentiment: growth of activity (new startups, deals opened, investments) over the last
 *   12 months against the 12 before: 'Positive' at +10% or more, 'Negative' at −10% or less,
 *   otherwise 'Neutral'.
 * growingSectors: sectors whose new startups grew, by growth then size (top 5).
 * nextHotSectors: top 3 by heat = 0.5 × clamp(growth %, 0, 200) / 200 + 0.5 × min(1, demand / 2),
 *   demand = investors preferring the sector per startup in it.
 * fundingForecast: invested in the last 12 months × (1 + growth), growth kept within −50%…+100%:
 *   a straight-line extrapolation, and the text says so.
 */
import type { marketSentiments } from '@baobab/contracts/insights';
import { message, type Text } from '@baobab/contracts/i18n/message';
import { sectorMatches } from '@baobab/contracts/taxonomy';
import { clamp, round } from '../scoring';
import { label, usd } from '../text/values';
import { growthPercent, inSector, isRecent, sectorNames, signed, windowTotals, type MarketData, type MarketEvidence } from './market-data';

export type MarketSentiment = (typeof marketSentiments)[number];

export interface SectorTrend {
  sector: string;
  startups: number;
  growth: number;
}

export interface MarketIntelligence {
  overview: { totalStartups: number; totalFunding: number; activeSectors: number; fundingSought: number };
  insights: { marketSentiment: MarketSentiment; sentimentReason: Text };
  trends: { growingSectors: SectorTrend[] };
  predictions: { nextHotSectors: string[]; fundingForecast: Text; recommendations: Text[] };
  evidence: MarketEvidence[];
}

/** The sentences with values, written once as translation keys (decision 0023; French in the analytics catalog). */
export const marketIntelligenceTemplates = {
  forecast:
    '{{recent}} invested in the last 12 months ({{growth}} on the year before); extrapolating that growth, kept within -50% and +100%, gives about {{projected}} for the next 12 months',
  founders: 'Founders: {{sector}} draws the most investor interest per startup ({{demand}} investors each)',
  investors: 'Investors: {{sector}} has the most startups per interested investor, so the least competition for deals',
  watch: 'Watch {{sector}}: new startups {{growth}} year on year',
  sentiment: 'Activity {{growth}}: {{recent}} new startups, deals and investments in the last 12 months against {{previous}} the year before',
  heat: 'growth {{growth}}, {{demand}} investors per startup',
} as const;

export const sentimentThresholds = { positiveFrom: 10, negativeFrom: -10 } as const;

export function marketIntelligence(data: MarketData): MarketIntelligence {
  const { now } = data;
  const activity = [
    windowTotals(data.startups, (s) => s.createdAt, now),
    windowTotals(data.deals, (d) => d.createdAt, now),
    windowTotals(data.investments, (i) => i.date, now),
  ].reduce((a, b) => ({ recent: a.recent + b.recent, previous: a.previous + b.previous }));
  const activityGrowth = growthPercent(activity);
  const marketSentiment: MarketSentiment = activityGrowth >= sentimentThresholds.positiveFrom ? 'Positive' : activityGrowth <= sentimentThresholds.negativeFrom ? 'Negative' : 'Neutral';

  const sectors = sectorNames(data.startups).map((sector) => {
    const startups = data.startups.filter((s) => inSector(s, sector));
    const created = windowTotals(startups, (s) => s.createdAt, now);
    const growth = growthPercent(created);
    const ids = new Set(startups.map((s) => s.id));
    const active = created.recent > 0 || data.deals.some((d) => ids.has(d.startupId) && isRecent(d.createdAt, now));
    const demand = data.investors.filter((i) => sectorMatches(i.preferredSectors, sector)).length / Math.max(1, startups.length);
    const heat = 0.5 * (clamp(growth, 0, 200) / 200) + 0.5 * Math.min(1, demand / 2);
    return { sector, startups: startups.length, growth, active, demand, heat };
  });

  const growingSectors = sectors
    .filter((s) => s.growth > 0)
    .sort((a, b) => b.growth - a.growth || b.startups - a.startups || a.sector.localeCompare(b.sector))
    .slice(0, 5)
    .map(({ sector, startups, growth }) => ({ sector, startups, growth }));
  const hot = [...sectors].sort((a, b) => b.heat - a.heat || a.sector.localeCompare(b.sector)).slice(0, 3);

  const invested = windowTotals(data.investments, (i) => i.date, now);
  const amounts = windowTotals(data.investments, (i) => i.date, now, (i) => i.amountUsd);
  const recentAmount = amounts.recent;
  const previousAmount = amounts.previous;
  const amountGrowth = previousAmount > 0 ? (recentAmount - previousAmount) / previousAmount : recentAmount > 0 ? 1 : 0;
  const projected = recentAmount * (1 + clamp(amountGrowth, -0.5, 1));
  const fundingForecast: Text = invested.recent + invested.previous === 0
    ? message('No investments recorded on Baobab yet, so there is nothing to extrapolate')
    : message(marketIntelligenceTemplates.forecast, { recent: usd(recentAmount), growth: signed(Math.round(amountGrowth * 100)), projected: usd(projected) });

  const crowded = [...sectors].filter((s) => s.startups > 0).sort((a, b) => a.demand - b.demand || a.sector.localeCompare(b.sector))[0];
  const recommendations = [
    ...(hot[0] && hot[0].heat > 0 ? [message(marketIntelligenceTemplates.founders, { sector: label(hot[0].sector), demand: round(hot[0].demand, 1) })] : []),
    ...(crowded ? [message(marketIntelligenceTemplates.investors, { sector: label(crowded.sector) })] : []),
    ...(growingSectors[0] ? [message(marketIntelligenceTemplates.watch, { sector: label(growingSectors[0].sector), growth: signed(growingSectors[0].growth) })] : []),
  ];

  return {
    overview: {
      totalStartups: data.startups.length,
      totalFunding: data.investments.reduce((a, i) => a + i.amountUsd, 0),
      activeSectors: sectors.filter((s) => s.active).length,
      fundingSought: data.startups.reduce((a, s) => a + (s.raisingAmountUsd ?? 0), 0),
    },
    insights: { marketSentiment, sentimentReason: message(marketIntelligenceTemplates.sentiment, { growth: signed(activityGrowth), recent: activity.recent, previous: activity.previous }) },
    trends: { growingSectors },
    predictions: { nextHotSectors: hot.filter((s) => s.heat > 0).map((s) => s.sector), fundingForecast, recommendations },
    evidence: [
      { metric: 'activityRecent', value: activity.recent, detail: message('new startups, deals and investments in the last 12 months') },
      { metric: 'activityPrevious', value: activity.previous, detail: message('the same in the 12 months before') },
      { metric: 'activityGrowthPercent', value: activityGrowth, detail: message('decides marketSentiment') },
      { metric: 'investedRecentUsd', value: recentAmount, detail: message('invested in the last 12 months') },
      { metric: 'investedPreviousUsd', value: previousAmount, detail: message('invested in the 12 months before') },
      ...sectors.map((s) => ({ metric: `heat:${s.sector}`, value: round(s.heat, 3), detail: message(marketIntelligenceTemplates.heat, { growth: signed(s.growth), demand: round(s.demand, 2) }) })),
    ],
  };
}

