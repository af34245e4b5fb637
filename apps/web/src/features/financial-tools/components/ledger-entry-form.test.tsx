import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { ledgerMessages as m } from '@baobab/contracts/financial-tools-ledger';
import { LedgerEntryForm } from './ledger-entry-form';

afterEach(cleanup);

const grants = [{ id: 3, holder: 'Dee', shareClass: 'Common', shares: 48_000, date: '2024-01-15' }];
const plans = [{ id: 2, planName: '2024 Stock Option Plan', shareClass: 'Common', shares: 100_000, date: '2024-01-01' }];
const setup = (refusal: { message: string; path?: string } | null = null) => {
  const onSubmit = vi.fn();
  render(<LedgerEntryForm grants={grants} plans={plans} today="2026-01-10" isPending={false} refusal={refusal} onSubmit={onSubmit} />);
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
    type('Price per share (XOF)', '0,0000001');
    fireEvent.click(screen.getByRole('button', { name: 'Record entry' }));
    expect(await screen.findByText(englishOf(m.priceAmount('XOF', 6)))).toBeTruthy();
    // A price finer than the franc keeps its real decimals; the older minor units field is it rounded to 0.01 franc.
    type('Price per share (XOF)', '0,0475');
    fireEvent.click(screen.getByRole('button', { name: 'Record entry' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ kind: 'issuance', holder: 'Awa', shares: 1000, pricePerShare: '0.0475', pricePerShareMinor: 0.05, currency: 'XOF' });
  });

  it("reads a grant's exercise price with its real decimals in the chosen currency and sends both fields", async () => {
    const onSubmit = setup();
    type('Holder', 'Awa');
    type('Shares', '48000');
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'XOF' } });
    fireEvent.click(screen.getByLabelText(/Option grant \(vests over time/));
    expect(await screen.findByLabelText('Exercise price (XOF)')).toBeTruthy();
    type('Exercise price (XOF)', '$0.05');
    fireEvent.click(screen.getByRole('button', { name: 'Record entry' }));
    // Another currency is refused, never converted; the message speaks of the amount, not of minor units.
    expect(await screen.findByText(englishOf(m.exercisePriceAmount('XOF', 6)))).toBeTruthy();
    type('Exercise price (XOF)', '0,0475');
    fireEvent.click(screen.getByRole('button', { name: 'Record entry' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ kind: 'issuance', isOption: true, currency: 'XOF', exercisePrice: '0.0475', exercisePriceMinor: 0.05 });
  });

  it('records a plan, and a grant drawn from it in its class', async () => {
    const onSubmit = setup();
    kind('plan');
    expect(await screen.findByLabelText('Plan name')).toBeTruthy();
    expect(screen.queryByLabelText('Holder')).toBeNull();
    type('Options reserved', '100000');
    fireEvent.click(screen.getByRole('button', { name: 'Record entry' }));
    expect(await screen.findByText(m.planName)).toBeTruthy();
    type('Plan name', '2024 Stock Option Plan');
    type('Board approval date (optional)', '2023-12-20');
    fireEvent.click(screen.getByRole('button', { name: 'Record entry' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ kind: 'plan', date: '2026-01-10', planName: '2024 Stock Option Plan', shareClass: 'Common', shares: 100_000, boardApprovalDate: '2023-12-20' });

    kind('issuance');
    fireEvent.click(await screen.findByLabelText(/Option grant \(vests over time/));
    fireEvent.change(await screen.findByLabelText('Equity incentive plan'), { target: { value: '2' } });
    // The plan's class is the grant's: the class field goes.
    await waitFor(() => expect(screen.queryByLabelText('Share class')).toBeNull());
    type('Holder', 'Awa');
    type('Options', '10000');
    type('Exercise price (USD)', '0.10');
    fireEvent.click(screen.getByRole('button', { name: 'Record entry' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({ kind: 'issuance', isOption: true, holder: 'Awa', shareClass: 'Common', shares: 10_000, planId: 2 });
  });

  it("records a pool increase of a plan, asking for the plan and the options under their fields", async () => {
    const onSubmit = setup();
    kind('pool-increase');
    expect(await screen.findByLabelText('Options added to the pool')).toBeTruthy();
    expect(screen.queryByLabelText('Holder')).toBeNull();
    expect(screen.queryByLabelText('Share class')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Record entry' }));
    expect(await screen.findByText(m.planId)).toBeTruthy();
    expect(screen.getByText(m.shares)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Equity incentive plan'), { target: { value: '2' } });
    type('Options added to the pool', '50000');
    type('Board approval date (optional)', '2025-12-20');
    fireEvent.click(screen.getByRole('button', { name: 'Record entry' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ kind: 'pool-increase', date: '2026-01-10', planId: 2, shares: 50_000, boardApprovalDate: '2025-12-20' });
  });

  it("shows the server's refusal beside the field it names, and under the form when it names none", () => {
    const message = englishOf(m.poolExceeded('2026-01-10', '2024 Stock Option Plan', 10_001, 10_000));
    setup({ message, path: 'shares' });
    const shares = screen.getByLabelText('Shares');
    expect(shares.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('ledger-shares-error')?.textContent).toBe(message);
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    setup({ message });
    expect(screen.getByRole('alert').textContent).toBe(message);
  });
});
