import { dealTaskMessages, type CreateDealTaskInput, type DealTask, type UpdateDealTaskInput } from '@baobab/contracts/deal-tasks';
import type { Db } from '../../db/client';
import type { Delivery } from '../../lib/delivery';
import { badRequest, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { deliverNotifications, type PendingNotification } from '../notifications/notifications.service';
import { notifyTaskAssignee } from './deal-task-notifications';
import * as tasks from './deal-tasks.repository';
import { dealAccess } from './deals.policy';
import * as repo from './deals.repository';
import { currentMembers } from './fund-membership.repository';
import { todayUtc } from './utc-today';

type Person = { id: string; name: string };
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/**
 * Who may hold a task on this deal: the fund's current members, or on a person's own deal that person alone
 * (only they can reach it, so the caller is them).
 */
async function assignable(db: Db, deal: repo.DealRow, user: SessionUser): Promise<Map<string, Person>> {
  if (deal.organisationId === null) return new Map([[user.id, { id: user.id, name: fullName(user) }]]);
  return new Map((await currentMembers(db, deal.organisationId)).map((m) => [m.userId, { id: m.userId, name: fullName(m) }]));
}

function checkAssignee(assigneeId: string | null | undefined, people: Map<string, Person>, deal: repo.DealRow): void {
  if (assigneeId === undefined || assigneeId === null || people.has(assigneeId)) return;
  const message = deal.organisationId === null ? dealTaskMessages.assigneeNotYou : dealTaskMessages.assigneeNotMember;
  throw badRequest(message, [{ path: 'assigneeId', message }]);
}

async function toTasks(db: Db, rows: tasks.DealTaskRow[], people: Map<string, Person>, today = todayUtc()): Promise<DealTask[]> {
  const names = await tasks.namesOf(db, rows.flatMap((r) => [r.createdBy, r.doneBy]));
  return rows.map((row) => ({
    id: row.id,
    dealId: row.dealId,
    title: row.title,
    // A former member keeps the row but is not shown as holding it, as owners and assignees (decision 0052).
    assignee: (row.assigneeId && people.get(row.assigneeId)) || null,
    dueDate: row.dueDate,
    done: row.doneAt !== null,
    doneAt: row.doneAt?.toISOString() ?? null,
    doneBy: (row.doneBy && names.get(row.doneBy)) || null,
    overdue: row.doneAt === null && row.dueDate !== null && row.dueDate < today,
    createdAt: row.createdAt.toISOString(),
    createdBy: (row.createdBy && names.get(row.createdBy)) || null,
  }));
}

export async function listTasks(db: Db, user: SessionUser, dealId: number): Promise<DealTask[]> {
  const deal = await repo.findDeal(db, dealId);
  await dealAccess(db, user, deal, 'read');
  return toTasks(db, await tasks.listTasks(db, dealId), await assignable(db, deal!, user));
}

/**
 * Adds a task under the deal's lock (a deal removed meanwhile is a 404, not a broken reference). A task
 * assigned to someone else tells them, in the same transaction.
 */
export async function createTask(db: Db, user: SessionUser, dealId: number, input: CreateDealTaskInput, delivery: Delivery): Promise<DealTask> {
  const deal = await repo.findDeal(db, dealId);
  await dealAccess(db, user, deal, 'write');
  const { row, people, pending } = await db.transaction(async (tx) => {
    if (!(await repo.lockDeal(tx, dealId))) throw notFound('Deal');
    const people = await assignable(tx, deal!, user);
    checkAssignee(input.assigneeId, people, deal!);
    const now = new Date();
    const row = await tasks.insertTask(tx, { dealId, title: input.title, assigneeId: input.assigneeId, dueDate: input.dueDate, createdBy: user.id, createdAt: now });
    await repo.updateDealRow(tx, dealId, { lastActivityAt: now });
    const pending = await notifyTaskAssignee(tx, { deal: deal!, task: row, actor: user });
    return { row, people, pending };
  });
  await deliver(db, delivery, pending);
  return (await toTasks(db, [row], people))[0]!;
}

/**
 * Edits, completes or reopens a task. The task is read again under a row lock, so two changes of one task
 * take turns: completing twice keeps the first completion's time and person, and a change to a task deleted
 * meanwhile is a 404. A new assignee (someone other than the caller) is told; a new assignee or due date
 * lets the reminder go again.
 */
export async function updateTask(db: Db, user: SessionUser, dealId: number, taskId: number, input: UpdateDealTaskInput, delivery: Delivery): Promise<DealTask> {
  const deal = await repo.findDeal(db, dealId);
  await dealAccess(db, user, deal, 'write');
  const { row, people, pending } = await db.transaction(async (tx) => {
    const task = await tasks.lockTask(tx, dealId, taskId);
    if (!task) throw notFound('Task');
    const people = await assignable(tx, deal!, user);
    if (input.assigneeId !== task.assigneeId) checkAssignee(input.assigneeId, people, deal!);
    const now = new Date();
    const reassigned = input.assigneeId !== undefined && input.assigneeId !== task.assigneeId;
    const redated = input.dueDate !== undefined && input.dueDate !== task.dueDate;
    const changes = {
      ...(input.title !== undefined && input.title !== task.title ? { title: input.title } : {}),
      ...(reassigned ? { assigneeId: input.assigneeId } : {}),
      ...(redated ? { dueDate: input.dueDate } : {}),
      ...(input.done === true && task.doneAt === null ? { doneAt: now, doneBy: user.id } : {}),
      ...(input.done === false && task.doneAt !== null ? { doneAt: null, doneBy: null } : {}),
      ...(reassigned || redated ? { remindedAt: null } : {}),
    };
    // Completing a task already done (the second of two at once) changes nothing: the first completion stays.
    if (Object.keys(changes).length === 0) return { row: task, people, pending: [] };
    const row = await tasks.updateTaskRow(tx, taskId, changes);
    await repo.updateDealRow(tx, dealId, { lastActivityAt: now });
    const pending = reassigned ? await notifyTaskAssignee(tx, { deal: deal!, task: row, actor: user }) : [];
    return { row, people, pending };
  });
  await deliver(db, delivery, pending);
  return (await toTasks(db, [row], people))[0]!;
}

export async function deleteTask(db: Db, user: SessionUser, dealId: number, taskId: number): Promise<void> {
  await dealAccess(db, user, await repo.findDeal(db, dealId), 'write');
  if (!(await tasks.deleteTaskRow(db, dealId, taskId))) throw notFound('Task');
}

async function deliver(db: Db, delivery: Delivery, pending: PendingNotification[]): Promise<void> {
  if (pending.length) await deliverNotifications(db, delivery, pending);
}
