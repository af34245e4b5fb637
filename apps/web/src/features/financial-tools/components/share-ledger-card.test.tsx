import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LedgerEntry, LedgerHoldings } from '@baobab/contracts/financial-tools';
import { ShareLedgerCard } from './share-ledger-card';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const entries: LedgerEntry[] = [
  { id: 1, createdAt: '2026-01-01T00:00:00Z', entry: { kind: 'issuance', date: '2024-01-01', holder: 'Ada', shareClass: 'Common', shares: 600_000, pricePerShareMinor: 0.01, currency: 'USD', isOption: false } },
];
const holdingsOn = (asOf: string): LedgerHoldings => ({
  asOf,
  rows: [{ holder: 'Ada', shareClass: 'Common', shares: 600_000, optionsGranted: 0, optionsVested: 0, optionsExercised: 0, optionsCancelled: 0, optionsOutstanding: 0, optionsExercisable: 0, optionsExercisePrice: null, fullyDiluted: 600_000, fullyDilutedPercent: 100 }],
  totalShares: 600_000,
  totalFullyDiluted: 600_000,
  plans: [],
});
const fetchMock = vi.fn(async (url: string) => {
  const asOf = /asOf=([\d-]+)/.exec(String(url))?.[1];
  return json(asOf ? holdingsOn(asOf) : entries);
});

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  fetchMock.mockClear();
  vi.unstubAllGlobals();
});

const renderCard = (props: Partial<Parameters<typeof ShareLedgerCard>[0]> = {}) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ShareLedgerCard startupId={7} canEdit={false} {...props} />
    </QueryClientProvider>,
  );

describe('share ledger card', () => {
  it('shows a reader the entries and holdings, with no form and no delete', async () => {
    renderCard();
    const card = screen.getByRole('region', { name: 'Share ledger' });
    expect(await within(card).findByRole('table', { name: 'Share ledger entries, oldest first' })).toBeTruthy();
    expect(await within(card).findByRole('row', { name: /^Ada/ })).toBeTruthy();
    expect(within(card).queryByRole('form', { name: 'Add ledger entry' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('asks for holdings as of today by default and as of the date chosen', async () => {
    renderCard({ canEdit: true });
    const today = new Date().toISOString().slice(0, 10);
    expect(await screen.findByRole('heading', { name: 'Holdings today (vested today)' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(`/ledger/holdings?asOf=${today}`))).toBe(true);
    fireEvent.change(screen.getByLabelText('As of'), { target: { value: '2025-01-14' } });
    expect(await screen.findByRole('heading', { name: 'Holdings on 2025-01-14' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/ledger/holdings?asOf=2025-01-14'))).toBe(true);
  });
});
