/** Every analytics query key, from one factory (decision 0018): what is read, never the URL it is read from. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  marketIntelligence: () => [...analyticsKeys.all, 'market-intelligence'] as const,
  ecosystem: (country: string) => [...analyticsKeys.all, 'ecosystem', country] as const,
  countries: () => [...analyticsKeys.all, 'countries'] as const,
  competitive: (startupId: number | null) => [...analyticsKeys.all, 'competitive', startupId] as const,
  portfolio: () => [...analyticsKeys.all, 'portfolio'] as const,
};
