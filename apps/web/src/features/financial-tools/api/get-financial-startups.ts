import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FinancialToolsStartup } from '@baobab/contracts/financial-tools-api';
import { apiGet } from '@/lib/api';

const path = '/api/financial-tools/startups';

/** The startups the user may open here: their own first, then those shared with them. */
export const financialStartupsQuery = queryOptions({ queryKey: [path], queryFn: () => apiGet<FinancialToolsStartup[]>(path) });

export const useFinancialStartups = () => useQuery(financialStartupsQuery);
