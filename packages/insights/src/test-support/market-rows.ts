/** A small platform whose market figures are worked out by hand in market tests. */
import type { MarketData } from '../market/market-data';

const d = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

export const marketNow = d('2026-06-30');

export const marketRows: MarketData = {
  now: marketNow,
  startups: [
    { id: 1, sector: 'FinTech', region: 'Africa', country: 'Nigeria', fundingStage: 'Seed', raisingAmountUsd: 1_000_000, createdAt: d('2025-09-01') },
    { id: 2, sector: 'FinTech', region: 'Africa', country: 'Nigeria', fundingStage: 'Seed', raisingAmountUsd: 500_000, createdAt: d('2025-12-01') },
    { id: 3, sector: 'fintech', region: 'Africa', country: 'Nigeria', fundingStage: 'Pre-Seed', raisingAmountUsd: null, createdAt: d('2026-02-01') },
    { id: 4, sector: 'FinTech', region: 'Africa', country: 'Nigeria', fundingStage: 'Series A', raisingAmountUsd: 3_000_000, createdAt: d('2026-05-01') },
    { id: 5, sector: 'FinTech', region: 'Africa', country: 'Nigeria', fundingStage: 'Seed', raisingAmountUsd: 700_000, createdAt: d('2024-10-01') },
    { id: 6, sector: 'FinTech', region: 'Africa', country: 'Nigeria', fundingStage: 'Pre-Seed', raisingAmountUsd: 200_000, createdAt: d('2025-03-01') },
    { id: 7, sector: 'AgriTech', region: 'Africa', country: 'Kenya', fundingStage: 'Seed', raisingAmountUsd: 400_000, createdAt: d('2025-08-01') },
    { id: 8, sector: 'AgriTech', region: 'Africa', country: 'Kenya', fundingStage: 'Pre-Seed', raisingAmountUsd: 100_000, createdAt: d('2024-08-01') },
    { id: 9, sector: 'AgriTech', region: 'Africa', country: 'Kenya', fundingStage: 'Seed', raisingAmountUsd: null, createdAt: d('2025-01-01') },
    { id: 10, sector: 'HealthTech', region: 'Africa', country: 'Nigeria', fundingStage: 'Seed', raisingAmountUsd: 800_000, createdAt: d('2023-01-01') },
  ],
  investors: [
    { id: 1, preferredSectors: ['FinTech'], preferredGeographies: ['Africa'], preferredStages: ['Seed'], averageTicketUsd: 250_000 },
    { id: 2, preferredSectors: ['FinTech', 'AgriTech'], preferredGeographies: ['Nigeria'], preferredStages: ['Seed', 'Pre-Seed'], averageTicketUsd: 100_000 },
    { id: 3, preferredSectors: ['AgriTech'], preferredGeographies: ['Kenya'], preferredStages: ['Pre-Seed'], averageTicketUsd: 50_000 },
    { id: 4, preferredSectors: ['HealthTech'], preferredGeographies: ['Asia'], preferredStages: ['Series A'], averageTicketUsd: 1_000_000 },
  ],
  deals: [
    { startupId: 1, investorId: 1, stage: 'closed', createdAt: d('2026-01-15') },
    { startupId: 2, investorId: 2, stage: 'reviewed', createdAt: d('2026-03-01') },
    { startupId: 7, investorId: 3, stage: 'sourced', createdAt: d('2024-12-01') },
  ],
  investments: [
    { startupId: 1, investorId: 1, amountUsd: 500_000, date: d('2026-02-01') },
    { startupId: 5, investorId: 1, amountUsd: 200_000, date: d('2025-01-01') },
  ],
  jobs: [
    { startupId: 1, category: 'Engineering', location: 'Lagos', createdAt: d('2026-04-01') },
    { startupId: null, category: 'Sales', location: 'Nairobi, Kenya', createdAt: d('2026-01-01') },
  ],
};
