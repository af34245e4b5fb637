import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportExchangeRatesInput } from '@baobab/contracts/exchange-rates';
import { exchangeRatesRoutes as routes } from '@baobab/contracts/exchange-rates-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { exchangeRatesKeys } from './exchange-rates-keys';

export const latestRatesQuery = () => queryOptions({ queryKey: exchangeRatesKeys.latest(), queryFn: () => callEndpoint(routes.latest) });
export const useLatestRates = () => useQuery(latestRatesQuery());

/**
 * Imports a rates file. Afterwards the console (its audit log) and every amount on the page reload:
 * an import converts every raise to dollars again, and the converted figures change with the rates.
 */
export function useImportRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ImportExchangeRatesInput) => callEndpoint(routes.import, { body: input }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
