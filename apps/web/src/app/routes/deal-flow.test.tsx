import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Deal } from '@baobab/contracts/deals';
import { dealStageLabels, dealStages, type DealStage } from '@baobab/contracts/enums';
import { toastMessages } from '@baobab/contracts/ui-strings';
import { applyLocale } from '@/lib/i18n/locale';
import { dealCard } from '@/test/deals';
import { deferred, json, renderWithApp, testUser, type FetchCall } from '@/test/render';
import DealFlow from './deal-flow';

const deal = dealCard;

const BOARD = 'GET /api/portfolio/deal-flow/board';
const COLUMN = 'GET /api/portfolio/deal-flow/board/:stage';
const UPDATE = 'PUT /api/portfolio/deal-flow/:id';

/** The server's board over the deals it holds: counts per stage, pages of `pageSize`, the cursor an offset here. */
function serverBoard(held: Deal[], pageSize = 25) {
  const columnOf = (stage: DealStage, cursor: string | null) => {
    const all = held.filter((d) => d.stage === stage);
    const start = cursor ? Number(cursor) : 0;
    return { stage, count: all.length, deals: all.slice(start, start + pageSize), nextCursor: start + pageSize < all.length ? String(start + pageSize) : null };
  };
  return {
    [BOARD]: () => json({ columns: dealStages.map((stage) => columnOf(stage, null)) }),
    [COLUMN]: (call: FetchCall) => json(columnOf(call.path.split('/').at(-1) as DealStage, call.search.get('cursor'))),
  };
}

/**
 * The server's pipeline: the list answers with what it holds, and an update is answered by
 * `onUpdate` (by default it applies the change, as the server would).
 */
function renderBoard(onUpdate?: (call: FetchCall) => unknown) {
  const held = [deal(1, 'Acme Pay', 'sourced'), deal(2, 'Kilimo Data', 'reviewed')];
  const apply = (call: FetchCall) => {
    const id = Number(call.path.split('/').at(-1));
    const body = call.body as Partial<Deal>;
    const index = held.findIndex((d) => d.id === id);
    held[index] = { ...held[index]!, ...body };
    return held[index];
  };
  const view = renderWithApp(<DealFlow user={testUser({ userType: 'investor' })} params={{}} />, {
    url: '/portfolio/deal-flow',
    routes: { ...serverBoard(held), [UPDATE]: onUpdate ?? apply },
  });
  return { ...view, held };
}

