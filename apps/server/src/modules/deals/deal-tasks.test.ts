import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealTaskMessages } from '@baobab/contracts/deal-tasks';
import { dealTasks } from '../../db/schema/deals';
import { waitForTasks } from '../../test/tasks';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { createDeal } from '../../test/factories/deals';
import { buildFund, removeMember, type FundPerson, type FundRole } from './fund-pipeline.fixture';
import { todayUtc } from './utc-today';

/** Tasks on a deal and its timeline (decision 0054), on a fund's pipeline and on a solo investor's. */
let t: TestApp;
let founder: TestUser;
let organisation: number;
let people: Record<FundRole, FundPerson>;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  ({ organisation, people } = await buildFund(t, 'Tasks Fund'));
  await removeMember(t, organisation, people.admin, people.former);
}, 120_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (user: TestUser, method: Method, url: string, payload?: object) => t.app.inject(as(user, { method, url, ...(payload ? { payload } : {}) }));
const fundDeal = async () => (await call(people.admin, 'POST', '/api/portfolio/deal-flow', { organisationId: organisation, startupId: (await buildStartup(t, founder.id)).id })).json().id as number;
const dealTaskNotices = async (user: TestUser) =>
  ((await call(user, 'GET', '/api/notifications')).json().items as { kind: string; title: string; href: string }[]).filter((n) => n.kind === 'deal_task');
const isReminder = (notice: { title: string }) => notice.title.startsWith('Task due on');
// The hourly reminder sweep also runs once when the queue starts, which a test cannot time: an
// overdue task made here may be reminded of at any moment, so assignment tests count only assignments.
const taskNotices = async (user: TestUser) => (await dealTaskNotices(user)).filter((n) => !isReminder(n));
const dayOffset = (days: number) => todayUtc(new Date(Date.now() + days * 86_400_000));
const cardOf = async (user: TestUser, dealId: number, query = `?organisationId=${organisation}`) =>
  ((await call(user, 'GET', `/api/portfolio/deal-flow${query}`)).json() as { id: number; openTaskCount: number; overdueTaskCount: number }[]).find((d) => d.id === dealId)!;

