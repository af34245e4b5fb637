/**
 * Checked by `npm run typecheck` (tsc), never run: an auth route registered from its contract cannot answer with
 * anything but the contract's response, nor read a request field the contract does not have (decision 0018).
 * Each `@ts-expect-error` fails typecheck on the day the drift it stands for stops being an error.
 */
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserSchema, type CurrentUser } from '@baobab/contracts/auth';
import { authEndpoints } from '@baobab/contracts/auth-endpoints';
import { endpoint } from '@baobab/contracts/endpoint';
import { fromContract } from '../../lib/contract-route';

declare const me: CurrentUser;
const app = Fastify().withTypeProvider<ZodTypeProvider>();

/** The current-user contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedCurrentUser = endpoint({
  ...authEndpoints.currentUser,
  responses: { 200: currentUserSchema.omit({ profileImageUrl: true }).extend({ imageUrl: z.string().nullable() }) },
});

// The real contract: the current user is exactly its response.
app.route({ ...fromContract(authEndpoints.currentUser), handler: async () => me });

app.route({
  ...fromContract(renamedCurrentUser),
  // @ts-expect-error the route still answers with profileImageUrl, which the renamed contract no longer has
  handler: async () => me,
});

app.route({
  ...fromContract(authEndpoints.login),
  handler: async (request, reply) => {
    // @ts-expect-error the login navigation takes mode, not tab
    void request.query.tab;
    return reply.redirect(request.query.mode === 'signup' ? '/login?mode=signup' : '/login');
  },
});

app.route({
  ...fromContract(authEndpoints.options),
  // @ts-expect-error the options answer names the OpenID Connect provider, or null; never a bare string
  handler: async () => ({ oidc: 'Company SSO' }),
});
