/**
 * The exchange-rates query keys (decision 0018), under the admin console's `['admin']` prefix like every
 * console read.
 */
export const exchangeRatesKeys = {
  all: ['admin', 'exchange-rates'] as const,
  latest: () => [...exchangeRatesKeys.all, 'latest'] as const,
};
