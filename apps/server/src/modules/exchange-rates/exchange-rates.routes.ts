import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exchangeRatesEndpoints as endpoints } from '@baobab/contracts/exchange-rates-endpoints';
import type { CachedDb } from '../../lib/cache-registry';
import { fromContract } from '../../lib/contract-route';
import { currentUser } from '../../plugins/auth';
import { requireAdmin } from '../admin/admin.policy';
import * as service from './exchange-rates.service';

const tags = ['exchange-rates'];

/** The admin console's Exchange rates tab: the latest rates and a rates-file import; 404 for everyone but an admin. */
export const exchangeRatesRoutes: FastifyPluginAsyncZod<CachedDb> = async (app, cached) => {
  app.route({
    ...fromContract(endpoints.latest, tags),
    handler: async (request) => service.listLatestRates(cached.db, requireAdmin(await currentUser(request))),
  });
  app.route({
    ...fromContract(endpoints.import, tags),
    handler: async (request) => service.importRatesAsAdmin(cached, requireAdmin(await currentUser(request)), request.body),
  });
};
