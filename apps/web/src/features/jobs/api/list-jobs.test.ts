import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { jobLocations, jobTypes } from '@baobab/contracts/enums';
import { jobsRoutes } from '@baobab/contracts/jobs-routes';
import { endpointUrl } from '@/lib/call-endpoint';
import { refreshJobs } from './change-job';
import { jobsKeys } from './jobs-keys';
import { jobsListQuery, jobsQuery } from './list-jobs';

const location = jobLocations[0];
const jobType = jobTypes[0];

describe('jobs board queries', () => {
  it('asks for one page and leaves out blank search and filters set to all', () => {
    const query = jobsListQuery({ tab: 'all', q: '  ', location: 'all', jobType: 'all', page: 1 });
    expect(endpointUrl(jobsRoutes.list, { query })).toBe('/api/jobs?limit=20&offset=0');
  });

  it('sends the tab, the trimmed search, the filters and the page offset', () => {
    const query = jobsListQuery({ tab: 'cofounders', q: ' design ', location, jobType, page: 3 });
    const params = new URLSearchParams({ limit: '20', offset: '40', tab: 'cofounders', q: 'design', location, jobType });
    expect(endpointUrl(jobsRoutes.list, { query })).toBe(`/api/jobs?${params}`);
    expect(jobsQuery({ tab: 'cofounders', q: ' design ', location, jobType, page: 3 }).queryKey).toEqual(['jobs', 'list', query]);
  });

  it('a change reloads the board and the saved list and nothing else', async () => {
    const client = new QueryClient();
    const keys = [jobsKeys.list({}), jobsKeys.saved(), ['deals', 'list']];
    for (const key of keys) client.setQueryData(key, 'cached');
    await refreshJobs(client);
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, false]);
  });
});
