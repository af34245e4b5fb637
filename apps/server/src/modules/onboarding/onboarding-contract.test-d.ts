/**
 * Checked by `npm run typecheck` (tsc), never run: an onboarding route registered from its contract cannot answer
 * with anything but the contract's response, nor read a request field the contract does not have (decision 0018).
 * Each `@ts-expect-error` fails typecheck on the day the drift it stands for stops being an error.
 */
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoint } from '@baobab/contracts/endpoint';
import { onboardingStatusSchema } from '@baobab/contracts/onboarding';
import { onboardingEndpoints } from '@baobab/contracts/onboarding-endpoints';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import { fromContract } from '../../lib/contract-route';
import * as service from './onboarding.service';

declare const db: Db;
declare const user: SessionUser;
const app = Fastify().withTypeProvider<ZodTypeProvider>();

/** The status contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedStatus = endpoint({
  ...onboardingEndpoints.status,
  responses: { 200: onboardingStatusSchema.omit({ investor: true }).extend({ investorProfile: onboardingStatusSchema.shape.investor }) },
});

// The real contract: the service's status is exactly its response.
app.route({ ...fromContract(onboardingEndpoints.status), handler: async () => service.getOnboardingStatus(db, user) });

app.route({
  ...fromContract(renamedStatus),
  // @ts-expect-error the service still answers with investor, which the renamed contract no longer allows
  handler: async () => service.getOnboardingStatus(db, user),
});

app.route({
  ...fromContract(onboardingEndpoints.updateFounder),
  handler: async (request) => {
    // @ts-expect-error the founder profile input has expertiseTags, not expertise
    void request.body.expertise;
    return service.updateFounderProfile(db, user, request.body);
  },
});
