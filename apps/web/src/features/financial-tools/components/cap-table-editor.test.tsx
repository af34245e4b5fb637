import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { financialToolsMessages as m } from '@baobab/contracts/financial-tools-messages';
import { type CapTableDraft, defaultDraft } from './cap-table-draft';
import { checkDraft, preMoneyFromPrice } from './cap-table-validation';
import { CapTableEditor } from './cap-table-editor';

/** The editor as the tab holds it once its checks have loaded: the draft in state, checked by the contract on every change; the round input shown for the assertions. */
function Harness({ initial, isChecked = true }: { initial: CapTableDraft; isChecked?: boolean }) {
  const [draft, setDraft] = useState(initial);
  const check = checkDraft(draft);
  return (
    <>
      <CapTableEditor draft={draft} errors={check.errors} onChange={setDraft} priceToPreMoney={isChecked ? preMoneyFromPrice : undefined} />
      <output aria-label="Checked round">{check.input ? JSON.stringify(check.input.pricedRound ?? null) : 'invalid'}</output>
    </>
  );
}

const type = (label: string, value: string, scope: HTMLElement = document.body) => fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const checkedRound = () => {
  const text = screen.getByLabelText('Checked round').textContent ?? '';
  return text === 'invalid' ? 'invalid' : (JSON.parse(text) as Record<string, unknown> | null);
};

afterEach(cleanup);