const column = (stage: DealStage) => screen.getByRole('region', { name: `${dealStageLabels[stage]} column` });
const cardIn = (stage: DealStage, name: string) => within(column(stage)).queryByRole('group', { name });
/** dnd-kit's keyboard sensor listens for the next key a tick after the pick-up. */
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('deal flow Kanban board', () => {
  it('shows each deal in its stage column with the column counts', async () => {
    renderBoard();
    expect(await screen.findByRole('group', { name: 'Acme Pay' })).toBeTruthy();
    expect(cardIn('sourced', 'Acme Pay')).toBeTruthy();
    expect(cardIn('reviewed', 'Kilimo Data')).toBeTruthy();
    expect(within(column('sourced')).getByLabelText('1 deals')).toBeTruthy();
    expect(within(column('closed')).getByLabelText('0 deals')).toBeTruthy();
  });

  it("moves a card by its stage selector: the card moves at once, sends only the new stage, then says so and reloads", async () => {
    const answer = deferred<Response>();
    const view = renderBoard(() => answer.promise);
    await screen.findByRole('group', { name: 'Acme Pay' });
    const columnCalls = view.fetch.callsTo(COLUMN).length;

    fireEvent.change(screen.getByLabelText('Stage for Acme Pay'), { target: { value: 'due-diligence' } });

    // Optimistic: the card is in its new column before the server has answered.
    await waitFor(() => expect(cardIn('due-diligence', 'Acme Pay')).toBeTruthy());
    expect(cardIn('sourced', 'Acme Pay')).toBeNull();
    const updates = view.fetch.callsTo(UPDATE);
    expect(updates).toHaveLength(1);
    expect(updates[0]!.path).toBe('/api/portfolio/deal-flow/1');
    expect(updates[0]!.body).toEqual({ stage: 'due-diligence' });

    view.held[0] = { ...view.held[0]!, stage: 'due-diligence' };
    answer.resolve(json(view.held[0]));
    expect(await screen.findByText(toastMessages.dealUpdated)).toBeTruthy();
    // Server truth: the two columns the card left and entered reload, no other.
    await waitFor(() => expect(view.fetch.callsTo(COLUMN).length).toBe(columnCalls + 2));
    expect(view.fetch.callsTo(COLUMN).slice(columnCalls).map((call) => call.path.split('/').at(-1)).sort()).toEqual(['due-diligence', 'sourced']);
    expect(cardIn('due-diligence', 'Acme Pay')).toBeTruthy();
    expect(within(column('due-diligence')).getByLabelText('1 deals')).toBeTruthy();
    expect(within(column('sourced')).getByLabelText('0 deals')).toBeTruthy();
  });

  it("puts the card back where the server has it when the move fails, with the spec's error toast and the server's reason", async () => {
    const answer = deferred<Response>();
    renderBoard(() => answer.promise);
    await screen.findByRole('group', { name: 'Acme Pay' });

    fireEvent.change(screen.getByLabelText('Stage for Acme Pay'), { target: { value: 'closed' } });
    await waitFor(() => expect(cardIn('closed', 'Acme Pay')).toBeTruthy());

    answer.resolve(json({ message: 'The pipeline is read-only today' }, 500));
    expect(await screen.findByText(toastMessages.dealUpdateFailed)).toBeTruthy();
    expect(screen.getByText('The pipeline is read-only today')).toBeTruthy();
    await waitFor(() => expect(cardIn('sourced', 'Acme Pay')).toBeTruthy());
    expect(cardIn('closed', 'Acme Pay')).toBeNull();
    expect(screen.queryByText(toastMessages.dealUpdated)).toBeNull();
  });

  it('loads the next page of one column with "Show more", by the cursor of its last page, and counts every deal of the stage', async () => {
    const many = Array.from({ length: 30 }, (_, i) => deal(100 + i, `Startup ${i}`, 'reviewed'));
    const view = renderWithApp(<DealFlow user={testUser({ userType: 'investor' })} params={{}} />, { url: '/portfolio/deal-flow', routes: serverBoard(many) });
    await screen.findByRole('group', { name: 'Startup 24' });
    expect(cardIn('reviewed', 'Startup 25')).toBeNull();
    expect(within(column('reviewed')).getByLabelText('30 deals')).toBeTruthy();
    expect(within(column('reviewed')).getByText('25 of 30 shown')).toBeTruthy();
    expect(within(column('sourced')).queryByRole('button', { name: /Show more/ })).toBeNull();

    fireEvent.click(within(column('reviewed')).getByRole('button', { name: `Show more of ${dealStageLabels.reviewed}` }));
    await screen.findByRole('group', { name: 'Startup 29' });
    expect(view.fetch.callsTo(COLUMN).map((call) => [call.path, call.search.get('cursor')])).toEqual([['/api/portfolio/deal-flow/board/reviewed', '25']]);
    expect(within(column('reviewed')).queryByRole('button', { name: /Show more/ })).toBeNull();
    expect(view.fetch.callsTo(BOARD)).toHaveLength(1);
  });

  it('asks the server for the search once typing pauses, so counts and pages are of the matching deals', async () => {
    const view = renderBoard();
    await screen.findByRole('group', { name: 'Acme Pay' });
    fireEvent.change(screen.getByLabelText('Search deals'), { target: { value: 'kilimo' } });
    await waitFor(() => expect(view.fetch.callsTo(BOARD).map((call) => call.search.get('search'))).toEqual([null, 'kilimo']));
  });

  it('moves a card with the keyboard: Space picks it up, each arrow is one stage, Space drops it', async () => {
    const view = renderBoard();
    await screen.findByRole('group', { name: 'Acme Pay' });
    const handle = screen.getByRole('button', { name: 'Move Acme Pay' });

    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await tick();
    fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
    await tick();
    fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
    await tick();
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });

    await waitFor(() => expect(view.fetch.callsTo(UPDATE)).toHaveLength(1));
    expect(view.fetch.callsTo(UPDATE)[0]!).toMatchObject({ path: '/api/portfolio/deal-flow/1', body: { stage: 'due-diligence' } });
    await waitFor(() => expect(cardIn('due-diligence', 'Acme Pay')).toBeTruthy());
    expect(await screen.findByText(toastMessages.dealUpdated)).toBeTruthy();
  });

  it('follows the screen in Arabic: ArrowLeft moves a card to the next stage, ArrowRight back', async () => {
    applyLocale('ar');
    try {
      // The Arabic catalogs load first (the screen suspends meanwhile), so the render is awaited.
      let view!: ReturnType<typeof renderBoard>;
      await act(async () => {
        view = renderBoard();
      });
      const card = await screen.findByRole('group', { name: 'Acme Pay' });
      const handle = within(card).getAllByRole('button')[0]!;

      handle.focus();
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
      await tick();
      for (const code of ['ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowRight']) {
        fireEvent.keyDown(document, { code, key: code });
        await tick();
      }
      fireEvent.keyDown(document, { code: 'Space', key: ' ' });

      await waitFor(() => expect(view.fetch.callsTo(UPDATE)).toHaveLength(1));
      expect(view.fetch.callsTo(UPDATE)[0]!).toMatchObject({ path: '/api/portfolio/deal-flow/1', body: { stage: 'due-diligence' } });
    } finally {
      applyLocale('en');
    }
  });

  it('sends nothing when a keyboard move is cancelled with Escape or dropped back on its own column', async () => {
    const view = renderBoard();
    await screen.findByRole('group', { name: 'Kilimo Data' });
    const handle = screen.getByRole('button', { name: 'Move Kilimo Data' });

    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await tick();
    fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
    await tick();
    fireEvent.keyDown(document, { code: 'Escape', key: 'Escape' });
    await tick();

    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await tick();
    fireEvent.keyDown(document, { code: 'ArrowLeft', key: 'ArrowLeft' });
    await tick();
    fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
    await tick();
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    await tick();

    expect(view.fetch.callsTo(UPDATE)).toHaveLength(0);
    expect(cardIn('reviewed', 'Kilimo Data')).toBeTruthy();
  });
});

