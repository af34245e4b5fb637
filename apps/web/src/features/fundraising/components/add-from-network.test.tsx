import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Raise, RaiseInvestor } from '@baobab/contracts/fundraising';
import { renderWithApp } from '@/test/render';
import { AddFromNetwork } from './add-from-network';

const money = { amountMinor: 0, amount: 0 };
const entry = (id: number, investorId: number, name: string): RaiseInvestor => ({
  id, investorId, email: null, name, stage: 'target', amount: null, nextStep: null, nextStepOn: null, isOverdue: false, notes: '', updatedAt: '2026-11-27T10:00:00.000Z', invitedAt: null, commitment: null,
});

/** A round whose board already holds investor 7 (Binta Diallo). */
const raise: Raise = {
  id: 3, name: 'Seed 2026', instrument: 'post-money-safe', status: 'open', currency: 'XOF', target: { amountMinor: 500_000_000, amount: 500_000_000 }, minimum: null,
  openedOn: '2026-11-27', targetCloseOn: null, closedOn: null, capTableRoundId: null, investorCount: 1, terms: null, investors: [entry(21, 7, 'Binta Diallo')],
  progress: { byStage: [], softCircled: money, committed: money, funded: money, softCircledPercent: 0, committedPercent: 0, minimumPercent: null, isMinimumReached: false, overdueCount: 0 },
  nextStatuses: ['closing', 'cancelled'], termsVersion: 1, leadEntryId: null, showLead: false, showCommitted: false, dataRoomId: null, questions: [], series: null,
};

const person = (id: string, firstName: string, investorId: number | null) => ({
  id: 90, status: 'accepted', message: '', attachedStartup: null, declineNote: null, createdAt: '2026-11-01T00:00:00.000Z', respondedAt: null,
  connectedUser: { id, firstName, lastName: 'Test', headline: null, profileImageUrl: null, isVerifiedInvestor: false, investorId },
});

const routes = {
  // Smart Matching's results, best first: two investors, one of them on the board already.
  'POST /api/advanced-matching/:startupId': [
    { investor: { id: 5, name: 'Kwame Mensah', type: 'angel' }, score: 82 },
    { investor: { id: 7, name: 'Binta Diallo', type: 'vc_partner' }, score: 64 },
  ],
  // Connections: one also a match, one an investor only a connection, one not an investor at all.
  'GET /api/users/connections': [person('u-5', 'Kwame', 5), person('u-9', 'Adaeze', 9), person('u-2', 'Dayo', null)],
  'POST /api/startups/:id/raises/:raiseId/investors': raise,
};

describe('AddFromNetwork', () => {
  it('reads nothing until the founder opens the list', () => {
    const { fetch } = renderWithApp(<AddFromNetwork startupId={12} raise={raise} />, { routes });
    expect(screen.getByText('From your matches and connections')).toBeTruthy();
    expect(fetch.calls).toHaveLength(0);
  });

  it('lists each investor among the matches and connections once, marks those on the board, and adds one by its profile', async () => {
    const { fetch } = renderWithApp(<AddFromNetwork startupId={12} raise={raise} />, { routes });
    const details = screen.getByText('From your matches and connections').closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const list = await screen.findByRole('list', { name: 'Your matches and connections' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const [kwame, binta, adaeze] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    expect(kwame.textContent).toBe('Kwame MensahMatch 82% · ConnectionAdd to round');
    expect(binta.textContent).toBe('Binta DialloMatch 64%On the board');
    expect(within(binta).queryByRole('button')).toBeNull();
    expect(adaeze.textContent).toBe('Adaeze TestConnectionAdd to round');
    expect(screen.queryByText(/Dayo/)).toBeNull();
    expect(fetch.callsTo('POST /api/advanced-matching/:startupId')[0]!.path).toBe('/api/advanced-matching/12');

    fireEvent.click(within(adaeze).getByRole('button', { name: 'Add Adaeze Test to the round' }));
    await waitFor(() => expect(fetch.callsTo('POST /api/startups/:id/raises/:raiseId/investors')).toHaveLength(1));
    const [call] = fetch.callsTo('POST /api/startups/:id/raises/:raiseId/investors');
    expect(call).toMatchObject({ path: '/api/startups/12/raises/3/investors', body: { investorId: 9 } });
  });

  it('says when no match or connection is an investor', async () => {
    renderWithApp(<AddFromNetwork startupId={12} raise={raise} />, { routes: { ...routes, 'POST /api/advanced-matching/:startupId': [], 'GET /api/users/connections': [person('u-2', 'Dayo', null)] } });
    const details = screen.getByText('From your matches and connections').closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(await screen.findByText('No investor among your matches and connections yet.')).toBeTruthy();
  });
});