describe('cap table editor: the priced round', () => {
  it('builds a round with a lead, a co-investor, a pool target in the post-money and convertibles outside the pre-money', () => {
    render(<Harness initial={defaultDraft()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add priced round' }));
    const round = screen.getByRole('region', { name: 'Priced round' });
    type('Series name', 'Series A', round);
    type('Pre-money valuation ($)', '8000000', round);
    type('Closing date', '2026-06-01', round);
    type('Investor 1 name', 'Lead Fund', round);
    type('Investor 1 amount ($)', '2000000', round);
    fireEvent.click(within(round).getByRole('button', { name: 'Add investor' }));
    type('Investor 2 name', 'Angel', round);
    type('Investor 2 amount ($)', '500000', round);
    fireEvent.change(within(round).getByLabelText('Option pool in this round'), { target: { value: 'target' } });
    type('Pool target (% of post-money)', '10', round);
    fireEvent.change(within(round).getByLabelText('Pool top-up counts'), { target: { value: 'post-money' } });
    fireEvent.click(within(round).getByLabelText(/SAFEs and notes count in the pre-money/));
    fireEvent.click(within(round).getByRole('checkbox', { name: 'Founder 2' }));
    expect(checkedRound()).toEqual({
      seriesName: 'Series A',
      investorName: 'Lead Fund',
      preMoneyValuation: 8_000_000,
      investment: 2_000_000,
      closingDate: '2026-06-01',
      optionPoolTargetPercent: 10,
      poolTiming: 'post-money',
      convertiblesInPreMoney: false,
      coInvestors: [{ investorName: 'Angel', investment: 500_000 }],
      proRataHolders: ['Founder 2'],
      // A new round puts a down round's anti-dilution shares in the pre-money, the usual practice (decision 0045).
      antiDilutionOrdering: 'pre-money',
    });

    fireEvent.click(within(round).getByRole('button', { name: 'Remove investor 2' }));
    expect(checkedRound()).not.toHaveProperty('coInvestors');
    expect(within(round).getByRole('button', { name: 'Remove investor 1' })).toHaveProperty('disabled', true);
  });

  it('enters a 2x participating series capped at 3x, pari passu, and names a bad preference beside its field', () => {
    render(<Harness initial={defaultDraft()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add priced round' }));
    const round = screen.getByRole('region', { name: 'Priced round' });
    type('Pre-money valuation ($)', '8000000', round);
    type('Investor 1 name', 'Lead Fund', round);
    type('Investor 1 amount ($)', '2000000', round);
    const terms = within(round).getByRole('group', { name: 'Terms of the new series' });
    type('Liquidation preference (x)', '11', terms);
    expect(within(terms).getByText(m.seriesLiquidationPreference)).toBeTruthy();
    expect(checkedRound()).toBe('invalid');
    type('Liquidation preference (x)', '2', terms);
    fireEvent.change(within(terms).getByLabelText('Participation'), { target: { value: 'capped' } });
    type('Participation cap (x issue price)', '3', terms);
    fireEvent.change(within(terms).getByLabelText('Seniority'), { target: { value: 'pari-passu' } });
    fireEvent.change(within(terms).getByLabelText('Anti-dilution shares of existing preferred in a down round'), { target: { value: 'after-round' } });
    const checked = checkedRound() as Record<string, unknown>;
    expect(checked.seriesTerms).toEqual({ liquidationPreference: 2, participation: 'participating', participationCap: 3, seniority: 'pari-passu' });
    expect(checked).not.toHaveProperty('antiDilutionOrdering');
  });

  it("shows the contract's own message beside a bad pre-money and a bad co-investment", () => {
    render(<Harness initial={defaultDraft()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add priced round' }));
    const round = screen.getByRole('region', { name: 'Priced round' });
    type('Pre-money valuation ($)', '-1', round);
    fireEvent.click(within(round).getByRole('button', { name: 'Add investor' }));
    type('Investor 2 amount ($)', 'abc', round);
    expect(within(round).getByLabelText('Pre-money valuation ($)').getAttribute('aria-invalid')).toBe('true');
    expect(within(round).getByText(m.preMoneyValuation)).toBeTruthy();
    expect(within(round).getByText(m.coInvestorInvestment)).toBeTruthy();
    expect(checkedRound()).toBe('invalid');
  });

  it('sets the pre-money from a price per share through the engine', () => {
    render(<Harness initial={defaultDraft()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add priced round' }));
    const round = screen.getByRole('region', { name: 'Priced round' });
    type('Closing date', '2026-06-01', round);
    type('Investor 1 name', 'Lead Fund', round);
    type('Investor 1 amount ($)', '1000000', round);
    type('Or a price per share ($)', '0', round);
    fireEvent.click(within(round).getByRole('button', { name: 'Set pre-money from price' }));
    expect(within(round).getByText(m.pricePerShare)).toBeTruthy();
    // The spec's founders hold 10,000,000 shares and nothing converts: $0.80 is $8,000,000.
    type('Or a price per share ($)', '0.80', round);
    fireEvent.click(within(round).getByRole('button', { name: 'Set pre-money from price' }));
    expect((within(round).getByLabelText('Pre-money valuation ($)') as HTMLInputElement).value).toBe('8000000');
  });

  it('offers the price per share only once the checks have loaded', () => {
    render(<Harness initial={defaultDraft()} isChecked={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add priced round' }));
    const round = screen.getByRole('region', { name: 'Priced round' });
    expect((within(round).getByRole('button', { name: 'Set pre-money from price' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for a round when a note is added, with the note terms labelled', () => {
    render(<Harness initial={defaultDraft()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    const note = screen.getByRole('group', { name: 'Note 1' });
    for (const label of ['Lender name', 'Principal ($)', 'Interest rate (% a year)', 'Issue date', 'Day count', 'Pre-money valuation cap ($)', 'Discount (%)']) expect(within(note).getByLabelText(label)).toBeTruthy();
    type('Lender name', 'Lender', note);
    type('Principal ($)', '50000', note);
    type('Interest rate (% a year)', '8.125', note);
    type('Issue date', '2025-06-01', note);
    // The table-wide rules run once every field is sound (zod refinements follow the field checks).
    expect(within(screen.getByRole('region', { name: 'Priced round' })).getByText(m.pricedRoundNeeded)).toBeTruthy();
  });
});
