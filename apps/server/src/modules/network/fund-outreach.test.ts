import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkMessages } from '@baobab/contracts/network';
import { notificationTexts } from '@baobab/contracts/notification-texts';
import { connections } from '../../db/schema/network';
import { organisations } from '../../db/schema/organisations';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { createStartup } from '../../test/factories/startups';
import { signUpFounder } from '../../test/factories/users';
import { buildFund, removeMember, type FundPerson, type FundRole } from '../deals/fund-pipeline.fixture';

/**
 * Writing to a founder for a fund (decision 0069): who may, what the founder sees, and that the fund and its
 * other members gain nothing from it.
 */
let t: TestApp;
let organisation: number;
let people: Record<FundRole, FundPerson>;
beforeAll(async () => {
  t = await createTestApp();
  ({ organisation, people } = await buildFund(t, 'Outreach Fund'));
  await removeMember(t, organisation, people.admin, people.former);
}, 120_000);
afterAll(() => t.close());

const send = (user: TestUser, payload: Record<string, unknown>) => t.app.inject(as(user, { method: 'POST', url: '/api/users/connections', payload }));
const get = (user: TestUser, url: string) => t.app.inject(as(user, { method: 'GET', url }));
const invitations = async (user: TestUser) => (await get(user, '/api/users/connections/invitations')).json();

async function founderWithStartup() {
  const founder = await signUpFounder(t);
  return { founder, startupId: await createStartup(t, founder, { name: 'Maji Grid' }) };
}

