import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testUser, type FetchCall } from '@/test/render';
import Portfolio from './portfolio';

const fund = { id: 7, slug: 'savannah', name: 'Savannah Fund', kind: 'fund', role: 'member' };
const returns = (call: FetchCall) => ({
  currency: 'USD',
  organisation: call.search.get('organisationId') ? { id: 7, name: fund.name, role: 'member' } : null,
  companies: [],
  history: [],
  unconverted: [],
  paidInMinor: '0',
  distributedMinor: '0',
  valueMinor: '0',
  tvpi: null,
  dpi: null,
  rvpi: null,
  irr: null,
});

describe("the returns tab's fund in the address (decision 0066)", () => {
  it('opens the Returns tab on the fund a shared link names, and keeps the choice in the address', async () => {
    const view = renderWithApp(<Portfolio user={testUser({ userType: 'investor' })} params={{}} />, {
      url: '/portfolio?fund=7',
      routes: { 'GET /api/organisations': [fund], 'GET /api/portfolio/returns': returns, 'GET /api/portfolio/deal-flow/startups': [] },
    });
    const owner = (await screen.findByLabelText('Returns of')) as HTMLSelectElement;
    await waitFor(() => expect(owner.value).toBe('7'));
    await waitFor(() => expect(view.fetch.callsTo('GET /api/portfolio/returns').map((c) => c.search.get('organisationId'))).toContain('7'));

    // One's own returns: no fund in the address, and the Returns tab stays open (the tab is in the address too).
    fireEvent.change(owner, { target: { value: '' } });
    await waitFor(() => expect(view.url()).toBe('/portfolio?tab=returns'));
    expect(screen.getByRole('tab', { name: 'Returns' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.change(owner, { target: { value: '7' } });
    await waitFor(() => expect(view.searchParams().get('fund')).toBe('7'));
  });
});
