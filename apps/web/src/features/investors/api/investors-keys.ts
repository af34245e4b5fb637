/**
 * Every investor query key, from one factory (decision 0018). The values stay the ones the investor screens
 * have always used; every directory page, profile and portfolio starts with `all`.
 */
export const investorsKeys = {
  all: ['/api/investors'] as const,
  list: (params: Record<string, string>) => [...investorsKeys.all, params] as const,
  detail: (id: number) => [...investorsKeys.all, id] as const,
  portfolioCompanies: (id: number) => [...investorsKeys.detail(id), 'portfolio-companies'] as const,
  statsAll: ['/api/investors/stats'] as const,
  stats: (params: Record<string, string>) => [...investorsKeys.statsAll, params] as const,
};
