/**
 * Checked by `npm run typecheck` (tsc), never run: a messaging route registered from its contract cannot answer
 * with anything but the contract's response, nor read a request field the contract does not have (decision 0018).
 * Each `@ts-expect-error` fails typecheck on the day the drift it stands for stops being an error.
 */
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoint } from '@baobab/contracts/endpoint';
import { threadSchema } from '@baobab/contracts/messaging';
import { messagingEndpoints } from '@baobab/contracts/messaging-endpoints';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import { fromContract } from '../../lib/contract-route';
import * as service from './messaging.service';

declare const db: Db;
declare const user: SessionUser;
const app = Fastify().withTypeProvider<ZodTypeProvider>();

/** The threads contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedThreads = endpoint({
  ...messagingEndpoints.threads,
  responses: { 200: z.array(threadSchema.omit({ unreadCount: true }).extend({ unread: z.number() })) },
});

// The real contract: the service's threads are exactly its response.
app.route({ ...fromContract(messagingEndpoints.threads), handler: async (request) => service.listThreads(db, user, request.query) });

app.route({
  ...fromContract(renamedThreads),
  // @ts-expect-error the service still answers with unreadCount, which the renamed contract no longer allows
  handler: async (request) => service.listThreads(db, user, request.query),
});

app.route({
  ...fromContract(messagingEndpoints.unreadCount),
  // @ts-expect-error the unread count is { count }, not the bare number the service counts
  handler: async () => service.countUnreadMessages(db, user),
});

app.route({
  ...fromContract(messagingEndpoints.thread),
  handler: async (request) => {
    // @ts-expect-error the thread contract's params are { id }, so a route cannot read one it does not declare
    void request.params.threadId;
    return service.getThreadPage(db, user, request.params.id, request.query);
  },
});
