/**
 * Checked by `npm run typecheck` (tsc), never run: a profiles route registered from its contract cannot answer
 * with anything but the contract's response, nor read a request field the contract does not have (decision 0018).
 * Each `@ts-expect-error` fails typecheck on the day the drift it stands for stops being an error.
 */
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoint } from '@baobab/contracts/endpoint';
import { profileSchema } from '@baobab/contracts/profiles';
import { profilesEndpoints } from '@baobab/contracts/profiles-endpoints';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import { fromContract } from '../../lib/contract-route';
import { getOwnProfile } from './profiles.service';
import { updateExperience } from './experiences.service';

declare const db: Db;
declare const user: SessionUser;
const app = Fastify().withTypeProvider<ZodTypeProvider>();

/** The profile contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedProfile = endpoint({
  ...profilesEndpoints.profile,
  responses: { 200: profileSchema.omit({ headline: true }).extend({ tagline: profileSchema.shape.headline }) },
});

// The real contract: the service's profile is exactly its response.
app.route({ ...fromContract(profilesEndpoints.profile), handler: async () => getOwnProfile(db, user) });

app.route({
  ...fromContract(renamedProfile),
  // @ts-expect-error the service still answers with headline, which the renamed contract no longer allows
  handler: async () => getOwnProfile(db, user),
});

app.route({
  ...fromContract(profilesEndpoints.updateExperience),
  handler: async (request) => {
    // @ts-expect-error the update contract's params are { id }, so a route cannot read one it does not declare
    void request.params.experienceId;
    // @ts-expect-error the experience body has title, not role
    void request.body.role;
    return updateExperience(db, user, request.params.id, request.body);
  },
});
