import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Deal } from '@baobab/contracts/deals';
import type { DealTask, DealTimelineEvent } from '@baobab/contracts/deal-tasks';
import { json, renderWithApp, type FetchCall } from '@/test/render';
import { DealDetailDialog } from './deal-detail-dialog';

const deal: Deal = {
  id: 7,
  stage: 'reviewed',
  priority: 'high',
  interestLevel: 8,
  lastActivity: '2026-11-20T10:00:00.000Z',
  stageEnteredAt: '2026-11-20T10:00:00.000Z',
  sourceChannel: null,
  nextAction: null,
  noteCount: 1,
  openTaskCount: 1,
  overdueTaskCount: 1,
  organisationId: 3,
  owner: { id: 'u1', name: 'Awa Diop' },
  assignees: [],
  startup: { id: 70, name: 'Kilimo Data', sector: 'AgriTech', region: 'Africa', fundingStage: 'Seed', logoUrl: null },
};

const task: DealTask = {
  id: 11, dealId: 7, title: 'Call the CFO', assignee: { id: 'u2', name: 'Kofi Mensah' }, dueDate: '2026-11-01', done: false, doneAt: null, doneBy: null, overdue: true,
  createdAt: '2026-10-30T09:00:00.000Z', createdBy: 'Awa Diop',
};

const timeline: DealTimelineEvent[] = [
  { kind: 'task_completed', at: '2026-11-21T10:00:00.000Z', by: 'Kofi Mensah', taskId: 12, title: 'Read the deck' },
  { kind: 'assignment', at: '2026-11-20T12:00:00.000Z', by: 'Awa Diop', owner: 'Awa Diop', assignees: [] },
  { kind: 'note', at: '2026-11-20T11:00:00.000Z', by: 'Awa Diop', noteId: 4, body: '<b>Strong</b> team' },
  { kind: 'stage', at: '2026-11-20T10:00:00.000Z', by: null, from: 'sourced', to: 'reviewed' },
];

function renderDetail(readOnly = false) {
  const members = { id: 3, members: [{ userId: 'u1', firstName: 'Awa', lastName: 'Diop' }, { userId: 'u2', firstName: 'Kofi', lastName: 'Mensah' }] };
  return renderWithApp(<DealDetailDialog deal={deal} readOnly={readOnly} onClose={() => {}} />, {
    routes: {
      'GET /api/portfolio/deal-flow/:id/tasks': () => json([task]),
      'GET /api/portfolio/deal-flow/:id/timeline': () => json(timeline),
      'GET /api/organisations/:id': () => json(members),
      'POST /api/portfolio/deal-flow/:id/tasks': (call: FetchCall) => json({ ...task, id: 12, ...(call.body as object) }, 201),
      'PUT /api/portfolio/deal-flow/:id/tasks/:taskId': (call: FetchCall) => json({ ...task, ...(call.body as object) }),
    },
  });
}

describe("a deal's tasks and activity", () => {
  it('flags an overdue task and tells the story newest first, a note as written and an unknown person as someone', async () => {
    renderDetail();
    const tasks = await screen.findByRole('list', { name: 'Tasks' });
    expect(within(tasks).getByText('Call the CFO')).toBeTruthy();
    expect(within(tasks).getByText('Overdue')).toBeTruthy();
    const activity = await screen.findByRole('list', { name: 'Activity' });
    const lines = within(activity).getAllByRole('listitem').map((item) => item.textContent);
    expect(lines[0]).toContain('Kofi Mensah completed the task “Read the deck”');
    expect(lines[1]).toContain('Awa Diop set the owner to Awa Diop and the assignees to nobody');
    expect(lines[2]).toContain('Awa Diop wrote a note<b>Strong</b> team');
    expect(lines[3]).toContain('Someone moved the deal from Sourced to Initial Review');
  });

  it('adds a task for a member with its due date, and refuses an empty title under its field without calling the server', async () => {
    const view = renderDetail();
    await screen.findByRole('list', { name: 'Tasks' });
    fireEvent.click(screen.getByRole('button', { name: 'Add task' }));
    expect(await screen.findByText('Give the task a title')).toBeTruthy();
    expect(view.fetch.callsTo('POST /api/portfolio/deal-flow/:id/tasks')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Check references' } });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Kofi Mensah' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Assignee'), { target: { value: 'u2' } });
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(view.fetch.callsTo('POST /api/portfolio/deal-flow/:id/tasks')).toHaveLength(1));
    expect(view.fetch.callsTo('POST /api/portfolio/deal-flow/:id/tasks')[0]!.body).toEqual({ title: 'Check references', assigneeId: 'u2', dueDate: '2026-12-01' });
  });

  it('lets a viewer read but not tick, edit, delete or add', async () => {
    renderDetail(true);
    const tasks = await screen.findByRole('list', { name: 'Tasks' });
    expect((within(tasks).getByRole('checkbox', { name: 'Mark “Call the CFO” done' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add task' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete “Call the CFO”' })).toBeNull();
  });
});
