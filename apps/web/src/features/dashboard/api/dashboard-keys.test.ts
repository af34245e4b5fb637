import { describe, expect, it } from 'vitest';
import { dashboardKeys } from './dashboard-keys';

// A new startup refreshes the figures by `dashboardKeys.stats()` (features/startups imports this module).
describe('the dashboard query keys', () => {
  it('say what is read, under the feature', () => {
    expect(dashboardKeys.stats()).toEqual(['dashboard', 'stats']);
    expect(dashboardKeys.activity()).toEqual(['dashboard', 'activity']);
    expect(dashboardKeys.matches()).toEqual(['dashboard', 'matches']);
  });
});
