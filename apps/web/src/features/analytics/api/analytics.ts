import { useQuery } from '@tanstack/react-query';
import type { CompetitiveAnalysis, CountryActivity, PortfolioAnalytics } from '@baobab/contracts/analytics';
import type { Ecosystem, MarketIntelligence } from '@baobab/contracts/insights';
import { apiGet } from '@/lib/api';

export const useMarketIntelligence = () => useQuery({ queryKey: ['/api/market-intelligence'], queryFn: () => apiGet<MarketIntelligence>('/api/market-intelligence') });

export const useEcosystem = (country: string) =>
  useQuery({ queryKey: ['/api/ecosystem', country], queryFn: () => apiGet<Ecosystem>(`/api/ecosystem/${encodeURIComponent(country)}`) });

export const useCountryActivity = () => useQuery({ queryKey: ['/api/analytics/countries'], queryFn: () => apiGet<CountryActivity[]>('/api/analytics/countries') });

export const useCompetitiveAnalysis = (startupId: number | null) =>
  useQuery({
    queryKey: ['/api/analytics/competitive', startupId],
    queryFn: () => apiGet<CompetitiveAnalysis>(`/api/analytics/competitive/${startupId}`),
    enabled: startupId !== null,
  });

export const usePortfolioAnalytics = (enabled: boolean) =>
  useQuery({ queryKey: ['/api/analytics/portfolio'], queryFn: () => apiGet<PortfolioAnalytics>('/api/analytics/portfolio'), enabled });
