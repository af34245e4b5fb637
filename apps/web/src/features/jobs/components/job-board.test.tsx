import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JOBS_PAGE_SIZE, jobMessages, jobTabLabels } from '@baobab/contracts/jobs-texts';
import type { Job } from '@baobab/contracts/jobs';
import { renderWithApp, type FetchCall } from '@/test/render';
import { JobBoard } from './job-board';

const job = (id: number, title: string, location: string, jobType: string): Job => ({
  id,
  title,
  description: 'Build the ledger behind our payments.',
  jobType,
  category: 'Engineering',
  location,
  isRemote: false,
  salaryMin: null,
  salaryMax: null,
  equityMin: null,
  equityMax: null,
  requirements: null,
  benefits: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  applicationUrl: null,
  applicationEmail: 'jobs@acme.example',
  user: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', profileImageUrl: null },
  isClosed: false,
  isSaved: false,
  isOwner: false,
});

const held = [job(1, 'Backend Engineer', 'Lagos', 'Full-time Employee'), job(2, 'Technical Co-founder', 'Nairobi', 'Co-founder')];
/** The server's board, filtered by location, type and a word in the title. */
const list = (call: FetchCall) =>
  held
    .filter((j) => !call.search.get('location') || j.location === call.search.get('location'))
    .filter((j) => !call.search.get('jobType') || j.jobType === call.search.get('jobType'))
    .filter((j) => !call.search.get('q') || j.title.toLowerCase().includes(call.search.get('q')!.toLowerCase()));

const LIST = 'GET /api/jobs';

function renderBoard(answer: unknown = list) {
  return renderWithApp(<JobBoard isSignedIn={false} />, { url: '/jobs', routes: { [LIST]: answer } });
}
const lastQuery = (view: ReturnType<typeof renderBoard>) => Object.fromEntries(view.fetch.callsTo(LIST).at(-1)!.search);
const results = () => screen.getByRole('list', { name: 'Opportunities' });

describe('jobs board filters', () => {
  it('asks for the first page of every opportunity, with no filter sent', async () => {
    const view = renderBoard();
    expect(await within(await screen.findByRole('list', { name: 'Opportunities' })).findByText('Backend Engineer')).toBeTruthy();
    expect(lastQuery(view)).toEqual({ limit: String(JOBS_PAGE_SIZE), offset: '0' });
  });

  it('sends a chosen location and type to the server and lists what it finds; All removes the filter again', async () => {
    const view = renderBoard();
    await screen.findByRole('list', { name: 'Opportunities' });

    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Nairobi' } });
    await waitFor(() => expect(lastQuery(view)).toEqual({ limit: String(JOBS_PAGE_SIZE), offset: '0', location: 'Nairobi' }));
    await waitFor(() => expect(within(results()).queryByText('Backend Engineer')).toBeNull());
    expect(within(results()).getByText('Technical Co-founder')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'Co-founder' } });
    await waitFor(() => expect(lastQuery(view)).toMatchObject({ location: 'Nairobi', jobType: 'Co-founder' }));

    // Back to no filter: the unfiltered first page (cached from the start) lists both again.
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'all' } });
    expect(await within(results()).findByText('Backend Engineer')).toBeTruthy();
    expect(within(results()).getByText('Technical Co-founder')).toBeTruthy();
  });

  it('searches once typing stops; a box of blanks is no search', async () => {
    const view = renderBoard();
    await screen.findByRole('list', { name: 'Opportunities' });
    fireEvent.change(screen.getByLabelText('Search opportunities'), { target: { value: '  backend ' } });
    await waitFor(() => expect(lastQuery(view)).toMatchObject({ q: 'backend' }));
    await waitFor(() => expect(within(results()).queryByText('Technical Co-founder')).toBeNull());

    const sent = view.fetch.calls.length;
    fireEvent.change(screen.getByLabelText('Search opportunities'), { target: { value: '   ' } });
    expect(await within(results()).findByText('Technical Co-founder')).toBeTruthy();
    for (const call of view.fetch.calls.slice(sent)) expect(call.search.has('q')).toBe(false);
  });

  it('goes back to page 1 when a filter changes', async () => {
    const full = Array.from({ length: JOBS_PAGE_SIZE }, (_, i) => job(100 + i, `Role ${i + 1}`, 'Lagos', 'Contractor'));
    const view = renderBoard(full);
    await screen.findByRole('list', { name: 'Opportunities' });

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Opportunities pages' })).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery(view)).toMatchObject({ offset: String(JOBS_PAGE_SIZE) }));

    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Lagos' } });
    await waitFor(() => expect(lastQuery(view)).toMatchObject({ location: 'Lagos', offset: '0' }));
  });

  it('sends the chosen tab as the query', async () => {
    const view = renderBoard();
    await screen.findByRole('list', { name: 'Opportunities' });
    fireEvent.mouseDown(screen.getByRole('tab', { name: jobTabLabels.cofounders }), { button: 0 });
    await waitFor(() => expect(lastQuery(view)).toMatchObject({ tab: 'cofounders', offset: '0' }));
  });

  it('says nothing matches when the server finds no opportunity', async () => {
    renderBoard([]);
    expect(await screen.findByText(jobMessages.noJobs)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Opportunities' })).toBeNull();
  });
});
