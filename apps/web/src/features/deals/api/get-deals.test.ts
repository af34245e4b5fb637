import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { dealsQuery, dealsListQuery, refreshDeals } from './get-deals';
import { dealsKeys } from './deals-keys';

describe('deal-flow queries', () => {
  it("leaves a filter out of the call when it is 'all'", () => {
    expect(dealsListQuery({ stage: 'all', priority: 'high' })).toEqual({ stage: undefined, priority: 'high' });
    expect(dealsQuery({ stage: 'closed', priority: 'all' }).queryKey).toEqual(['deals', 'list', { stage: 'closed', priority: undefined }]);
  });

  it('a change reloads every deal-flow read and nothing else', async () => {
    const client = new QueryClient();
    const keys = [dealsKeys.list({}), dealsKeys.analytics(), dealsKeys.notes(1), dealsKeys.byStartup(2), ['portfolio', 'overview']];
    for (const key of keys) client.setQueryData(key, 'cached');
    await refreshDeals(client);
    const invalidated = keys.map((key) => client.getQueryState(key)?.isInvalidated);
    expect(invalidated).toEqual([true, true, true, true, false]);
  });
});
