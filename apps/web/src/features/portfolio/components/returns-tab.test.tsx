import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PortfolioReturnsView } from '@baobab/contracts/portfolio-returns';
import { lineText } from '@/test/line-text';
import { renderWithApp, type FetchCall } from '@/test/render';
import { ReturnsTab } from './returns-tab';

const fund = { id: 7, slug: 'savannah', name: 'Savannah Fund', kind: 'fund' as const };

/** A fund's returns as the server sends them: €100,000 in, €50,000 back, €120,000 held (TVPI 1.7). */
const fundReturns = (role: 'admin' | 'member' | 'viewer'): PortfolioReturnsView => ({
  organisation: { id: fund.id, name: fund.name, role },
  currency: 'EUR',
  asOf: '2026-11-27',
  paidInMinor: '10000000',
  distributedMinor: '5000000',
  residualValueMinor: '12000000',
  tvpi: 1.7,
  dpi: 0.5,
  rvpi: 1.2,
  irr: 0.21,
  irrMissingReason: null,
  companies: [
    {
      startup: { id: 3, name: 'Sahel Grid', logoUrl: null },
      currency: 'EUR',
      investedMinor: '10000000',
      distributedMinor: '5000000',
      currentValueMinor: '12000000',
      moic: 1.7,
      valueSource: 'manual',
      valueDate: '2023-06-30',
      valueNote: 'Q2 board pack',
      flows: [{ id: 11, origin: 'recorded', kind: 'first-cheque', date: '2021-03-01', amountMinor: '10000000', currency: 'EUR', note: null }],
      marks: [{ id: 12, date: '2023-06-30', valueMinor: '12000000', currency: 'EUR', source: 'Q2 board pack' }],
    },
  ],
  unconverted: [],
  history: [
    { date: '2021-03-01', paidInMinor: '10000000', distributedMinor: '0', valueMinor: '10000000', tvpi: 1 },
    { date: '2026-11-27', paidInMinor: '10000000', distributedMinor: '5000000', valueMinor: '17000000', tvpi: 1.7 },
  ],
});

const ownReturns: PortfolioReturnsView = { ...fundReturns('admin'), organisation: null, companies: [], history: [], paidInMinor: '0', tvpi: null, dpi: null, rvpi: null };

/** The person's own returns without `organisationId`, the fund's with it. */
const returnsRoute = (fundView: PortfolioReturnsView) => (call: FetchCall) => (call.search.get('organisationId') === String(fund.id) ? fundView : ownReturns);

/** The screen keeps whose returns in its address; here in state. */
function Harness() {
  const [organisationId, setOrganisationId] = useState<number | undefined>();
  return <ReturnsTab organisationId={organisationId} onChooseOwner={setOrganisationId} />;
}

describe('ReturnsTab for a fund', () => {
  it('shows a viewer the fund’s figures and TVPI over time, with no forms and no delete buttons', async () => {
    const { fetch } = renderWithApp(<Harness />, {
      routes: { 'GET /api/organisations': [{ ...fund, role: 'viewer' }], 'GET /api/portfolio/returns': returnsRoute(fundReturns('viewer')), 'GET /api/portfolio/deal-flow/startups': [] },
    });
    fireEvent.change(await screen.findByLabelText('Returns of'), { target: { value: String(fund.id) } });
    expect(await screen.findByText('The fund’s flows and marks')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'TVPI' })).getByText('1.70x')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'TVPI over time: 2021-03-01 1.00x, 2026-11-27 1.70x' })).toBeTruthy();
    expect(screen.getAllByText(lineText('Mark · 2023-06-30')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Record flow' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(fetch.callsTo('GET /api/portfolio/returns').some((c) => c.search.get('organisationId') === '7')).toBe(true);
  });

  it('lets a member record the fund’s first cheque in a company of its pipeline', async () => {
    const empty: PortfolioReturnsView = { ...ownReturns, organisation: { id: fund.id, name: fund.name, role: 'member' } };
    const deal = { id: 40, startup: { id: 9, name: 'Kilimo Pay', sector: 'FinTech', region: 'Kenya', fundingStage: 'seed', logoUrl: null } };
    const { fetch } = renderWithApp(<Harness />, {
      routes: {
        'GET /api/organisations': [{ ...fund, role: 'member' }],
        'GET /api/portfolio/returns': returnsRoute(empty),
        'GET /api/portfolio/deal-flow/startups': [{ id: deal.startup.id, name: deal.startup.name }],
        'POST /api/portfolio/returns/flows': { id: 1, origin: 'recorded', kind: 'first-cheque', date: '2026-01-05', amountMinor: '5000000', currency: 'KES', note: null },
      },
    });
    expect(await screen.findByText('Record an investment to see its returns here.')).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Returns of'), { target: { value: String(fund.id) } });
    const company = await screen.findByRole('combobox', { name: 'Company' });
    expect(within(company).getByRole('option', { name: 'Kilimo Pay' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'first-cheque' } });
    const amount = screen.getByLabelText('Amount');
    fireEvent.change(amount, { target: { value: 'KES 50,000' } });
    fireEvent.blur(amount);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-01-05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record flow' }));
    await waitFor(() => expect(fetch.callsTo('POST /api/portfolio/returns/flows').map((c) => c.body)).toEqual([{ organisationId: 7, startupId: 9, kind: 'first-cheque', amount: 'KES 50,000', date: '2026-01-05' }]));
    // The picker searches the fund's pipeline on the server rather than reading it whole.
    fireEvent.change(screen.getByLabelText('Find a company of the pipeline'), { target: { value: 'kili' } });
    await waitFor(() => expect(fetch.callsTo('GET /api/portfolio/deal-flow/startups').map((c) => [c.search.get('organisationId'), c.search.get('search')])).toEqual([['7', null], ['7', 'kili']]));
    expect(fetch.callsTo('GET /api/portfolio/deal-flow')).toHaveLength(0);
  });
});
