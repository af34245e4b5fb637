import { endpoint } from './endpoint';
import { apiErrorSchema } from './errors';
import { exchangeRatesListSchema, importExchangeRatesInputSchema, importExchangeRatesResultSchema } from './exchange-rates';
import { exchangeRatesRoutes } from './exchange-rates-routes';

/**
 * The admin console's exchange rates (modules/exchange-rates, decision 0022). Like every /api/admin/*
 * route they answer 404 to anyone who is not an admin, signed in or not (modules/admin/admin.policy.ts).
 * An import is all or nothing: one bad row answers 400 with every bad row's line in `issues`.
 */
export const exchangeRatesEndpoints = {
  latest: endpoint({ ...exchangeRatesRoutes.latest, operationId: 'exchangeRatesListLatest', summary: 'The latest exchange rate of each currency, with its date and source (admins only)', tags: ['exchange-rates'], responses: { 200: exchangeRatesListSchema, 404: apiErrorSchema } }),
  import: endpoint({
    ...exchangeRatesRoutes.import,
    operationId: 'exchangeRatesImport', summary: 'Import a rates file (CSV, all or nothing) and convert every raise to dollars again (admins only)', tags: ['exchange-rates'],
    body: importExchangeRatesInputSchema,
    responses: { 200: importExchangeRatesResultSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  }),
};
