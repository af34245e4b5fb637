import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { monitoringMessages } from '@baobab/contracts/portfolio-monitoring-texts';
import type { MonitoredCompany, PortfolioMonitoring } from '@baobab/contracts/portfolio-monitoring';
import { renderWithApp } from '@/test/render';
import { MonitoringTab } from './monitoring-tab';
import { sortCompanies } from './monitoring-table';

const company = (id: number, name: string, runwayMonths: number | null, growthPercent: number | null, sentAt: string | null, alerts: MonitoredCompany['alerts'] = []): MonitoredCompany => ({
  startup: { id, name, sector: 'FinTech', logoUrl: null },
  latestUpdate: sentAt ? { id: id * 10, title: 'Update', period: sentAt.slice(0, 7), sentAt } : null,
  runwayMonths,
  growthPercent,
  figures: [],
  alerts,
});

const companies = [
  company(1, 'Kilimo Pay', 4.5, 12, '2026-11-02T00:00:00Z', [{ kind: 'runway', message: 'Runway of 4.5 months is under your 6-month threshold' }]),
  company(2, 'Afya Link', null, null, null, [{ kind: 'no_update', message: 'No update received in the 3 months since your first investment' }]),
  company(3, 'Soko Hub', 18, -3, '2026-10-01T00:00:00Z'),
];
const monitoring: PortfolioMonitoring = { settings: { runwayMonths: 6, staleUpdateMonths: 3 }, companies };

describe('sortCompanies', () => {
  it('sorts by the chosen column and keeps companies that did not report it last either way', () => {
    expect(sortCompanies(companies, { key: 'runway', direction: 'asc' }).map((c) => c.startup.id)).toEqual([1, 3, 2]);
    expect(sortCompanies(companies, { key: 'runway', direction: 'desc' }).map((c) => c.startup.id)).toEqual([3, 1, 2]);
    expect(sortCompanies(companies, { key: 'lastUpdate', direction: 'desc' }).map((c) => c.startup.id)).toEqual([1, 3, 2]);
  });
});

describe('MonitoringTab', () => {
  it('lists the alerts, sorts the table on a header click, and saves new thresholds', async () => {
    const { fetch } = renderWithApp(<MonitoringTab />, {
      routes: { 'GET /api/portfolio/monitoring': monitoring, 'PUT /api/portfolio/alert-settings': (call: { body: unknown }) => call.body },
    });
    expect(await screen.findByText(/is under your 6-month threshold/)).toBeTruthy();
    expect(screen.getByText(/since your first investment/)).toBeTruthy();

    const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).map((r) => within(r).getByRole('rowheader').textContent);
    expect(rows()).toEqual(['KPKilimo Pay', 'SHSoko Hub', 'ALAfya Link']);
    fireEvent.click(screen.getByRole('button', { name: /Growth/ }));
    expect(rows()).toEqual(['SHSoko Hub', 'KPKilimo Pay', 'ALAfya Link']);

    fireEvent.change(screen.getByLabelText(monitoringMessages.runwayLabel), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save thresholds' }));
    expect(await screen.findByText(monitoringMessages.runwayRange)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(monitoringMessages.runwayLabel), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save thresholds' }));
    await waitFor(() => expect(fetch.callsTo('PUT /api/portfolio/alert-settings').map((c) => c.body)).toEqual([{ runwayMonths: 9, staleUpdateMonths: 3 }]));
  });
});
