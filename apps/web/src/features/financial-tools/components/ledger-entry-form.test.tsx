import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ledgerMessages as m } from '@baobab/contracts/financial-tools-ledger-texts';
import { LedgerEntryForm } from './ledger-entry-form';

afterEach(cleanup);

const grants = [{ id: 3, holder: 'Dee', shareClass: 'Common', shares: 48_000, date: '2024-01-15' }];
const setup = () => {
  const onSubmit = vi.fn();
  render(<LedgerEntryForm grants={grants} today="2026-01-10" isPending={false} refusal={null} onSubmit={onSubmit} />);
  return onSubmit;
};
const kind = (value: string) => fireEvent.change(screen.getByLabelText('Kind'), { target: { value } });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ledger entry form', () => {
  it('asks for the fields of the chosen kind only', async () => {
    setup();
    expect(screen.getByLabelText('Holder')).toBeTruthy();
    expect(screen.getByLabelText('Price per share (USD)')).toBeTruthy();
    expect(screen.queryByLabelText('Exercise price (USD)')).toBeNull();
    fireEvent.click(screen.getByLabelText(/Option grant \(vests over time/));
    expect(await screen.findByLabelText('Exercise price (USD)')).toBeTruthy();
    expect(screen.getByLabelText('Vesting start')).toBeTruthy();
    expect(screen.getByLabelText('Cliff months')).toBeTruthy();
    expect(screen.getByLabelText('Options')).toBeTruthy();

    kind('transfer');
    expect(await screen.findByLabelText('From holder')).toBeTruthy();
    expect(screen.getByLabelText('To holder')).toBeTruthy();
    expect(screen.queryByLabelText('Holder')).toBeNull();
    expect(screen.queryByLabelText('Price per share (USD)')).toBeNull();
    expect(screen.queryByLabelText('Exercise price (USD)')).toBeNull();

    kind('exercise');
    expect(await screen.findByLabelText('Option grant')).toBeTruthy();
    expect(screen.queryByLabelText('Holder')).toBeNull();
    expect(screen.queryByLabelText('Share class')).toBeNull();

    kind('cancellation');
    expect(await screen.findByLabelText('Holder')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Option grant (leave empty to cancel shares)'), { target: { value: '3' } });
    await waitFor(() => expect(screen.queryByLabelText('Holder')).toBeNull());

    kind('repurchase');
    expect(await screen.findByLabelText('Price per share (USD)')).toBeTruthy();
    expect(screen.getByLabelText('Currency')).toBeTruthy();
  });

  it("shows the contract's messages beside the fields and submits the entry of the kind", async () => {
    const onSubmit = setup();
    kind('transfer');
    type('From holder', 'Ada');
    type('To holder', 'Ada');
    type('Shares', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Record entry' }));
    expect(await screen.findByText(m.sameHolder)).toBeTruthy();
    type('To holder', 'Ben');
    type('Shares', '1.5');
    fireEvent.click(screen.getByRole('button', { name: 'Record entry' }));
    expect(await screen.findByText(m.shares)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    type('Shares', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Record entry' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ kind: 'transfer', date: '2026-01-10', fromHolder: 'Ada', toHolder: 'Ben', shareClass: 'Common', shares: 100 });

    kind('exercise');
    type('Options', '500');
    fireEvent.click(screen.getByRole('button', { name: 'Record entry' }));
    expect(await screen.findByText(m.grantId)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Option grant'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record entry' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]?.[0]).toEqual({ kind: 'exercise', date: '2026-01-10', holder: 'Dee', grantId: 3, shares: 500 });
  });

  it('takes the price per share as an amount in the chosen currency, CFA francs included, and says what it needs', async () => {
    const onSubmit = setup();
    type('Holder', 'Awa');
    type('Shares', '1000');
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'XOF' } });
    expect(await screen.findByLabelText('Price per share (XOF)')).toBeTruthy();
    type('Price per share (XOF)', '12.505');
    fireEvent.click(screen.getByRole('button', { name: 'Record entry' }));
    expect(await screen.findByText(m.priceAmount('XOF', 2))).toBeTruthy();
    type('Price per share (XOF)', '12,5');
    fireEvent.click(screen.getByRole('button', { name: 'Record entry' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ kind: 'issuance', holder: 'Awa', shares: 1000, pricePerShareMinor: 12.5, currency: 'XOF' });
  });
});
