import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageText } from '@baobab/contracts/ui-strings';
import { PAGE_SIZE } from '@baobab/contracts/paging';
import type { StartupStats, StartupSummary } from '@baobab/contracts/startups';
import { json, renderWithApp, type FetchCall } from '@/test/render';
import Startups from './startups';

const startup = (id: number, name: string, sector: string, slug: string): StartupSummary & { slug: string } => ({
  id,
  name,
  slug,
  description: `${name} builds things for ${sector}.`,
  logoUrl: null,
  sector,
  region: 'Africa',
  country: 'Kenya',
  city: 'Nairobi',
  fundingStage: 'Seed',
  raisingAmount: '$500K',
  raisingAmountUsd: 500_000,
  raise: { amountMinor: '50000000', currency: 'USD', converted: null },
  teamSize: 8,
  traction: { users: 1200 },
  tractionTier: null,
  score: 71,
  createdAt: '2026-10-01T10:00:00.000Z',
});

const held = [startup(1, 'Acme Pay', 'FinTech', 'fintech'), startup(2, 'Afya Link', 'HealthTech', 'healthtech')];
/** The server's directory, filtered by sector slug and by a search word in the name. */
const list = (call: FetchCall) =>
  held
    .filter((s) => !call.search.get('sector') || s.slug === call.search.get('sector'))
    .filter((s) => !call.search.get('q') || s.name.toLowerCase().includes(call.search.get('q')!.toLowerCase()))
    .map(({ slug: _slug, ...s }) => s);
const stats = (call: FetchCall): StartupStats => ({ total: list(call).length, raisingNow: 0, countries: 1, sectors: 1 });

const LIST = 'GET /api/startups';
const STATS = 'GET /api/startups/stats';

function renderDirectory(url = '/startups', routes: Record<string, unknown> = { [LIST]: list, [STATS]: stats }) {
  return renderWithApp(<Startups user={null} params={{}} />, { url, routes });
}
const lastListQuery = (view: ReturnType<typeof renderDirectory>) => Object.fromEntries(view.fetch.callsTo(LIST).at(-1)!.search);
const results = () => screen.getByRole('list', { name: 'Startups' });

