/**
 * Checked by `npm run typecheck` (tsc), never run: a market or analytics route registered from its contract
 * cannot answer with anything but the contract's response, nor read a path parameter the contract does not
 * have (decision 0018). Each `@ts-expect-error` fails typecheck on the day the drift it stands for stops being an error.
 */
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { competitiveAnalysisSchema, countryActivitySchema } from '@baobab/contracts/analytics';
import { analyticsEndpoints } from '@baobab/contracts/analytics-endpoints';
import { endpoint } from '@baobab/contracts/endpoint';
import type { Db } from '../../db/client';
import type { CachedDb } from '../../lib/cache-registry';
import type { SessionUser } from '../../lib/session-user';
import { fromContract } from '../../lib/contract-route';
import { getCompetitiveAnalysis } from './analytics.service';
import { getMarketAnalysis, listCountryActivity } from './market.service';
import { toWire } from '@baobab/contracts/i18n/message-wire';

declare const db: Db;
declare const cached: CachedDb;
declare const user: SessionUser;
const app = Fastify().withTypeProvider<ZodTypeProvider>();

/** The competitive contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedCompetitive = endpoint({
  ...analyticsEndpoints.competitive,
  responses: { 200: competitiveAnalysisSchema.omit({ peers: true }).extend({ competitors: competitiveAnalysisSchema.shape.peers }) },
});

// The real contracts: the services' answers are exactly their responses.
app.route({
  ...fromContract(analyticsEndpoints.competitive),
  handler: async (request) => toWire(await getCompetitiveAnalysis(db, user, request.params.startupId)),
});
app.route({ ...fromContract(analyticsEndpoints.countries), handler: async () => listCountryActivity(cached) });

app.route({
  ...fromContract(renamedCompetitive),
  // @ts-expect-error the service still answers with peers, which the renamed contract no longer allows
  handler: async (request) => toWire(await getCompetitiveAnalysis(db, user, request.params.startupId)),
});

app.route({
  ...fromContract(endpoint({ ...analyticsEndpoints.countries, responses: { 200: z.array(countryActivitySchema.extend({ investors: z.number() })) } })),
  // @ts-expect-error a country row the contract gains a required field for is not what the service returns
  handler: async () => listCountryActivity(cached),
});

app.route({
  ...fromContract(analyticsEndpoints.marketAnalysis),
  handler: async (request) => {
    // @ts-expect-error the market-analysis contract's params are { sector, country }, so a route cannot read a region
    void request.params.region;
    return toWire(await getMarketAnalysis(cached, request.params.sector, request.params.country));
  },
});