describe('tasks on a fund deal', () => {
  it('a member gives a colleague a task: the colleague is told, by name and with the task, and no one else', async () => {
    const dealId = await fundDeal();
    const before = (await taskNotices(people.admin)).length;
    const created = await call(people.member, 'POST', `/api/portfolio/deal-flow/${dealId}/tasks`, { title: 'Call the CFO', assigneeId: people.admin.id, dueDate: dayOffset(3) });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ dealId, title: 'Call the CFO', assignee: { id: people.admin.id, name: people.admin.name }, dueDate: dayOffset(3), done: false, overdue: false, createdBy: people.member.name });
    const notices = await taskNotices(people.admin);
    expect(notices).toHaveLength(before + 1);
    expect(notices[0]!.title).toMatch(new RegExp(`^${people.member.name} assigned you a task on .+: Call the CFO$`));
    expect(notices[0]!.href).toBe(`/portfolio/deal-flow?organisation=${organisation}`);
    // A task one gives oneself tells no one.
    const mine = (await taskNotices(people.member)).length;
    expect((await call(people.member, 'POST', `/api/portfolio/deal-flow/${dealId}/tasks`, { title: 'Read the deck', assigneeId: people.member.id })).statusCode).toBe(201);
    expect(await taskNotices(people.member)).toHaveLength(mine);
  });

  it('refuses an assignee who is not a current member, an empty title and a date that is not one, each under its field', async () => {
    const dealId = await fundDeal();
    for (const outsider of [people.former, people.stranger]) {
      const refused = await call(people.member, 'POST', `/api/portfolio/deal-flow/${dealId}/tasks`, { title: 'Diligence', assigneeId: outsider.id });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues).toEqual([{ path: 'assigneeId', message: dealTaskMessages.assigneeNotMember }]);
    }
    const empty = await call(people.member, 'POST', `/api/portfolio/deal-flow/${dealId}/tasks`, { title: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json().issues)).toContain(dealTaskMessages.titleRequired);
    const badDate = await call(people.member, 'POST', `/api/portfolio/deal-flow/${dealId}/tasks`, { title: 'Diligence', dueDate: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);
    expect(JSON.stringify(badDate.json().issues)).toContain(dealTaskMessages.dueDate);
    expect((await call(people.member, 'GET', `/api/portfolio/deal-flow/${dealId}/tasks`)).json()).toEqual([]);
  });

  it('an overdue open task is flagged on the board; completing it clears the flag and records who did it', async () => {
    const dealId = await fundDeal();
    const task = (await call(people.member, 'POST', `/api/portfolio/deal-flow/${dealId}/tasks`, { title: 'Send term sheet', dueDate: dayOffset(-2) })).json();
    expect(task.overdue).toBe(true);
    await call(people.member, 'POST', `/api/portfolio/deal-flow/${dealId}/tasks`, { title: 'Later', dueDate: dayOffset(5) });
    expect(await cardOf(people.viewer, dealId)).toMatchObject({ openTaskCount: 2, overdueTaskCount: 1 });
    const done = await call(people.admin, 'PUT', `/api/portfolio/deal-flow/${dealId}/tasks/${task.id}`, { done: true });
    expect(done.json()).toMatchObject({ done: true, doneBy: people.admin.name, overdue: false });
    expect(await cardOf(people.viewer, dealId)).toMatchObject({ openTaskCount: 1, overdueTaskCount: 0 });
    // Reopened, it is overdue again and its completion is gone.
    expect((await call(people.member, 'PUT', `/api/portfolio/deal-flow/${dealId}/tasks/${task.id}`, { done: false })).json()).toMatchObject({ done: false, doneAt: null, doneBy: null, overdue: true });
  });

  it('edits title, assignee and due date; a new assignee is told; a task of another deal or a deleted one is a 404', async () => {
    const dealId = await fundDeal();
    const task = (await call(people.member, 'POST', `/api/portfolio/deal-flow/${dealId}/tasks`, { title: 'Check references' })).json();
    const before = (await taskNotices(people.viewer)).length;
    const edited = await call(people.member, 'PUT', `/api/portfolio/deal-flow/${dealId}/tasks/${task.id}`, { title: 'Check two references', assigneeId: people.viewer.id, dueDate: dayOffset(1) });
    expect(edited.json()).toMatchObject({ title: 'Check two references', assignee: { id: people.viewer.id }, dueDate: dayOffset(1) });
    expect(await taskNotices(people.viewer)).toHaveLength(before + 1);
    expect((await call(people.member, 'PUT', `/api/portfolio/deal-flow/${dealId}/tasks/${task.id}`, { assigneeId: people.stranger.id })).statusCode).toBe(400);
    expect((await call(people.member, 'PUT', `/api/portfolio/deal-flow/${dealId}/tasks/${task.id}`, {})).statusCode).toBe(400);
    const otherDeal = await fundDeal();
    expect((await call(people.member, 'PUT', `/api/portfolio/deal-flow/${otherDeal}/tasks/${task.id}`, { done: true })).statusCode).toBe(404);
    expect((await call(people.member, 'DELETE', `/api/portfolio/deal-flow/${otherDeal}/tasks/${task.id}`)).statusCode).toBe(404);
    expect((await call(people.member, 'DELETE', `/api/portfolio/deal-flow/${dealId}/tasks/${task.id}`)).statusCode).toBe(204);
    expect((await call(people.member, 'DELETE', `/api/portfolio/deal-flow/${dealId}/tasks/${task.id}`)).statusCode).toBe(404);
    expect((await call(people.member, 'PUT', `/api/portfolio/deal-flow/${dealId}/tasks/${task.id}`, { done: true })).statusCode).toBe(404);
  });

  it('a task held by someone removed from the fund is shown with no assignee', async () => {
    const { organisation: org, people: team } = await buildFund(t, 'Leavers Fund');
    const dealId = (await call(team.admin, 'POST', '/api/portfolio/deal-flow', { organisationId: org, startupId: (await buildStartup(t, founder.id)).id })).json().id;
    await call(team.admin, 'POST', `/api/portfolio/deal-flow/${dealId}/tasks`, { title: 'Model the round', assigneeId: team.member.id });
    await removeMember(t, org, team.admin, team.member);
    expect((await call(team.admin, 'GET', `/api/portfolio/deal-flow/${dealId}/tasks`)).json()[0]).toMatchObject({ title: 'Model the round', assignee: null });
  });
});

describe("a deal's timeline", () => {
  it('lists stage changes, notes, tasks created and completed and assignment changes, newest first, with who did each', async () => {
    const dealId = await fundDeal();
    await call(people.member, 'PUT', `/api/portfolio/deal-flow/${dealId}`, { stage: 'reviewed' });
    await call(people.member, 'POST', `/api/portfolio/deal-flow/${dealId}/notes`, { body: 'Strong founders' });
    await call(people.admin, 'PUT', `/api/portfolio/deal-flow/${dealId}/assignees`, { ownerUserId: people.member.id, assigneeIds: [people.viewer.id] });
    const task = (await call(people.member, 'POST', `/api/portfolio/deal-flow/${dealId}/tasks`, { title: 'Book a call', assigneeId: people.admin.id })).json();
    await call(people.admin, 'PUT', `/api/portfolio/deal-flow/${dealId}/tasks/${task.id}`, { done: true });

    const timeline = await call(people.viewer, 'GET', `/api/portfolio/deal-flow/${dealId}/timeline`);
    expect(timeline.statusCode).toBe(200);
    const events = timeline.json() as { kind: string; at: string }[];
    expect(events.map((e) => e.kind)).toEqual(['task_completed', 'task_created', 'assignment', 'note', 'stage', 'stage']);
    expect(events).toMatchObject([
      { kind: 'task_completed', by: people.admin.name, taskId: task.id, title: 'Book a call' },
      { kind: 'task_created', by: people.member.name, title: 'Book a call', assignee: people.admin.name },
      { kind: 'assignment', by: people.admin.name, owner: people.member.name, assignees: [people.viewer.name] },
      { kind: 'note', by: people.member.name, body: 'Strong founders' },
      { kind: 'stage', by: people.member.name, from: 'sourced', to: 'reviewed' },
      { kind: 'stage', by: people.admin.name, from: null, to: 'sourced' },
    ]);
    expect(events.map((e) => e.at)).toEqual([...events.map((e) => e.at)].sort().reverse());
  });
});

