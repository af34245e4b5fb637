/**
 * Checked by `npm run typecheck` (tsc), never run: a dashboard route registered from its contract cannot answer
 * with anything but the contract's response, nor read a request part the contract does not have (decision 0018).
 * Each `@ts-expect-error` fails typecheck on the day the drift it stands for stops being an error.
 */
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityItemSchema, dashboardStatsSchema } from '@baobab/contracts/dashboard';
import { dashboardEndpoints } from '@baobab/contracts/dashboard-endpoints';
import { endpoint } from '@baobab/contracts/endpoint';
import { toWire } from '@baobab/contracts/i18n/message-wire';
import type { Db } from '../../db/client';
import type { CachedDb } from '../../lib/cache-registry';
import type { SessionUser } from '../../lib/session-user';
import { fromContract } from '../../lib/contract-route';
import { getDashboardStats, getRecentActivity } from './dashboard.service';

declare const db: Db;
declare const cached: CachedDb;
declare const user: SessionUser;
const app = Fastify().withTypeProvider<ZodTypeProvider>();

/** The stats contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedStats = endpoint({
  ...dashboardEndpoints.stats,
  responses: { 200: dashboardStatsSchema.omit({ views: true }).extend({ viewCount: z.number() }) },
});

// The real contracts: the service's figures and activity are exactly their responses.
app.route({ ...fromContract(dashboardEndpoints.stats), handler: async () => toWire(await getDashboardStats(cached, user)) });
app.route({ ...fromContract(dashboardEndpoints.activity), handler: async () => toWire(await getRecentActivity(db, user, 5)) });

app.route({
  ...fromContract(renamedStats),
  // @ts-expect-error the service still answers with views, which the renamed contract no longer allows
  handler: async () => toWire(await getDashboardStats(cached, user)),
});

app.route({
  ...fromContract(endpoint({ ...dashboardEndpoints.activity, responses: { 200: z.array(activityItemSchema.extend({ seen: z.boolean() })) } })),
  // @ts-expect-error an activity item the contract gains a required field for is not what the service returns
  handler: async () => toWire(await getRecentActivity(db, user, 5)),
});

app.route({
  ...fromContract(dashboardEndpoints.activity),
  handler: async (request) => {
    // @ts-expect-error the activity contract has no query, so the route cannot read a limit from one
    void request.query.limit;
    return toWire(await getRecentActivity(db, user, 5));
  },
});
