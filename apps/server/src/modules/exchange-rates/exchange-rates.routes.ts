import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exchangeRatesEndpoints as endpoints } from '@baobab/contracts/exchange-rates-endpoints';
import type { CachedDb } from '../../lib/cache-registry';
import { fromContract } from '../../lib/contract-route';
import { currentUser } from '../../plugins/auth';
import { requireAdmin } from '../admin/admin.policy';
import * as service from './exchange-rates.service';

/**
 * The admin console's Exchange rates tab: the latest rates and a rates-file import; 404 for everyone but an admin.
 * `onRatesImported`: the raises' dollar values moved, and the directory's score (the public assessment) reads
 * them; app.ts queues the public-score sweep (this module may not import insights, which reads rates).
 */
export const exchangeRatesRoutes: FastifyPluginAsyncZod<CachedDb & { onRatesImported: () => Promise<void> }> = async (app, { onRatesImported, ...cached }) => {
  app.route({
    ...fromContract(endpoints.latest),
    handler: async (request) => service.listLatestRates(cached.db, requireAdmin(await currentUser(request))),
  });
  app.route({
    ...fromContract(endpoints.import),
    handler: async (request) => {
      const result = await service.importRatesAsAdmin(cached, requireAdmin(await currentUser(request)), request.body);
      await onRatesImported();
      return result;
    },
  });
};
