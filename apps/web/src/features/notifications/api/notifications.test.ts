import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { notificationsRoutes } from '@baobab/contracts/notifications-routes';
import { endpointUrl } from '@/lib/call-endpoint';
import { refreshNotifications } from './notifications';
import { notificationsKeys } from './notifications-keys';

describe('notifications queries', () => {
  it('asks for a page of 20 at the offset the next page starts from', () => {
    expect(endpointUrl(notificationsRoutes.list, { query: { limit: 20, offset: 40 } })).toBe('/api/notifications?limit=20&offset=40');
  });

  it('a read reloads the page and the bell, and leaves the preferences and other features alone', async () => {
    const client = new QueryClient();
    const keys = [notificationsKeys.list(), notificationsKeys.unreadCount(), notificationsKeys.preferences(), ['jobs', 'saved']];
    for (const key of keys) client.setQueryData(key, 'cached');
    await refreshNotifications(client);
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, false, false]);
  });
});
