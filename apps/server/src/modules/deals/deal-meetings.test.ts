import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealTaskMessages as m } from '@baobab/contracts/deal-tasks';
import { fireTogether, statusCounts } from '../../test/concurrency';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { buildFund, removeMember, type FundPerson, type FundRole } from './fund-pipeline.fixture';
import { todayUtc } from './utc-today';

/** Meetings logged on a deal (decision 0054): written like notes, read in the timeline by the fund's current members. */
let t: TestApp;
let founder: TestUser;
let organisation: number;
let people: Record<FundRole, FundPerson>;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  ({ organisation, people } = await buildFund(t, 'Meetings Fund'));
  await removeMember(t, organisation, people.admin, people.former);
}, 120_000);
afterAll(() => t.close());

const fundDeal = async () =>
  (await t.app.inject(as(people.admin, { method: 'POST', url: '/api/portfolio/deal-flow', payload: { organisationId: organisation, startupId: (await buildStartup(t, founder.id)).id } }))).json().id as number;
const logMeeting = (user: TestUser, dealId: number, payload: object) => t.app.inject(as(user, { method: 'POST', url: `/api/portfolio/deal-flow/${dealId}/meetings`, payload }));
const timeline = (user: TestUser, dealId: number) => t.app.inject(as(user, { method: 'GET', url: `/api/portfolio/deal-flow/${dealId}/timeline` }));
const dayOffset = (days: number) => todayUtc(new Date(Date.now() + days * 86_400_000));

describe('logging a meeting on a fund deal', () => {
  it('is written by a member, as written, and read by every current member in the timeline', async () => {
    const dealId = await fundDeal();
    const notes = 'Rencontre avec la fondatrice : traction solide à Dakar.\nNext: call the CFO.';
    const logged = await logMeeting(people.member, dealId, { heldOn: dayOffset(-2), attendees: '  Awa Diop (CEO), Moussa  ', notes });
    expect(logged.statusCode, logged.body).toBe(201);
    expect(logged.json()).toMatchObject({ dealId, heldOn: dayOffset(-2), attendees: 'Awa Diop (CEO), Moussa', notes, loggedBy: people.member.name });
    for (const reader of [people.admin, people.member, people.viewer]) {
      const [first] = (await timeline(reader, dealId)).json();
      expect(first).toMatchObject({ kind: 'meeting', by: people.member.name, meetingId: logged.json().id, heldOn: dayOffset(-2), attendees: 'Awa Diop (CEO), Moussa', notes });
    }
    expect((await timeline(people.former, dealId)).statusCode).toBe(404);
    expect((await timeline(people.stranger, dealId)).statusCode).toBe(404);
  });

  it('takes no attendees, and refuses each wrong field with its own message', async () => {
    const dealId = await fundDeal();
    const bare = await logMeeting(people.admin, dealId, { heldOn: dayOffset(0), attendees: '', notes: 'Quick call' });
    expect(bare.statusCode).toBe(201);
    expect(bare.json().attendees).toBeNull();
    const cases: [object, string, string][] = [
      [{ heldOn: 'yesterday', notes: 'x' }, 'heldOn', m.meetingDate],
      [{ heldOn: dayOffset(3), notes: 'x' }, 'heldOn', m.meetingInFuture],
      [{ heldOn: dayOffset(-1), notes: '   ' }, 'notes', m.meetingNotesRequired],
      [{ heldOn: dayOffset(-1), notes: 'x'.repeat(10_001) }, 'notes', m.meetingNotesTooLong],
      [{ heldOn: dayOffset(-1), attendees: 'a'.repeat(501), notes: 'x' }, 'attendees', m.attendeesTooLong],
    ];
    for (const [payload, path, message] of cases) {
      const refused = await logMeeting(people.member, dealId, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().issues).toContainEqual({ path, message });
    }
    expect((await timeline(people.admin, dealId)).json().filter((e: { kind: string }) => e.kind === 'meeting')).toHaveLength(1);
  });

  it('is refused to a viewer (403) and to a former member and a stranger as a deal that is not there (404)', async () => {
    const dealId = await fundDeal();
    const payload = { heldOn: dayOffset(-1), notes: 'Not theirs to log' };
    expect((await logMeeting(people.viewer, dealId, payload)).statusCode).toBe(403);
    expect((await logMeeting(people.former, dealId, payload)).statusCode).toBe(404);
    expect((await logMeeting(people.stranger, dealId, payload)).statusCode).toBe(404);
    expect((await logMeeting(people.admin, 999_999, payload)).statusCode).toBe(404);
    expect((await timeline(people.admin, dealId)).json().some((e: { kind: string }) => e.kind === 'meeting')).toBe(false);
  });

  it('racing the deal’s removal, is either logged before it or a 404, never a broken row', async () => {
    const dealId = await fundDeal();
    const responses = await fireTogether(t, [
      as(people.member, { method: 'POST', url: `/api/portfolio/deal-flow/${dealId}/meetings`, payload: { heldOn: dayOffset(-1), notes: 'Race' } }),
      as(people.admin, { method: 'DELETE', url: `/api/portfolio/deal-flow/${dealId}` }),
    ]);
    expect(responses[1]!.statusCode).toBe(204);
    expect([201, 404]).toContain(responses[0]!.statusCode);
    expect(statusCounts(responses)[500]).toBeUndefined();
  });
});

describe("a solo investor's meetings", () => {
  it('are theirs alone', async () => {
    const [investor, other] = await Promise.all([signUpWithRole(t, 'investor'), signUpWithRole(t, 'investor')]);
    const dealId = (await t.app.inject(as(investor, { method: 'POST', url: '/api/portfolio/deal-flow', payload: { startupId: (await buildStartup(t, founder.id)).id } }))).json().id as number;
    expect((await logMeeting(investor, dealId, { heldOn: dayOffset(-1), notes: 'Coffee' })).statusCode).toBe(201);
    expect((await timeline(investor, dealId)).json().map((e: { kind: string }) => e.kind)).toEqual(['meeting', 'stage']);
    expect((await logMeeting(other, dealId, { heldOn: dayOffset(-1), notes: 'Coffee' })).statusCode).toBe(404);
  });
});
