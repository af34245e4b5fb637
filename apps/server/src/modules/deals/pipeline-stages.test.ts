import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealStages, type DealStage } from '@baobab/contracts/enums';
import { pipelineStageMessages as m } from '@baobab/contracts/pipeline-stages';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { buildFund, removeMember, type FundPerson, type FundRole } from './fund-pipeline.fixture';

/** A fund's own pipeline stages (decision 0068): what admins may set, and what the pipeline then refuses. */
let t: TestApp;
let founder: TestUser;
let organisation: number;
let people: Record<FundRole, FundPerson>;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  ({ organisation, people } = await buildFund(t, 'Stages Fund'));
  await removeMember(t, organisation, people.admin, people.former);
}, 120_000);
afterAll(() => t.close());

type Choice = { stage: DealStage; inUse: boolean; name?: string | null };
const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject(as(user, { method, url, ...(payload ? { payload } : {}) }));
const stagesUrl = () => `/api/organisations/${organisation}/pipeline-stages`;
/** Every stage in use with its standard name, but for the choices given. */
const choose = (changes: Partial<Record<DealStage, Omit<Choice, 'stage'>>> = {}): { stages: Choice[] } => ({
  stages: dealStages.map((stage) => ({ stage, inUse: true, name: null, ...changes[stage] })),
});
const save = (changes: Parameters<typeof choose>[0], user: TestUser = people.admin) => call(user, 'PUT', stagesUrl(), choose(changes));
const fundDeal = async (stage?: DealStage) =>
  call(people.member, 'POST', '/api/portfolio/deal-flow', { organisationId: organisation, startupId: (await buildStartup(t, founder.id)).id, ...(stage ? { stage } : {}) });

describe("a fund's pipeline stages", () => {
  it('start as the standard pipeline: every stage in use, no names of the fund’s own', async () => {
    const response = await call(people.viewer, 'GET', stagesUrl());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ organisationId: organisation, stages: dealStages.map((stage) => ({ stage, inUse: true, name: null })), dealCounts: {} });
  });

  it('an admin renames a stage (trimmed) and switches one off; every member reads it in the pipeline’s order whatever order was sent', async () => {
    const payload = choose({ reviewed: { inUse: true, name: '  Screening  ' }, 'term-sheet': { inUse: false } });
    const saved = await call(people.admin, 'PUT', stagesUrl(), { stages: [...payload.stages].reverse() });
    expect(saved.statusCode).toBe(200);
    const expected = dealStages.map((stage) => ({ stage, inUse: stage !== 'term-sheet', name: stage === 'reviewed' ? 'Screening' : null }));
    expect(saved.json().stages).toEqual(expected);
    expect((await call(people.member, 'GET', stagesUrl())).json().stages).toEqual(expected);
  });

  it('refuses moving or adding a deal into a stage the fund does not use, naming the stage; other stages still move', async () => {
    expect((await save({ 'term-sheet': { inUse: false } })).statusCode).toBe(200);
    const deal = (await fundDeal()).json();
    const refused = await call(people.member, 'PUT', `/api/portfolio/deal-flow/${deal.id}`, { stage: 'term-sheet' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This pipeline does not use the stage Term Sheet');
    expect(refused.json().issues).toEqual([{ path: 'stage', message: 'This pipeline does not use the stage Term Sheet' }]);
    expect((await fundDeal('term-sheet')).statusCode).toBe(409);
    expect((await call(people.member, 'PUT', `/api/portfolio/deal-flow/${deal.id}`, { stage: 'due-diligence' })).statusCode).toBe(200);
    // The priority alone is no move: a deal is never refused for a stage it is not entering.
    expect((await call(people.member, 'PUT', `/api/portfolio/deal-flow/${deal.id}`, { priority: 'high' })).statusCode).toBe(200);
  });

  it('keeps a stage holding deals in use: 409 naming how many deals and the fund’s name for it', async () => {
    expect((await save({ closed: { inUse: true, name: 'Invested' } })).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await fundDeal('closed')).statusCode).toBe(201);
    const refused = await save({ closed: { inUse: false, name: 'Invested' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('2 deals are still in Invested: move them to another stage before switching it off');
    const stages = (await call(people.admin, 'GET', stagesUrl())).json();
    expect(stages.stages.find((s: Choice) => s.stage === 'closed')).toEqual({ stage: 'closed', inUse: true, name: 'Invested' });
    expect(stages.dealCounts.closed).toBe(2);
  });

  it('keeps the stage new deals land in, and at least two stages, in use', async () => {
    const entry = await save({ sourced: { inUse: false } });
    expect(entry.statusCode).toBe(409);
    expect(entry.json().message).toBe('New deals land in Sourced, so it stays in use');
    const offs = Object.fromEntries(dealStages.filter((s) => s !== 'sourced').map((s) => [s, { inUse: false }]));
    // Stages holding deals would be refused first: this fund's other stages hold none.
    const other = await buildFund(t, 'Tiny Stages Fund');
    const tooFew = await call(other.people.admin, 'PUT', `/api/organisations/${other.organisation}/pipeline-stages`, choose(offs));
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().message).toBe(m.tooFewInUse);
  });

  it('refuses a name over 40 characters, two stages in use with one name, and a list missing a stage (400)', async () => {
    const issueOf = (response: { statusCode: number; json: () => { issues: { message: string }[] } }) => [response.statusCode, response.json().issues[0]!.message];
    expect(issueOf(await save({ reviewed: { inUse: true, name: 'x'.repeat(41) } }))).toEqual([400, m.nameTooLong]);
    expect(issueOf(await save({ reviewed: { inUse: true, name: 'Screening' }, 'due-diligence': { inUse: true, name: 'screening' } }))).toEqual([400, m.namesDistinct]);
    expect(issueOf(await call(people.admin, 'PUT', stagesUrl(), { stages: choose().stages.slice(1) }))).toEqual([400, m.everyStageOnce]);
    expect((await save({ reviewed: { inUse: true, name: 'x'.repeat(40) } })).statusCode).toBe(200);
  });

  it('only admins change the stages: members and viewers 403, a former member and a stranger 404', async () => {
    expect((await save({}, people.member)).json().message).toBe(m.adminsOnly);
    expect((await save({}, people.viewer)).statusCode).toBe(403);
    expect((await save({}, people.former)).statusCode).toBe(404);
    expect((await save({}, people.stranger)).statusCode).toBe(404);
    expect((await call(people.stranger, 'GET', stagesUrl())).statusCode).toBe(404);
  });

  it('leaves a solo investor’s pipeline standard: every stage accepts a move', async () => {
    const deal = (await call(people.admin, 'POST', '/api/portfolio/deal-flow', { startupId: (await buildStartup(t, founder.id)).id })).json();
    for (const stage of dealStages.slice(1)) expect((await call(people.admin, 'PUT', `/api/portfolio/deal-flow/${deal.id}`, { stage })).statusCode).toBe(200);
  });
});