describe("a solo investor's tasks", () => {
  it('are theirs alone: assigned to themselves or nobody, never told about their own, and read in their timeline', async () => {
    const [investor, other] = await Promise.all([signUpWithRole(t, 'investor'), signUpWithRole(t, 'investor')]);
    const dealId = await createDeal(t, investor, (await buildStartup(t, founder.id)).id);
    const refused = await call(investor, 'POST', `/api/portfolio/deal-flow/${dealId}/tasks`, { title: 'Meet', assigneeId: other.id });
    expect(refused.json().issues).toEqual([{ path: 'assigneeId', message: dealTaskMessages.assigneeNotYou }]);
    const task = await call(investor, 'POST', `/api/portfolio/deal-flow/${dealId}/tasks`, { title: 'Meet the founders', assigneeId: investor.id, dueDate: dayOffset(-1) });
    expect(task.statusCode).toBe(201);
    expect(task.json().assignee.id).toBe(investor.id);
    expect(await taskNotices(investor)).toEqual([]);
    expect(await cardOf(investor, dealId, '')).toMatchObject({ openTaskCount: 1, overdueTaskCount: 1 });
    expect((await call(investor, 'GET', `/api/portfolio/deal-flow/${dealId}/timeline`)).json().map((e: { kind: string }) => e.kind)).toEqual(['task_created', 'stage']);
    for (const url of [`/api/portfolio/deal-flow/${dealId}/tasks`, `/api/portfolio/deal-flow/${dealId}/timeline`]) expect((await call(other, 'GET', url)).statusCode).toBe(404);
    expect((await call(other, 'PUT', `/api/portfolio/deal-flow/${dealId}/tasks/${task.json().id}`, { done: true })).statusCode).toBe(404);
  });
});

describe('task reminders', () => {
  async function remind(): Promise<void> {
    await t.app.queue.send('deal-task-reminders', {});
    await waitForTasks(t, 'deal-task-reminders');
  }

  it('tell the assignee once of a task due today or overdue; not of a done, later, unassigned or departed one', async () => {
    const { organisation: org, people: team } = await buildFund(t, 'Reminder Fund');
    const dealId = (await call(team.admin, 'POST', '/api/portfolio/deal-flow', { organisationId: org, startupId: (await buildStartup(t, founder.id)).id })).json().id;
    const add = async (body: object) => (await call(team.admin, 'POST', `/api/portfolio/deal-flow/${dealId}/tasks`, { title: 'Task', ...body })).json().id as number;
    const dueToday = await add({ title: 'Due today', assigneeId: team.member.id, dueDate: dayOffset(0) });
    await add({ title: 'Overdue', assigneeId: team.viewer.id, dueDate: dayOffset(-3) });
    const done = await add({ title: 'Done', assigneeId: team.member.id, dueDate: dayOffset(-1) });
    await call(team.admin, 'PUT', `/api/portfolio/deal-flow/${dealId}/tasks/${done}`, { done: true });
    await add({ title: 'Later', assigneeId: team.member.id, dueDate: dayOffset(2) });
    await add({ title: 'Nobody', dueDate: dayOffset(-1) });
    const departed = await add({ title: 'Departed', assigneeId: team.former.id, dueDate: dayOffset(-1) });
    await removeMember(t, org, team.admin, team.former);
    const reminders = async (user: TestUser) => (await dealTaskNotices(user)).filter(isReminder);

    await remind();
    await remind();
    expect((await reminders(team.member)).map((n) => n.title)).toEqual([expect.stringContaining(`: Due today (due ${dayOffset(0)})`)]);
    expect((await reminders(team.viewer)).map((n) => n.title)).toEqual([expect.stringContaining(`: Overdue (due ${dayOffset(-3)})`)]);
    expect(await reminders(team.former)).toEqual([]);
    const [claimed] = await t.db.select({ remindedAt: dealTasks.remindedAt }).from(dealTasks).where(eq(dealTasks.id, departed));
    expect(claimed!.remindedAt).not.toBeNull();

    // A new due date lets the reminder go again, once.
    await call(team.admin, 'PUT', `/api/portfolio/deal-flow/${dealId}/tasks/${dueToday}`, { dueDate: dayOffset(-1) });
    await remind();
    expect(await reminders(team.member)).toHaveLength(2);
  });
});
