import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Committee } from '@baobab/contracts/deal-committee';
import type { Deal } from '@baobab/contracts/deals';
import { json, renderWithApp, type FetchCall } from '@/test/render';
import { DealCommitteeSection } from './deal-committee-section';

const deal = { id: 7, organisationId: 3, startup: { id: 70, name: 'Kilimo Data' } } as Deal;
const scores = { team: 5, market: 4, product: 3, traction: 3, terms: 2 };
const awaVote = { member: { id: 'u1', name: 'Awa Diop' }, scores, vote: 'invest' as const, comment: 'Sold to co-ops before', votedAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z' };

const before: Committee = {
  dealId: 7,
  openedAt: '2026-11-20T09:00:00.000Z',
  openedBy: 'Awa Diop',
  canVote: true,
  myVote: null,
  voters: ['Awa Diop'],
  revealed: false,
  votes: null,
  averages: null,
  tally: null,
  memo: { body: 'First draft', version: 1, updatedBy: 'Awa Diop', updatedAt: '2026-11-20T11:00:00.000Z' },
  assessment: {
    score: 62, low: 40, high: 80, coverage: { known: 4, total: 10 },
    findings: [{ severity: 'warning', group: 'documents', message: { i18nKey: 'Red flag: {{title}}', values: { title: 'No audited accounts' } } }],
  },
  voterCount: 3,
  quorum: 2,
  canDecide: true,
  decision: null,
};
const kofiVote = { ...awaVote, member: { id: 'u2', name: 'Kofi Mensah' }, scores: { ...scores, team: 4 }, vote: 'pass' as const, comment: '' };
const after: Committee = {
  ...before,
  myVote: kofiVote,
  voters: ['Awa Diop', 'Kofi Mensah'],
  revealed: true,
  votes: [awaVote, kofiVote],
  averages: { team: 4.5, market: 4, product: 3, traction: 3, terms: 2 },
  tally: { invest: 1, pass: 1, abstain: 0 },
};

/** The server's committee as it now is: a change replaces it, and the reload after the change reads it. */
let current: Committee = before;
function renderSection(routes: Record<string, (call: FetchCall) => Response>) {
  current = before;
  return renderWithApp(<DealCommitteeSection deal={deal} readOnly={false} />, { routes: { 'GET /api/portfolio/deal-flow/:id/committee': () => json({ committee: current }), ...routes } });
}

describe("a deal's investment committee", () => {
  it('shows who voted but not how until the reader votes; then the votes, averages and tally', async () => {
    const view = renderSection({ 'PUT /api/portfolio/deal-flow/:id/committee/vote': () => json({ committee: (current = after) }) });
    expect(await screen.findByText('1 member has voted: Awa Diop')).toBeTruthy();
    expect(screen.queryByText('Sold to co-ops before')).toBeNull();
    expect(screen.getByText('Red flag: No audited accounts')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Your vote' });
    fireEvent.change(within(form).getByLabelText('Team'), { target: { value: '4' } });
    fireEvent.change(within(form).getByLabelText('Vote'), { target: { value: 'pass' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save vote' }));
    await waitFor(() => expect(view.fetch.callsTo('PUT /api/portfolio/deal-flow/:id/committee/vote')).toHaveLength(1));
    expect(view.fetch.callsTo('PUT /api/portfolio/deal-flow/:id/committee/vote')[0]!.body).toEqual({ scores: { team: 4, market: 3, product: 3, traction: 3, terms: 3 }, vote: 'pass', comment: '' });
    expect(await screen.findByText('Tally: 1 invest · 1 pass · 0 abstain')).toBeTruthy();
    expect(screen.getByText('Sold to co-ops before')).toBeTruthy();
    expect(screen.getByText('4.5')).toBeTruthy();
  });

  it('keeps the reader’s words when someone saved the memo meanwhile, and saves over the newer version next', async () => {
    let saves = 0;
    const view = renderSection({
      'PUT /api/portfolio/deal-flow/:id/committee/memo': (call) => {
        saves += 1;
        // Kofi saved version 2 just before: the server refuses, and the reload shows his.
        if (saves === 1) current = { ...before, memo: { ...before.memo, body: 'Kofi’s version', version: 2, updatedBy: 'Kofi Mensah' } };
        if (saves === 1) return json({ message: 'Someone saved the memo since you opened it: read their version, then save yours again', code: 'CONFLICT' }, 409);
        return json({ committee: (current = { ...before, memo: { ...before.memo, body: (call.body as { body: string }).body, version: 3 } }) });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit memo' }));
    fireEvent.change(screen.getByLabelText('Edit memo'), { target: { value: 'My case for investing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save memo' }));
    expect(await screen.findByText('Someone saved the memo since you opened it: read their version, then save yours again')).toBeTruthy();
    expect((screen.getByLabelText('Edit memo') as HTMLTextAreaElement).value).toBe('My case for investing');
    expect(await screen.findByText('Kofi’s version')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save memo' }));
    await waitFor(() => expect(view.fetch.callsTo('PUT /api/portfolio/deal-flow/:id/committee/memo')).toHaveLength(2));
    const bodies = view.fetch.callsTo('PUT /api/portfolio/deal-flow/:id/committee/memo').map((c) => c.body);
    expect(bodies).toEqual([{ body: 'My case for investing', version: 1 }, { body: 'My case for investing', version: 2 }]);
  });

  it('offers the decision once the quorum has voted, and shows it with the reasons as written, votes closed', async () => {
    const decided: Committee = {
      ...after,
      canVote: false,
      canDecide: false,
      decision: { outcome: 'pass', note: 'Too early: wait for the Q1 numbers', decidedBy: 'Awa Diop', decidedAt: '2026-11-21T09:00:00.000Z' },
    };
    const view = renderSection({ 'POST /api/portfolio/deal-flow/:id/committee/decision': () => json({ committee: (current = decided) }) });
    // One vote of three: the quorum of two is not reached, so no form yet.
    expect(await screen.findByText('1 of 3 members have voted; 2 needed to decide')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Record decision' })).toBeNull();
    expect(screen.getByText('An admin can record the decision once 2 members have voted.')).toBeTruthy();

    current = after;
    await view.client.invalidateQueries();
    const form = await screen.findByRole('form', { name: 'Record decision' });
    fireEvent.change(within(form).getByLabelText('Decision'), { target: { value: 'pass' } });
    fireEvent.change(within(form).getByLabelText('Reasons'), { target: { value: 'Too early: wait for the Q1 numbers' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record decision' }));
    await waitFor(() => expect(view.fetch.callsTo('POST /api/portfolio/deal-flow/:id/committee/decision')).toHaveLength(1));
    expect(view.fetch.callsTo('POST /api/portfolio/deal-flow/:id/committee/decision')[0]!.body).toEqual({ decision: 'pass', note: 'Too early: wait for the Q1 numbers' });
    expect(await screen.findByText(/^Decided to pass, by Awa Diop on /)).toBeTruthy();
    expect(screen.getByText('Too early: wait for the Q1 numbers')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Your vote' })).toBeNull();
    expect(screen.queryByText('You are a viewer of this organisation: you can read the committee but not vote.')).toBeNull();
  });
});
