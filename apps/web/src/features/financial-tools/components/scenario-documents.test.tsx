import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateCapTableInput } from '@baobab/contracts/financial-tools-cap-table';
import { ScenarioDocuments } from './scenario-documents';

const shares: CreateCapTableInput['shares'] = [{ shareholderName: 'Ada', shareholderType: 'founder', shares: 1_000_000, shareClass: 'Common', vesting: { total: 0, vested: 0, cliff: 0, schedule: 'immediate' }, liquidationPreference: 1, antiDilution: 'None' }];
const round = { seriesName: 'Series A', investorName: 'Fund', preMoneyValuation: 10_000_000, investment: 2_000_000, closingDate: '2026-06-01' };
const fetchMock = vi.fn(async () => new Response(new Blob(['%PDF']), { status: 200, headers: { 'content-disposition': 'attachment; filename="kilimo-series-a-term-sheet.pdf"' } }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:document');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  fetchMock.mockClear();
  vi.unstubAllGlobals();
});

describe('scenario documents', () => {
  it("offers a scenario's term sheet and pro forma as PDF and Excel, each from its own path", async () => {
    render(<ScenarioDocuments startupId={7} scenario={{ id: 3, name: 'Series A at 10M', input: { shares, pricedRound: round } }} />);
    const group = screen.getByRole('group', { name: 'Documents for Series A at 10M' });
    const expected = [
      ['Term sheet (PDF)', '/api/startups/7/cap-table/scenarios/3/term-sheet?format=pdf'],
      ['Term sheet (Excel .xlsx)', '/api/startups/7/cap-table/scenarios/3/term-sheet?format=xlsx'],
      ['Pro-forma cap table (PDF)', '/api/startups/7/cap-table/scenarios/3/pro-forma?format=pdf'],
      ['Pro-forma cap table (Excel .xlsx)', '/api/startups/7/cap-table/scenarios/3/pro-forma?format=xlsx'],
    ];
    for (const [label, path] of expected) {
      const button = within(group).getByRole('button', { name: label });
      await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
      fireEvent.click(button);
      await waitFor(() => expect(fetchMock).toHaveBeenLastCalledWith(path, { credentials: 'include' }));
    }
  });

  it('says a scenario without a priced round has no documents, and offers none', () => {
    render(<ScenarioDocuments startupId={7} scenario={{ id: 4, name: 'Today', input: { shares } }} />);
    expect(screen.getByText('No priced round in this scenario: no documents.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
