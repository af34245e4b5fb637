import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exchangeRatesMessages as m, exchangeRatesText as text } from '@baobab/contracts/exchange-rates';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { json, renderWithApp, type FetchCall } from '@/test/render';
import { ExchangeRatesPanel } from './exchange-rates-panel';

const RATES = 'GET /api/admin/exchange-rates';
const IMPORT = 'POST /api/admin/exchange-rates';
const latest = { rates: [{ currency: 'XOF', rateDate: '2025-06-30', perUsd: '558', source: 'BCEAO', importedAt: '2026-11-26T08:00:00.000Z' }] };

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the admin console\'s Exchange rates tab', () => {
  it('lists the latest rate of each currency with its date and source', async () => {
    renderWithApp(<ExchangeRatesPanel />, { routes: { [RATES]: latest } });
    const table = await screen.findByRole('table', { name: text.latestTitle });
    const row = within(table).getByRole('row', { name: /XOF/ });
    expect(row.textContent).toContain('558');
    expect(row.textContent).toContain('30 Jun 2025');
    expect(row.textContent).toContain('BCEAO');
  });

  it('says so when there is no rate yet', async () => {
    renderWithApp(<ExchangeRatesPanel />, { routes: { [RATES]: { rates: [] } } });
    expect(await screen.findByText(text.noRates)).toBeTruthy();
  });

  it('sends the pasted file with the reason, and lists every row to fix when the server refuses it', async () => {
    const refused = [m.rowLine(3, m.rowCurrency('BTC')), m.rowLine(4, m.rowDate('2025-07-32'))].map(englishOf);
    const view = renderWithApp(<ExchangeRatesPanel />, {
      routes: { [RATES]: latest, [IMPORT]: () => json({ message: englishOf(m.importRefused(2)), code: 'VALIDATION_ERROR', issues: refused.map((message) => ({ path: 'csv', message })) }, 400) },
    });
    await screen.findByRole('table', { name: text.latestTitle });

    fireEvent.click(screen.getByRole('button', { name: text.importButton }));
    expect(await screen.findByText(m.csvEmpty)).toBeTruthy();
    expect(view.fetch.callsTo(IMPORT)).toHaveLength(0);

    const csv = 'currency,date,per_usd,source\nXOF,2025-07-31,557,BCEAO\nBTC,2025-07-31,1,x\nEUR,2025-07-32,0.85,ECB';
    fill(text.csvLabel, csv);
    fill(text.reasonLabel, 'Monthly rates');
    fireEvent.click(screen.getByRole('button', { name: text.importButton }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(englishOf(m.importRefused(2)))).toBeTruthy();
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual(refused);
    expect((view.fetch.callsTo(IMPORT)[0] as FetchCall).body).toEqual({ csv, reason: 'Monthly rates' });
  });

  it('says what was imported', async () => {
    renderWithApp(<ExchangeRatesPanel />, { routes: { [RATES]: latest, [IMPORT]: { imported: 1, dates: ['2025-07-31'], startupsRepriced: 12 } } });
    await screen.findByRole('table', { name: text.latestTitle });
    fill(text.csvLabel, 'currency,date,per_usd,source\nXOF,2025-07-31,557,BCEAO');
    fill(text.reasonLabel, 'Monthly rates');
    fireEvent.click(screen.getByRole('button', { name: text.importButton }));
    expect(await screen.findByText(englishOf(text.imported(1, 12)))).toBeTruthy();
  });
});
