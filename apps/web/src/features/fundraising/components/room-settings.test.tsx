import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Raise } from '@baobab/contracts/fundraising';
import { renderWithApp } from '@/test/render';
import { RoomSettings } from './room-settings';

const money = { amountMinor: 0, amount: 0 };
const raise = (status: Raise['status']): Raise => ({
  id: 3, name: 'Seed 2026', instrument: 'post-money-safe', status, currency: 'XOF', target: { amountMinor: 500_000_000, amount: 500_000_000 }, minimum: null,
  openedOn: '2026-11-27', targetCloseOn: null, closedOn: status === 'closed' ? '2026-11-28' : null, capTableRoundId: null, investorCount: 0, terms: null, investors: [],
  progress: { byStage: [], softCircled: money, committed: money, funded: money, softCircledPercent: 0, committedPercent: 0, minimumPercent: null, isMinimumReached: false, overdueCount: 0 },
  nextStatuses: [], termsVersion: 1, leadEntryId: null, showLead: true, showCommitted: false, dataRoomId: null, questions: [], series: null,
});
const routes = { 'GET /api/data-rooms': { owned: [], shared: [] }, 'PATCH /api/startups/:id/raises/:raiseId': raise('open') };

describe('RoomSettings', () => {
  it('saves what invited investors see while the round is open', async () => {
    const { fetch } = renderWithApp(<RoomSettings startupId={12} raise={raise('open')} isFinished={false} />, { routes });
    fireEvent.click(screen.getByLabelText('Show the committed total to invited investors'));
    fireEvent.click(screen.getByRole('button', { name: 'Save what investors see' }));
    await waitFor(() => expect(fetch.callsTo('PATCH /api/startups/:id/raises/:raiseId')).toHaveLength(1));
    expect(fetch.callsTo('PATCH /api/startups/:id/raises/:raiseId')[0]!.body).toEqual({ leadEntryId: null, showLead: true, showCommitted: true, dataRoomId: null });
  });

  it('shows a closed round’s choices as they stay, with no way to change them (the server would refuse it)', () => {
    const { fetch } = renderWithApp(<RoomSettings startupId={12} raise={raise('closed')} isFinished />, { routes });
    expect((screen.getByLabelText('Show the lead to invited investors') as HTMLInputElement).checked).toBe(true);
    for (const label of ['Lead investor', 'Materials: a data room of this company', 'Show the lead to invited investors', 'Show the committed total to invited investors']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).matches(':disabled')).toBe(true);
    }
    expect(screen.queryByRole('button', { name: 'Save what investors see' })).toBeNull();
    expect(screen.getByText('This round is closed or cancelled: it can no longer change')).toBeTruthy();
    expect(fetch.callsTo('PATCH /api/startups/:id/raises/:raiseId')).toHaveLength(0);
  });
});
