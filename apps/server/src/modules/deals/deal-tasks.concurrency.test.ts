import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealTasks } from '../../db/schema/deals';
import { fireTogether, statusCounts } from '../../test/concurrency';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { buildFund, type FundPerson, type FundRole } from './fund-pipeline.fixture';

/**
 * Concurrency (docs/security.md, "Concurrency"): two members change one task at the same moment. Meaningful on
 * PostgreSQL (TEST_DATABASE_URL), where the requests run on separate connections; on PGlite they still pass.
 */
let t: TestApp;
let founder: TestUser;
let organisation: number;
let people: Record<FundRole, FundPerson>;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  ({ organisation, people } = await buildFund(t, 'Race Fund'));
}, 120_000);
afterAll(() => t.close());

async function newTask(): Promise<{ dealId: number; taskId: number }> {
  const dealId = (await t.app.inject(as(people.admin, { method: 'POST', url: '/api/portfolio/deal-flow', payload: { organisationId: organisation, startupId: (await buildStartup(t, founder.id)).id } }))).json().id;
  const taskId = (await t.app.inject(as(people.admin, { method: 'POST', url: `/api/portfolio/deal-flow/${dealId}/tasks`, payload: { title: 'Race' } }))).json().id;
  return { dealId, taskId };
}

describe('two changes of one task at once', () => {
  it('two members completing it: both succeed, and one completion is kept, its time and person together', async () => {
    const { dealId, taskId } = await newTask();
    const url = `/api/portfolio/deal-flow/${dealId}/tasks/${taskId}`;
    const responses = await fireTogether(t, [as(people.admin, { method: 'PUT', url, payload: { done: true } }), as(people.member, { method: 'PUT', url, payload: { done: true } })]);
    expect(statusCounts(responses)).toEqual({ 200: 2 });
    const [row] = await t.db.select().from(dealTasks).where(eq(dealTasks.id, taskId));
    // Whoever came second found it done and left it: both answers name the first completer.
    const names = responses.map((r) => r.json().doneBy);
    expect(names[0]).toBe(names[1]);
    expect(row!.doneBy).toBe(names[0] === people.admin.name ? people.admin.id : people.member.id);
    expect(new Set(responses.map((r) => r.json().doneAt))).toEqual(new Set([row!.doneAt!.toISOString()]));
  });

  it('one member completing it while another deletes it: the delete wins or follows, never a half-changed task', async () => {
    const { dealId, taskId } = await newTask();
    const url = `/api/portfolio/deal-flow/${dealId}/tasks/${taskId}`;
    const [completed, deleted] = await fireTogether(t, [as(people.member, { method: 'PUT', url, payload: { done: true, title: 'Race won' } }), as(people.admin, { method: 'DELETE', url })]);
    expect(deleted!.statusCode).toBe(204);
    expect([200, 404]).toContain(completed!.statusCode);
    expect(await t.db.select().from(dealTasks).where(eq(dealTasks.id, taskId))).toEqual([]);
  });

  it('a completion and a retitle: both apply, neither undoes the other', async () => {
    const { dealId, taskId } = await newTask();
    const url = `/api/portfolio/deal-flow/${dealId}/tasks/${taskId}`;
    const responses = await fireTogether(t, [as(people.member, { method: 'PUT', url, payload: { done: true } }), as(people.admin, { method: 'PUT', url, payload: { title: 'Renamed' } })]);
    expect(statusCounts(responses)).toEqual({ 200: 2 });
    const [row] = await t.db.select().from(dealTasks).where(eq(dealTasks.id, taskId));
    expect(row).toMatchObject({ title: 'Renamed', doneBy: people.member.id });
    expect(row!.doneAt).not.toBeNull();
  });
});
