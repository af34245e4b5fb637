/**
 * Every investor query key, from one factory (decision 0018): every directory page, profile and portfolio starts
 * with `all`; the directory figures with `statsAll`. A verification decision invalidates `all`.
 */
export const investorsKeys = {
  all: ['investors'] as const,
  list: (params: Record<string, string>) => [...investorsKeys.all, 'list', params] as const,
  detail: (id: number) => [...investorsKeys.all, 'detail', id] as const,
  portfolioCompanies: (id: number) => [...investorsKeys.detail(id), 'portfolio-companies'] as const,
  statsAll: ['investors', 'stats'] as const,
  stats: (params: Record<string, string>) => [...investorsKeys.statsAll, params] as const,
};
