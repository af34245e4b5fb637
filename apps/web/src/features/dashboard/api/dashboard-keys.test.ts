import { describe, expect, it } from 'vitest';
import { dashboardKeys } from './dashboard-keys';

// A new startup refreshes the figures by ['/api/dashboard/stats'] (features/startups), so the values stay as they were.
describe('the dashboard query keys', () => {
  it('keep the values they had when each was written by hand', () => {
    expect(dashboardKeys.stats()).toEqual(['/api/dashboard/stats']);
    expect(dashboardKeys.activity()).toEqual(['/api/dashboard/activity']);
    expect(dashboardKeys.matches()).toEqual(['/api/dashboard/matches']);
  });
});
