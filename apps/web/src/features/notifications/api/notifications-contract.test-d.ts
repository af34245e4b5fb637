/**
 * Checked by `npm run typecheck` (tsc), never run: the bell's and the notifications page's data is what the
 * contract returns, and a call or a read that drifts from the contract is a type error (decision 0018). Each
 * `@ts-expect-error` fails typecheck on the day the drift it stands for stops being an error.
 */
import { expectTypeOf } from 'vitest';
import { z } from 'zod';
import type { UnreadCount } from '@baobab/contracts/messaging';
import { endpoint } from '@baobab/contracts/endpoint';
import { notificationPageSchema, type NotificationPage, type NotificationPreference } from '@baobab/contracts/notifications';
import { notificationsEndpoints } from '@baobab/contracts/notifications-endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import type { useNotifications, usePreferences, useUnreadNotifications } from './notifications';

expectTypeOf<NonNullable<ReturnType<typeof useNotifications>['data']>['pages']>().toEqualTypeOf<NotificationPage[]>();
expectTypeOf<ReturnType<typeof useUnreadNotifications>['data']>().toEqualTypeOf<UnreadCount | undefined>();
expectTypeOf<ReturnType<typeof usePreferences>['data']>().toEqualTypeOf<NotificationPreference[] | undefined>();

/** The list contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedList = endpoint({
  ...notificationsEndpoints.list,
  responses: { 200: notificationPageSchema.omit({ unreadCount: true }).extend({ unread: z.number() }) },
});

export async function readsOfADriftedContract() {
  const page = await callEndpoint(renamedList, { query: {} });
  // @ts-expect-error the page reads unreadCount, which the renamed contract no longer returns
  const unread: number = page.unreadCount;
  // @ts-expect-error the list takes a NotificationPage, which the renamed response no longer is
  const forTheList: NotificationPage = page;
  return { unread, forTheList };
}

export async function callsThatDriftFromTheContract() {
  // @ts-expect-error the mark-read body's ids are numbers
  await callEndpoint(notificationsEndpoints.markRead, { body: { ids: ['4'] } });
  // @ts-expect-error the preferences update needs its body
  await callEndpoint(notificationsEndpoints.updatePreferences);
}