describe('an intro request for a fund', () => {
  it('names the fund to the founder, and to the sender in their sent list', async () => {
    const { founder, startupId } = await founderWithStartup();
    const sent = await send(people.member, { toStartupId: startupId, message: 'Our fund backs water utilities.', organisationId: organisation });
    expect(sent.statusCode).toBe(201);

    const [incoming] = (await invitations(founder)).incoming;
    expect(incoming).toMatchObject({ connectedUser: { id: people.member.id }, message: 'Our fund backs water utilities.', organisation: { id: organisation, name: 'Outreach Fund', slug: null } });
    expect((await invitations(people.member)).outgoing[0].organisation).toMatchObject({ id: organisation, name: 'Outreach Fund' });

    // The founder's notification names the fund too, as a value of its message.
    const notices = (await get(founder, '/api/notifications')).json() as { items: { kind: string; title: string }[]; messages?: Record<string, unknown> };
    const notice = notices.items.find((n) => n.kind === 'intro_request')!;
    expect(notice.title).toBe(`${people.member.name} sent you an intro request for Outreach Fund`);
    expect(notices.messages?.[notice.title]).toEqual({ i18nKey: notificationTexts.introRequestForFund, values: { name: people.member.name, organisation: 'Outreach Fund' } });
  });

  it("gives the fund's public page only while the fund is listed", async () => {
    const { founder, startupId } = await founderWithStartup();
    await t.db.update(organisations).set({ listed: true }).where(eq(organisations.id, organisation));
    try {
      expect((await send(people.admin, { toStartupId: startupId, message: 'Hello', organisationId: organisation })).statusCode).toBe(201);
      const [incoming] = (await invitations(founder)).incoming;
      const [fund] = await t.db.select({ slug: organisations.slug }).from(organisations).where(eq(organisations.id, organisation));
      expect(incoming.organisation).toEqual({ id: organisation, name: 'Outreach Fund', slug: fund!.slug });
    } finally {
      await t.db.update(organisations).set({ listed: false }).where(eq(organisations.id, organisation));
    }
  });

  it('keeps a request without organisationId exactly as before: the sender as themselves', async () => {
    const { founder, startupId } = await founderWithStartup();
    expect((await send(people.member, { toStartupId: startupId, message: 'Personally curious.' })).statusCode).toBe(201);
    const [incoming] = (await invitations(founder)).incoming;
    expect(incoming.organisation).toBeNull();
    const [row] = await t.db.select().from(connections).where(eq(connections.id, incoming.id));
    expect(row!.organisationId).toBeNull();
  });

  it.each([
    ['viewer', networkMessages.viewersCannotWriteForFund],
    ['former', networkMessages.notFundMember],
    ['stranger', networkMessages.notFundMember],
  ] as const)('refuses a %s with its message and stores nothing', async (role, expected) => {
    const { founder, startupId } = await founderWithStartup();
    const refused = await send(people[role], { toStartupId: startupId, message: 'For the fund', organisationId: organisation });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(expected);
    expect((await invitations(founder)).incoming).toEqual([]);
  });

  it('refuses a fund that does not exist with the same message as a stranger gets', async () => {
    const { startupId } = await founderWithStartup();
    const refused = await send(people.member, { toStartupId: startupId, message: 'For the fund', organisationId: 999_999 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(networkMessages.notFundMember);
  });

  it('lets a person write for the fund to a person directly, and ask again as themselves after withdrawing', async () => {
    const { founder } = await founderWithStartup();
    const { id } = (await send(people.admin, { addresseeId: founder.id, message: 'For the fund', organisationId: organisation })).json();
    expect((await t.app.inject(as(people.admin, { method: 'POST', url: `/api/users/connections/${id}/withdraw` }))).statusCode).toBe(204);
    // Asking again as oneself: the row no longer names the fund.
    expect((await send(people.admin, { addresseeId: founder.id, message: 'Just me now' })).statusCode).toBe(201);
    expect((await invitations(founder)).incoming[0].organisation).toBeNull();
  });
});

describe('consent: writing for the fund widens nothing', () => {
  it("keeps an accepted intro between its two people: the fund's other members read neither the thread nor the founder's data", async () => {
    const { founder, startupId } = await founderWithStartup();
    const { id } = (await send(people.member, { toStartupId: startupId, message: 'For the fund', organisationId: organisation })).json();
    expect((await t.app.inject(as(founder, { method: 'POST', url: `/api/users/connections/${id}/accept` }))).statusCode).toBe(204);
    expect((await t.app.inject(as(founder, { method: 'POST', url: '/api/messages', payload: { recipientId: people.member.id, content: 'Our numbers, in confidence' } }))).statusCode).toBe(201);
    // The two people see their connection and its thread, naming the fund.
    expect((await get(founder, '/api/users/connections')).json().map((c: { id: number }) => c.id)).toContain(id);
    expect((await get(people.member, `/api/messages/threads/${id}`)).statusCode).toBe(200);

    for (const other of [people.admin, people.viewer]) {
      expect((await get(other, `/api/messages/threads/${id}`)).statusCode).toBe(404);
      expect((await get(other, `/api/messages/threads/${id}/messages`)).statusCode).toBe(404);
      expect((await get(other, '/api/messages/threads')).json()).toEqual([]);
      expect((await get(other, '/api/users/connections')).json()).toEqual([]);
      expect((await get(other, '/api/startup-access/shared-with-me')).json()).toEqual({ startupIds: [] });
      // Nor can they message the founder on the strength of their colleague's connection.
      const write = await t.app.inject(as(other, { method: 'POST', url: '/api/messages', payload: { recipientId: founder.id, content: 'Hello from the fund' } }));
      expect(write.statusCode).toBeGreaterThanOrEqual(400);
      const status = (await get(other, `/api/users/connections/status?userIds=${founder.id}&startupIds=${startupId}`)).json();
      expect(status.users[founder.id].state).toBe('none');
      expect(status.startups[String(startupId)].state).toBe('none');
    }
  });

  it('stops a member who was removed from writing for the fund, while they may still write as themselves', async () => {
    const { organisation: fund, people: team } = await buildFund(t, 'Short Stay Fund');
    const { founder, startupId } = await founderWithStartup();
    await removeMember(t, fund, team.admin, team.member);
    const refused = await send(team.member, { toStartupId: startupId, message: 'For the fund', organisationId: fund });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(networkMessages.notFundMember);
    expect((await send(team.member, { toStartupId: startupId, message: 'As myself' })).statusCode).toBe(201);
    expect((await invitations(founder)).incoming[0].organisation).toBeNull();
  });
});