describe("the fund's pipeline on the deal-flow screen", () => {
  const fundDeal: Deal = { ...deal(3, 'Baraka Pay', 'sourced'), organisationId: 7, owner: { id: 'u1', name: 'Awa Diallo' }, assignees: [{ id: 'u2', name: 'Nana Mensah' }] };
  const organisations = (role: 'admin' | 'viewer') => [{ id: 7, slug: 'sahel-fund', name: 'Sahel Fund', kind: 'fund', role }];

  it("opens the organisation named in the address, asks for its pipeline and shows each card's owner and assignees", async () => {
    const view = renderWithApp(<DealFlow user={testUser({ userType: 'investor' })} params={{}} />, {
      url: '/portfolio/deal-flow?organisation=7',
      routes: { ...serverBoard([fundDeal]), 'GET /api/organisations': () => json(organisations('admin')) },
    });
    const card = await screen.findByRole('group', { name: 'Baraka Pay' });
    expect(within(card).getByText('Awa Diallo')).toBeTruthy();
    expect(within(card).getByText('Nana Mensah')).toBeTruthy();
    expect(view.fetch.callsTo(BOARD).at(-1)!.search.get('organisationId')).toBe('7');
    expect(((await screen.findByLabelText('Pipeline')) as HTMLSelectElement).value).toBe('7');
    // A fund card has no PDF summary: that is of a person's own pipeline entry.
    expect(within(card).queryByText('Deal summary (PDF)')).toBeNull();
  });

  it("reads the fund's analytics, not the person's own, on the Analytics tab", async () => {
    const analytics = { totalDeals: 1, inDueDiligence: 0, closedDeals: 0, conversionRate: 0, timeInStage: [] };
    const view = renderWithApp(<DealFlow user={testUser({ userType: 'investor' })} params={{}} />, {
      url: '/portfolio/deal-flow?organisation=7',
      routes: { ...serverBoard([fundDeal]), 'GET /api/organisations': () => json(organisations('admin')), 'GET /api/portfolio/deal-flow/analytics': () => json(analytics) },
    });
    await screen.findByRole('group', { name: 'Baraka Pay' });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Analytics' }), { button: 0 });
    await screen.findByText('Time in each stage');
    await waitFor(() => expect(view.fetch.callsTo('GET /api/portfolio/deal-flow/analytics').length).toBeGreaterThan(0));
    expect(view.fetch.callsTo('GET /api/portfolio/deal-flow/analytics').map((call) => call.search.get('organisationId'))).toEqual(['7']);
  });

  it('tells a person outside the organisation (removed, say, with an old link) that its pipeline is closed, instead of an empty board', async () => {
    renderWithApp(<DealFlow user={testUser({ userType: 'investor' })} params={{}} />, {
      url: '/portfolio/deal-flow?organisation=7',
      routes: { ...serverBoard([]), 'GET /api/organisations': () => json([]) },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('You are not a member of this organisation, so its pipeline is closed to you.');
    expect(screen.getByRole('link', { name: 'Open my pipeline' }).getAttribute('href')).toBe('/portfolio/deal-flow');
    expect(screen.queryByRole('button', { name: 'Add Deal' })).toBeNull();
    expect(screen.queryByText('Drop a deal here')).toBeNull();
  });

  it('tells a viewer the pipeline is read-only and offers no Add Deal', async () => {
    renderWithApp(<DealFlow user={testUser({ userType: 'investor' })} params={{}} />, {
      url: '/portfolio/deal-flow?organisation=7',
      routes: { ...serverBoard([fundDeal]), 'GET /api/organisations': () => json(organisations('viewer')) },
    });
    expect(await screen.findByText(/you can read its pipeline but not change it/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Deal' })).toBeNull();
    expect(((await screen.findByLabelText('Stage for Baraka Pay')) as HTMLSelectElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Move Baraka Pay' })).toBeNull();
  });
});
