/**
 * Checked by `npm run typecheck` (tsc), never run: a portfolio route registered from its contract cannot answer
 * with anything but the contract's response, nor read a request field the contract does not have (decision 0018).
 * Each `@ts-expect-error` fails typecheck on the day the drift it stands for stops being an error.
 */
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoint } from '@baobab/contracts/endpoint';
import { portfolioOverviewSchema } from '@baobab/contracts/portfolio';
import { portfolioEndpoints } from '@baobab/contracts/portfolio-endpoints';
import { toWire } from '@baobab/contracts/i18n/message-wire';
import type { CachedDb } from '../../lib/cache-registry';
import type { SessionUser } from '../../lib/session-user';
import { fromContract } from '../../lib/contract-route';
import * as service from './portfolio.service';

declare const cached: CachedDb;
declare const user: SessionUser;
declare const readAssessment: service.ReadAssessmentRisk;
const app = Fastify().withTypeProvider<ZodTypeProvider>();

/** The overview contract with one summary field renamed, as a careless edit of packages/contracts would leave it. */
const renamedOverview = endpoint({
  ...portfolioEndpoints.overview,
  responses: {
    200: portfolioOverviewSchema.extend({
      summary: portfolioOverviewSchema.shape.summary.omit({ totalInvested: true }).extend({ investedTotal: z.number() }),
    }),
  },
});

// The real contracts: the service's answers are exactly their responses.
app.route({ ...fromContract(portfolioEndpoints.overview), handler: async () => service.getOverview(cached, user) });
app.route({ ...fromContract(portfolioEndpoints.companies), handler: async (request) => toWire(await service.listCompanies(cached, user, request.query, readAssessment)) });

app.route({
  ...fromContract(renamedOverview),
  // @ts-expect-error the service still answers with summary.totalInvested, which the renamed contract no longer allows
  handler: async () => service.getOverview(cached, user),
});

app.route({
  ...fromContract(portfolioEndpoints.recordExit),
  handler: async (request, reply) => {
    // @ts-expect-error the exit contract's params are { startupId }, so a route cannot read an id it does not declare
    void request.params.id;
    await service.recordExit(cached.db, user, request.params.startupId, request.body);
    return reply.status(204).send(null);
  },
});

app.route({
  ...fromContract(portfolioEndpoints.deleteInvestment),
  // @ts-expect-error a deletion answers 204 with no body, so it cannot send the deleted investment back
  handler: async (_request, reply) => reply.status(200).send({ id: 1 }),
});
