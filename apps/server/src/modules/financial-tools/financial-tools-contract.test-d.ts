/**
 * Checked by `npm run typecheck` (tsc), never run: a financial-tools route registered from a contract cannot
 * answer with anything but the contract's response, nor read a request field the contract does not have
 * (decision 0018). Each `@ts-expect-error` fails typecheck on the day the drift it stands for stops being an error.
 */
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoint } from '@baobab/contracts/endpoint';
import { fundingTrackerViewSchema } from '@baobab/contracts/financial-tools-api';
import { financialToolsEndpoints } from '@baobab/contracts/financial-tools-endpoints';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import { fromContract } from '../../lib/contract-route';
import * as service from './share-ledger.service';
import * as tracker from './funding-tracker.service';

declare const db: Db;
declare const user: SessionUser;
const app = Fastify().withTypeProvider<ZodTypeProvider>();

/** The tracker contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedTracker = endpoint({
  ...financialToolsEndpoints.fundingTracker,
  responses: { 200: fundingTrackerViewSchema.omit({ raisedAmount: true }).extend({ raised: z.number() }) },
});

// The real contract: the tracker service's view is exactly its response.
app.route({
  ...fromContract(financialToolsEndpoints.fundingTracker),
  handler: async (request) => tracker.getFundingTracker(db, user, request.params.id),
});

app.route({
  ...fromContract(renamedTracker),
  // @ts-expect-error the service still answers with raisedAmount, which the renamed contract no longer allows
  handler: async (request) => tracker.getFundingTracker(db, user, request.params.id),
});

app.route({
  ...fromContract(financialToolsEndpoints.updateMilestone),
  handler: async (request) => {
    // @ts-expect-error the milestone contract's params are { id, milestoneId }, so a route cannot read one it does not declare
    void request.params.milestone;
    return tracker.updateMilestone(db, user, request.params.id, request.params.milestoneId, request.body);
  },
});

app.route({
  ...fromContract(financialToolsEndpoints.ledgerHoldings),
  handler: async (request) => {
    // @ts-expect-error the holdings query is { asOf }, not { date }
    void request.query.date;
    return service.ledgerHoldings(db, user, request.params.id, request.query.asOf);
  },
});
