import { skipToken, useQuery } from '@tanstack/react-query';
import { analyticsRoutes } from '@baobab/contracts/analytics-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { analyticsKeys } from './analytics-keys';

export const useMarketIntelligence = () =>
  useQuery({ queryKey: analyticsKeys.marketIntelligence(), queryFn: () => callEndpoint(analyticsRoutes.marketIntelligence) });

export const useEcosystem = (country: string) =>
  useQuery({ queryKey: analyticsKeys.ecosystem(country), queryFn: () => callEndpoint(analyticsRoutes.ecosystem, { params: { country } }) });

export const useCountryActivity = () => useQuery({ queryKey: analyticsKeys.countries(), queryFn: () => callEndpoint(analyticsRoutes.countries) });

/** Waits (disabled) until a startup is picked. */
export const useCompetitiveAnalysis = (startupId: number | null) =>
  useQuery({
    queryKey: analyticsKeys.competitive(startupId),
    queryFn: startupId === null ? skipToken : () => callEndpoint(analyticsRoutes.competitive, { params: { startupId } }),
  });

export const usePortfolioAnalytics = (enabled: boolean) =>
  useQuery({ queryKey: analyticsKeys.portfolio(), queryFn: () => callEndpoint(analyticsRoutes.portfolio), enabled });
