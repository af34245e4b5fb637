import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Investor, InvestorStats } from '@baobab/contracts/investors';
import { pageText } from '@baobab/contracts/ui-strings';
import { PAGE_SIZE } from '@baobab/contracts/paging';
import { renderWithApp, type FetchCall } from '@/test/render';
import Investors from './investors';

const investor = (id: number, firstName: string, type: Investor['type'], sectors: string[]): Investor => ({
  id,
  type,
  investmentThesis: 'Early bets on payments and logistics across East Africa.',
  minTicketSize: 25_000,
  maxTicketSize: 250_000,
  averageTicketSize: 100_000,
  preferredSectors: sectors,
  preferredGeographies: ['Africa'],
  preferredCountries: ['KE'],
  preferredStages: ['Seed'],
  user: { firstName, lastName: 'Mwangi', profileImageUrl: null },
  verifiedAt: null,
});

const held = [investor(1, 'Wanjiru', 'angel', ['FinTech']), investor(2, 'Otieno', 'vc_partner', ['HealthTech'])];
/** The server's directory, filtered by type and sector. */
const list = (call: FetchCall) =>
  held
    .filter((i) => !call.search.get('type') || i.type === call.search.get('type'))
    .filter((i) => !call.search.get('sectors') || i.preferredSectors.includes(call.search.get('sectors')!));
const stats = (call: FetchCall): InvestorStats => {
  const found = list(call);
  return { total: found.length, angel: found.filter((i) => i.type === 'angel').length, vc_partner: found.filter((i) => i.type === 'vc_partner').length, institutional: 0 };
};

const LIST = 'GET /api/investors';

function renderDirectory(url = '/investors') {
  return renderWithApp(<Investors user={null} params={{}} />, { url, routes: { [LIST]: list, 'GET /api/investors/stats': stats } });
}
const lastListQuery = (view: ReturnType<typeof renderDirectory>) => Object.fromEntries(view.fetch.callsTo(LIST).at(-1)!.search);
const results = () => screen.getByRole('list', { name: 'Investors' });

describe('investor directory filters', () => {
  it('asks the server for the filters in the page URL, one page from the start', async () => {
    const view = renderDirectory('/investors?type=angel');
    expect(await within(await screen.findByRole('list', { name: 'Investors' })).findByText('Wanjiru Mwangi')).toBeTruthy();
    expect(within(results()).queryByText('Otieno Mwangi')).toBeNull();
    expect(lastListQuery(view)).toEqual({ type: 'angel', limit: String(PAGE_SIZE), offset: '0' });
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('angel');
  });

  it('puts a chosen filter in the URL, back to page 1, and lists what the server finds', async () => {
    const view = renderDirectory('/investors?page=3');
    await screen.findByRole('list', { name: 'Investors' });
    expect(lastListQuery(view)).toMatchObject({ offset: String(2 * PAGE_SIZE) });

    fireEvent.change(screen.getByLabelText('Sector'), { target: { value: 'HealthTech' } });

    expect(Object.fromEntries(view.searchParams())).toEqual({ sectors: 'HealthTech' });
    await waitFor(() => expect(lastListQuery(view)).toEqual({ sectors: 'HealthTech', limit: String(PAGE_SIZE), offset: '0' }));
    await waitFor(() => expect(within(results()).queryByText('Wanjiru Mwangi')).toBeNull());
    expect(within(results()).getByText('Otieno Mwangi')).toBeTruthy();
  });

  it('clears a filter with its "All" option: the parameter leaves the URL and the query', async () => {
    const view = renderDirectory('/investors?type=vc_partner&stages=Seed');
    await screen.findByRole('list', { name: 'Investors' });

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'all' } });

    expect(Object.fromEntries(view.searchParams())).toEqual({ stages: 'Seed' });
    await waitFor(() => expect(lastListQuery(view)).not.toHaveProperty('type'));
    expect(await within(results()).findByText('Wanjiru Mwangi')).toBeTruthy();
  });

  it('searches names and theses on the server once typing stops', async () => {
    const view = renderDirectory();
    await screen.findByRole('list', { name: 'Investors' });
    fireEvent.change(screen.getByLabelText('Search investors'), { target: { value: 'logistics' } });
    await waitFor(() => expect(view.searchParams().get('q')).toBe('logistics'));
    await waitFor(() => expect(lastListQuery(view)).toMatchObject({ q: 'logistics' }));
  });

  it('says nothing matches when no investor fits the filters', async () => {
    renderDirectory('/investors?type=institutional');
    expect(await screen.findByText(pageText.noInvestors)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Investors' })).toBeNull();
  });
});
