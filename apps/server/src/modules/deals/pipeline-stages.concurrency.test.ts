import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealStages, type DealStage } from '@baobab/contracts/enums';
import { deals, organisationPipelineStages } from '../../db/schema/deals';
import { fireTogether, statusCounts } from '../../test/concurrency';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { buildFund, type FundPerson, type FundRole } from './fund-pipeline.fixture';

/**
 * Concurrency (docs/security.md, "Concurrency") of a fund's stages (decision 0068): saves and moves at the same moment.
 * Meaningful on PostgreSQL (TEST_DATABASE_URL), where they run on separate connections; on PGlite they still pass.
 */
let t: TestApp;
let founder: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
}, 120_000);
afterAll(() => t.close());

const stagesPayload = (off: DealStage[], names: Partial<Record<DealStage, string>> = {}) => ({
  stages: dealStages.map((stage) => ({ stage, inUse: !off.includes(stage), name: names[stage] ?? null })),
});
const savedStages = async (organisation: number) =>
  (await t.db.select().from(organisationPipelineStages).where(eq(organisationPipelineStages.organisationId, organisation))).map((r) => ({ stage: r.stage, inUse: r.inUse, name: r.name }));

async function fundWithDeals(count: number): Promise<{ organisation: number; people: Record<FundRole, FundPerson>; dealIds: number[] }> {
  const { organisation, people } = await buildFund(t, 'Race Stages Fund');
  const dealIds: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const startupId = (await buildStartup(t, founder.id)).id;
    dealIds.push((await t.app.inject(as(people.member, { method: 'POST', url: '/api/portfolio/deal-flow', payload: { organisationId: organisation, startupId } }))).json().id as number);
  }
  return { organisation, people, dealIds };
}

describe("a fund's stages changed while its deals move", () => {
  it('an admin switching a stage off while members move deals into it never leaves a deal in a stage the fund does not use', async () => {
    const { organisation, people, dealIds } = await fundWithDeals(8);
    const moves = dealIds.map((id, i) => as(i % 2 ? people.member : people.admin, { method: 'PUT', url: `/api/portfolio/deal-flow/${id}`, payload: { stage: 'term-sheet' } }));
    const switchOff = as(people.admin, { method: 'PUT', url: `/api/organisations/${organisation}/pipeline-stages`, payload: stagesPayload(['term-sheet']) });
    // The switch goes in the middle of the moves, so some moves start before it and some after.
    const responses = await fireTogether(t, [...moves.slice(0, 4), switchOff, ...moves.slice(4)]);
    const switched = responses[4]!;
    const moved = responses.filter((_, i) => i !== 4);
    const inTermSheet = await t.db.select({ id: deals.id }).from(deals).where(and(eq(deals.organisationId, organisation), eq(deals.stage, 'term-sheet')));
    const termSheetOff = (await savedStages(organisation)).some((s) => s.stage === 'term-sheet' && !s.inUse);

    expect([200, 409]).toContain(switched.statusCode);
    expect(termSheetOff).toBe(switched.statusCode === 200);
    // Each move either landed (and then the stage stays in use) or was refused because the stage was already off.
    expect(inTermSheet.length).toBe(statusCounts(moved)[200] ?? 0);
    if (termSheetOff) expect(inTermSheet).toEqual([]);
    else {
      // Refused because deals had landed by then; more may land after the refusal (the stage stayed in use).
      const held = Number(/^(\d+) deals? (?:is|are) still in Term Sheet: move (?:it|them) to another stage before switching it off$/.exec(switched.json().message)?.[1]);
      expect(held).toBeGreaterThanOrEqual(1);
      expect(held).toBeLessThanOrEqual(inTermSheet.length);
    }
    expect(Object.keys(statusCounts(moved)).every((status) => status === '200' || status === '409')).toBe(true);
  }, 120_000);

  it('two admins saving at once: one save after the other, never a mix of the two', async () => {
    const { organisation, people } = await fundWithDeals(0);
    expect((await t.app.inject(as(people.admin, { method: 'PUT', url: `/api/organisations/${organisation}/members/${people.member.id}`, payload: { role: 'admin' } }))).statusCode).toBe(204);
    const first = stagesPayload(['passed'], { reviewed: 'Screening', closed: 'Invested' });
    const second = stagesPayload(['due-diligence', 'term-sheet'], { reviewed: 'First look', sourced: 'Inbox' });
    const saves = Array.from({ length: 10 }, (_, i) =>
      as(i % 2 ? people.member : people.admin, { method: 'PUT', url: `/api/organisations/${organisation}/pipeline-stages`, payload: i % 2 ? second : first }),
    );
    expect(statusCounts(await fireTogether(t, saves))).toEqual({ 200: 10 });
    const saved = [...(await savedStages(organisation))].sort((a, b) => dealStages.indexOf(a.stage as DealStage) - dealStages.indexOf(b.stage as DealStage));
    expect([first.stages, second.stages]).toContainEqual(saved);
  }, 120_000);
});
