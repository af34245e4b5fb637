import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric, MetricsView } from '@baobab/contracts/metrics';
import { MonthlyEntry } from './monthly-entry';
import { defaultEntryMonth, monthLabel, shortMonthLabel } from './months';

const mrr: Metric = { id: 1, kind: 'mrr', name: 'MRR', unit: 'money', currency: 'USD', series: [{ month: '2025-05', value: '1000050', isComputed: false }] };
const burn: Metric = { id: 2, kind: 'burn', name: 'Net burn', unit: 'money', currency: 'USD', series: [{ month: '2025-06', value: '3000000', isComputed: true }] };
const team: Metric = { id: 3, kind: 'headcount', name: 'Headcount', unit: 'count', currency: null, series: [{ month: '2025-06', value: '7', isComputed: false }] };
const view: MetricsView = { metrics: [mrr, burn, team], cashPosition: null };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json(view));

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  fetchMock.mockClear();
  vi.unstubAllGlobals();
});

function renderTable() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MonthlyEntry startupId={9} metrics={view.metrics} />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2025-06' } });
}

const sentBody = () => JSON.parse(String(fetchMock.mock.calls.at(-1)![1]!.body)) as { values: unknown[] };

describe('monthly entry table', () => {
  it("shows the month's saved values as the founder types them, and burn computed from cash as text, not an input", () => {
    renderTable();
    expect((screen.getByLabelText('Headcount, June 2025') as HTMLInputElement).value).toBe('7');
    expect((screen.getByLabelText('MRR, June 2025') as HTMLInputElement).value).toBe('');
    expect(screen.queryByLabelText('Net burn, June 2025')).toBeNull();
    expect(screen.getByText('$30,000')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2025-05' } });
    expect((screen.getByLabelText('MRR, May 2025') as HTMLInputElement).value).toBe('10000.5');
  });

  it('sends only the changed values, in one request, an emptied one as null', async () => {
    renderTable();
    fireEvent.change(screen.getByLabelText('MRR, June 2025'), { target: { value: '12,500.50' } });
    fireEvent.change(screen.getByLabelText('Headcount, June 2025'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save values' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/startups/9/metric-values');
    expect(sentBody()).toEqual({
      values: [
        { metricId: 1, month: '2025-06', value: '12,500.50' },
        { metricId: 3, month: '2025-06', value: null },
      ],
    });
  });

  it('refuses a bad value beside its input without a request, and says when nothing changed', () => {
    renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Save values' }));
    expect(screen.getByRole('alert').textContent).toBe('Nothing to save: change a value first');
    fireEvent.change(screen.getByLabelText('Headcount, June 2025'), { target: { value: '7.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save values' }));
    const input = screen.getByLabelText('Headcount, June 2025');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe('Headcount must be a whole number');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the server's message for a value beside that value's input", async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'MRR, 2025-06: MRR cannot be negative', code: 'VALIDATION', issues: [{ path: 'values.0.value', message: 'MRR, 2025-06: MRR cannot be negative' }] }, 400));
    renderTable();
    fireEvent.change(screen.getByLabelText('MRR, June 2025'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save values' }));
    expect(await screen.findByText('MRR, 2025-06: MRR cannot be negative')).toBeTruthy();
    expect(screen.getByLabelText('MRR, June 2025').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('month labels', () => {
  it('writes months out without Intl, long and short', () => {
    expect(monthLabel('2026-03')).toBe('March 2026');
    expect(shortMonthLabel('2025-12')).toBe('Dec 25');
  });
  it('opens on the month that just ended', () => {
    expect(defaultEntryMonth(new Date(2026, 0, 15))).toBe('2025-12');
    expect(defaultEntryMonth(new Date(2026, 6, 1))).toBe('2026-06');
  });
});
