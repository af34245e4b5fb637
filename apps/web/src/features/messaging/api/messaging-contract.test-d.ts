/**
 * Checked by `npm run typecheck` (tsc), never run: the inbox hooks' data is what the contract returns, and a call
 * or a read that drifts from the contract is a type error (decision 0018). Each `@ts-expect-error` fails
 * typecheck on the day the drift it stands for stops being an error.
 */
import { expectTypeOf } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@baobab/contracts/endpoint';
import { threadSchema, type Thread, type ThreadPage, type UnreadCount } from '@baobab/contracts/messaging';
import { messagingEndpoints } from '@baobab/contracts/messaging-endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import type { useThread, useThreads, useUnreadMessages } from './messages';

expectTypeOf<ReturnType<typeof useThreads>['data']>().toEqualTypeOf<Thread[] | undefined>();
expectTypeOf<ReturnType<typeof useThread>['data']>().toEqualTypeOf<ThreadPage | undefined>();
expectTypeOf<ReturnType<typeof useUnreadMessages>['data']>().toEqualTypeOf<UnreadCount | undefined>();

/** The threads contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedThreads = endpoint({
  ...messagingEndpoints.threads,
  responses: { 200: z.array(threadSchema.omit({ unreadCount: true }).extend({ unread: z.number() })) },
});

export async function readsOfADriftedContract() {
  const threads = await callEndpoint(renamedThreads, { query: {} });
  // @ts-expect-error the thread list reads unreadCount, which the renamed contract no longer returns
  const badges = threads.map((thread) => thread.unreadCount);
  // @ts-expect-error the inbox takes Thread[], which the renamed response no longer is
  const forTheInbox: Thread[] = threads;
  return { badges, forTheInbox };
}

export async function callsThatDriftFromTheContract() {
  // @ts-expect-error a message's body is content, not text
  await callEndpoint(messagingEndpoints.send, { params: { id: 1 }, body: { text: 'Hello' } });
  // @ts-expect-error the thread path needs its :id
  await callEndpoint(messagingEndpoints.markRead);
}
