import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { updatesRoutes } from '@baobab/contracts/updates-routes';
import { endpointUrl } from '@/lib/call-endpoint';
import { nextFeedOffset } from './get-updates';
import { updatesKeys } from './updates-keys';

describe('updates queries', () => {
  it('asks for the next feed page after every update shown, and stops when the server says there is no more', () => {
    expect(nextFeedOffset({ hasMore: true }, [{}])).toBe(20);
    expect(nextFeedOffset({ hasMore: true }, [{}, {}])).toBe(40);
    expect(nextFeedOffset({ hasMore: false }, [{}, {}])).toBeUndefined();
    expect(endpointUrl(updatesRoutes.feed, { query: { limit: 20, offset: 40 } })).toBe('/api/updates?limit=20&offset=40');
  });

  it('keeps every read under one key, so a change reloads the feed, lists, updates and threads and nothing else', async () => {
    const client = new QueryClient();
    const keys = [updatesKeys.feed(), updatesKeys.startup(1), updatesKeys.detail(2), updatesKeys.replies(2), updatesKeys.received(1), ['deals', 'list']];
    for (const key of keys) client.setQueryData(key, 'cached');
    await client.invalidateQueries({ queryKey: updatesKeys.all });
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, true, true, true, false]);
  });
});