describe('startup directory filters', () => {
  it('asks the server for the filters in the page URL, first page, and shows them chosen', async () => {
    const view = renderDirectory('/startups?sector=fintech&stage=seed');
    expect(await within(await screen.findByRole('list', { name: 'Startups' })).findByText('Acme Pay')).toBeTruthy();
    expect(lastListQuery(view)).toEqual({ sector: 'fintech', stage: 'seed', limit: String(PAGE_SIZE), offset: '0' });
    expect(Object.fromEntries(view.fetch.callsTo(STATS).at(-1)!.search)).toEqual({ sector: 'fintech', stage: 'seed' });
    expect((screen.getByLabelText('Sector') as HTMLSelectElement).value).toBe('fintech');
    expect((screen.getByLabelText('Stage') as HTMLSelectElement).value).toBe('seed');
  });

  it('puts a chosen filter in the URL, back to page 1, and shows what the server finds for it', async () => {
    const view = renderDirectory('/startups?page=2&region=africa');
    await screen.findByRole('list', { name: 'Startups' });

    fireEvent.change(screen.getByLabelText('Sector'), { target: { value: 'healthtech' } });

    expect(Object.fromEntries(view.searchParams())).toEqual({ region: 'africa', sector: 'healthtech' });
    await waitFor(() => expect(lastListQuery(view)).toMatchObject({ region: 'africa', sector: 'healthtech', offset: '0' }));
    await waitFor(() => expect(within(results()).queryByText('Acme Pay')).toBeNull());
    expect(within(results()).getByText('Afya Link')).toBeTruthy();
  });

  it('clears a filter when its "All" option is chosen, and the whole directory comes back', async () => {
    const view = renderDirectory('/startups?sector=fintech');
    expect(await within(await screen.findByRole('list', { name: 'Startups' })).findByText('Acme Pay')).toBeTruthy();
    expect(within(results()).queryByText('Afya Link')).toBeNull();

    fireEvent.change(screen.getByLabelText('Sector'), { target: { value: 'all' } });

    expect(view.searchParams().has('sector')).toBe(false);
    expect(await within(results()).findByText('Afya Link')).toBeTruthy();
    expect(lastListQuery(view)).not.toHaveProperty('sector');
  });

  it('searches on the server 300 ms after typing stops, and an emptied box removes the search', async () => {
    const view = renderDirectory();
    await screen.findByRole('list', { name: 'Startups' });
    const box = screen.getByLabelText('Search startups');

    fireEvent.change(box, { target: { value: 'afya' } });
    expect(view.searchParams().has('q')).toBe(false);
    await waitFor(() => expect(view.searchParams().get('q')).toBe('afya'));
    await waitFor(() => expect(lastListQuery(view)).toMatchObject({ q: 'afya' }));
    await waitFor(() => expect(within(results()).queryByText('Acme Pay')).toBeNull());

    fireEvent.change(box, { target: { value: '' } });
    fireEvent.submit(box.closest('form')!);
    expect(view.searchParams().has('q')).toBe(false);
    expect(await within(results()).findByText('Acme Pay')).toBeTruthy();
  });

  it('opens the advanced filters when the URL uses one, and a score bound goes into the URL', async () => {
    const view = renderDirectory('/startups?sort=score');
    await screen.findByRole('list', { name: 'Startups' });
    expect(screen.getByRole('button', { name: 'Advanced search' }).getAttribute('aria-expanded')).toBe('true');
    expect((screen.getByLabelText('Order') as HTMLSelectElement).value).toBe('score');

    fireEvent.change(screen.getByLabelText('Minimum score'), { target: { value: '60' } });
    expect(Object.fromEntries(view.searchParams())).toEqual({ sort: 'score', scoreMin: '60' });
    await waitFor(() => expect(lastListQuery(view)).toMatchObject({ sort: 'score', scoreMin: '60' }));
  });

  it('pages through the URL: Next asks for the following rows, and a filter change goes back to page 1', async () => {
    const many = Array.from({ length: PAGE_SIZE + 3 }, (_, i) => startup(100 + i, `Startup ${i + 1}`, 'FinTech', 'fintech'));
    const page = (call: FetchCall) => many.slice(Number(call.search.get('offset')), Number(call.search.get('offset')) + Number(call.search.get('limit'))).map(({ slug: _slug, ...s }) => s);
    const view = renderDirectory('/startups', { [LIST]: page, [STATS]: { total: many.length, raisingNow: 0, countries: 1, sectors: 1 } });
    await screen.findByRole('list', { name: 'Startups' });

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Next' }));
    expect(view.searchParams().get('page')).toBe('2');
    await waitFor(() => expect(lastListQuery(view)).toMatchObject({ offset: String(PAGE_SIZE) }));
    expect(await within(results()).findByText(`Startup ${PAGE_SIZE + 1}`)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Region'), { target: { value: 'east-asia' } });
    expect(Object.fromEntries(view.searchParams())).toEqual({ region: 'east-asia' });
  });

  it('says nothing matches when the server finds no startup for the filters', async () => {
    renderDirectory('/startups?sector=agritech');
    expect(await screen.findByText(pageText.noStartups)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Startups' })).toBeNull();
  });

  it('says why the server refuses the filters, and that the list could not be loaded otherwise', async () => {
    renderDirectory('/startups?scoreMin=90&scoreMax=10', { [LIST]: json({ message: 'The minimum score must not exceed the maximum score' }, 400), [STATS]: json({ message: 'bad filters' }, 400) });
    expect((await screen.findByRole('alert')).textContent).toBe('The minimum score must not exceed the maximum score');
  });

  it('shows the server\'s 500 as a list that could not be loaded', async () => {
    renderDirectory('/startups', { [LIST]: json({ message: 'boom' }, 500), [STATS]: stats });
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be loaded/);
  });
});

describe('raises in several currencies', () => {
  const xof: StartupSummary = {
    ...startup(3, 'Dakar Ledger', 'FinTech', 'fintech'),
    raisingAmount: 'XOF 500,000,000',
    raise: { amountMinor: '500000000', currency: 'XOF', converted: { amountMinor: '89605735', currency: 'USD', rateDate: '2025-06-30', source: 'Baobab reference rates' } },
  };

  it('shows a card\'s raise in its own currency and as the server converted it, with the rate date', async () => {
    renderDirectory('/startups', { [LIST]: [xof], [STATS]: { total: 1, raisingNow: 1, countries: 1, sectors: 1 } });
    const card = within(await screen.findByRole('list', { name: 'Startups' }));
    expect(card.getByText('XOF 500,000,000')).toBeTruthy();
    expect(card.getByTitle(/^Converted through the US dollar at rates of 30 Jun 2025/).textContent).toBe('≈ $896,057 (rate of 30 Jun 2025)');
  });

  it('puts raise bounds in the URL as typed once the reader reads them, in the reader\'s currency unless another is chosen', async () => {
    const view = renderDirectory('/startups?raiseMin=700000');
    await screen.findByRole('list', { name: 'Startups' });
    expect(screen.getByRole('button', { name: 'Advanced search' }).getAttribute('aria-expanded')).toBe('true');
    expect((screen.getByLabelText('Raise currency') as HTMLSelectElement).value).toBe('USD');

    fireEvent.change(screen.getByLabelText('Maximum raise'), { target: { value: '800K' } });
    expect(screen.getByText('Read as $800,000')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Raise currency'), { target: { value: 'EUR' } });
    expect(Object.fromEntries(view.searchParams())).toEqual({ raiseMin: '700000', raiseMax: '800K', raiseCurrency: 'EUR' });
    await waitFor(() => expect(lastListQuery(view)).toMatchObject({ raiseMin: '700000', raiseMax: '800K', raiseCurrency: 'EUR' }));

    // What the reader cannot read is said beside the field and never sent.
    fireEvent.change(screen.getByLabelText('Minimum raise'), { target: { value: '1,500' } });
    expect(screen.getByRole('alert').textContent).toBe('Write "1,500" as 1500 or as 1.5: the comma could separate thousands or decimals');
    expect(view.searchParams().get('raiseMin')).toBe('700000');

    fireEvent.change(screen.getByLabelText('Raise currency'), { target: { value: 'USD' } });
    expect(view.searchParams().has('raiseCurrency')).toBe(false);
  });
});
