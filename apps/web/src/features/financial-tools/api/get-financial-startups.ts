import { queryOptions, useQuery } from '@tanstack/react-query';
import { financialToolsRoutes as routes } from '@baobab/contracts/financial-tools-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { financialToolsKeys } from './financial-tools-keys';

/** The startups the user may open here: their own first, then those shared with them. */
export const financialStartupsQuery = queryOptions({ queryKey: financialToolsKeys.startups(), queryFn: () => callEndpoint(routes.startups) });

export const useFinancialStartups = () => useQuery(financialStartupsQuery);
