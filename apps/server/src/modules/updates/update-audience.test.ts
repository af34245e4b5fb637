import { englishOf } from '@baobab/contracts/i18n/message-english';
import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRoomGrants } from '../../db/schema/data-rooms';
import { connections } from '../../db/schema/network';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { createRoom, grantRoom } from '../../test/factories/data-rooms';
import { connect } from '../../test/factories/network';
import { confirmedInvestment, recordInvestment } from '../../test/factories/portfolio';
import { shareFinancials } from '../../test/factories/startup-access';
import { buildStartup } from '../../test/factories/startups';
import { sendUpdate, writeUpdate } from '../../test/factories/updates';
import { signUpWithRole } from '../../test/factories/users';
import { updateMessages as m } from '@baobab/contracts/updates';

/**
 * Who an update reaches follows consent at the moment it is sent (decision 0020): live shares and
 * grants, confirmed rounds, accepted connections, chosen people; each person once; never the founder.
 */
let t: TestApp;
let founder: TestUser;
let startupId: number;
const nobody = { confirmedInvestors: false, shareHolders: false, connections: false, userIds: [] as string[] };

const recipientsOf = async (id: number) =>
  ((await t.app.inject(as(founder, { method: 'GET', url: `/api/updates/${id}` }))).json().founder.recipients as { person: { id: string }; reason: string }[]).map((r): [string, string] => [r.person.id, r.reason]);
const canRead = async (user: TestUser, id: number) => (await t.app.inject(as(user, { method: 'GET', url: `/api/updates/${id}` }))).statusCode === 200;
// The API has no way to end a connection yet; the row goes as it would with one.
const disconnect = (a: TestUser, b: TestUser) =>
  t.db.delete(connections).where(or(and(eq(connections.requesterId, a.id), eq(connections.addresseeId, b.id)), and(eq(connections.requesterId, b.id), eq(connections.addresseeId, a.id))));
const feedIds = async (user: TestUser) => (await t.app.inject(as(user, { method: 'GET', url: '/api/updates' }))).json().items.map((u: { id: number }) => u.id);

beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  startupId = (await buildStartup(t, founder.id)).id;
});
afterAll(() => t.close());

describe('share holders', () => {
  it('stop receiving updates once their share is revoked, and keep the ones sent before', async () => {
    const holder = await signUpWithRole(t, 'investor');
    await connect(t, founder, holder);
    const share = await shareFinancials(t, founder, startupId, holder, ['cap_table']);
    const before = await sendUpdate(t, founder, startupId, { title: 'Before', audience: { ...nobody, shareHolders: true } });
    expect(await recipientsOf(before)).toEqual([[holder.id, 'share']]);

    const revoked = await t.app.inject(as(founder, { method: 'DELETE', url: `/api/startups/${startupId}/financial-shares/${share}` }));
    expect(revoked.statusCode).toBe(204);
    const other = await signUpWithRole(t, 'investor');
    await connect(t, founder, other);
    await shareFinancials(t, founder, startupId, other, ['valuation']);
    const after = await sendUpdate(t, founder, startupId, { title: 'After', audience: { ...nobody, shareHolders: true } });

    expect(await recipientsOf(after)).toEqual([[other.id, 'share']]);
    expect(await canRead(holder, after)).toBe(false);
    expect(await feedIds(holder)).toEqual([before]);
    // What was sent to them stays theirs: the recipients were fixed when it was sent.
    expect(await canRead(holder, before)).toBe(true);
  });

  it('include live data-room grants, an e-mail invitation once its holder has claimed it, and not expired or revoked ones', async () => {
    const [byAccount, byEmail, expired, revoked, otherStartupGrant] = await Promise.all([
      signUpWithRole(t, 'investor'),
      signUpWithRole(t, 'investor'),
      signUpWithRole(t, 'investor'),
      signUpWithRole(t, 'investor'),
      signUpWithRole(t, 'investor'),
    ]);
    for (const person of [byAccount, expired, revoked, otherStartupGrant]) await connect(t, founder, person);
    const roomId = await createRoom(t, founder, startupId, 'Diligence');
    await grantRoom(t, founder, roomId, byAccount, 'view');
    const invitation = await t.app.inject(as(founder, { method: 'POST', url: `/api/data-rooms/${roomId}/grants`, payload: { email: byEmail.email, permission: 'view' } }));
    expect(invitation.statusCode).toBe(201);
    const expiring = await grantRoom(t, founder, roomId, expired, 'view');
    await t.db.update(dataRoomGrants).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(dataRoomGrants.id, expiring));
    const revoking = await grantRoom(t, founder, roomId, revoked, 'view');
    expect((await t.app.inject(as(founder, { method: 'DELETE', url: `/api/data-rooms/${roomId}/grants/${revoking}` }))).statusCode).toBe(204);
    const otherStartup = (await buildStartup(t, founder.id, { name: 'Other Co' })).id;
    await grantRoom(t, founder, await createRoom(t, founder, otherStartup, 'Other room'), otherStartupGrant, 'view');

    const unclaimed = await sendUpdate(t, founder, startupId, { audience: { ...nobody, shareHolders: true } });
    const before = new Map(await recipientsOf(unclaimed));
    expect(before.get(byAccount.id)).toBe('share');
    // An invitation nobody has claimed yet names nobody: sending must not reveal who holds the address (decision 0011).
    expect(before.has(byEmail.id)).toBe(false);
    for (const outside of [expired, revoked, otherStartupGrant]) expect(before.has(outside.id)).toBe(false);

    // The invitee opens their data rooms, which claims the invitation for their verified address.
    expect((await t.app.inject(as(byEmail, { method: 'GET', url: '/api/data-rooms' }))).statusCode).toBe(200);
    const claimed = await sendUpdate(t, founder, startupId, { audience: { ...nobody, shareHolders: true } });
    expect(new Map(await recipientsOf(claimed)).get(byEmail.id)).toBe('share');
  });
});

describe('the audience', () => {
  it('names each person once, with the first rule that included them, and never the founder', async () => {
    const startup = (await buildStartup(t, founder.id, { name: 'Dedupe Co' })).id;
    const [investor, chosenOnly, stranger] = await Promise.all([signUpWithRole(t, 'investor'), signUpWithRole(t, 'investor'), signUpWithRole(t, 'investor')]);
    // The investor is confirmed, holds a share, is connected and chosen: one row, as an investor.
    await connect(t, founder, investor);
    await confirmedInvestment(t, investor, founder, startup);
    await shareFinancials(t, founder, startup, investor, ['cap_table']);
    // A connection, chosen while the connections group is off: a chosen recipient.
    await connect(t, founder, chosenOnly);
    const id = await sendUpdate(t, founder, startup, {
      audience: { confirmedInvestors: true, shareHolders: true, connections: false, userIds: [investor.id, chosenOnly.id] },
    });
    expect(await recipientsOf(id)).toEqual(
      expect.arrayContaining([
        [investor.id, 'investor'],
        [chosenOnly.id, 'chosen'],
      ]),
    );
    expect(await recipientsOf(id)).toHaveLength(2);
    expect(await canRead(stranger, id)).toBe(false);
    expect(await canRead(chosenOnly, id)).toBe(true);
  });

  it('lets the founder choose confirmed investors and share holders they are not connected with', async () => {
    const startup = (await buildStartup(t, founder.id, { name: 'Chosen Co' })).id;
    const [investor, holder] = await Promise.all([signUpWithRole(t, 'investor'), signUpWithRole(t, 'investor')]);
    await confirmedInvestment(t, investor, founder, startup);
    await connect(t, founder, holder);
    const roomId = await createRoom(t, founder, startup, 'Chosen room');
    await grantRoom(t, founder, roomId, holder, 'view');
    await disconnect(founder, holder);
    const id = await sendUpdate(t, founder, startup, { audience: { ...nobody, userIds: [investor.id, holder.id] } });
    expect(new Map(await recipientsOf(id))).toEqual(new Map([[investor.id, 'chosen'], [holder.id, 'chosen']]));
  });
});

describe('a stranger in the chosen people', () => {
  const draftOf = (audience: typeof nobody) => ({ title: 'To strangers', period: '2026-03', audience });
  const strangerMessage = (id: string) => englishOf(m.chosenNotRelated(id));

  it('is refused when the draft is saved, naming the field and each person, and nothing is stored', async () => {
    const startup = (await buildStartup(t, founder.id, { name: 'Stranger Co' })).id;
    const [connected, stranger] = await Promise.all([signUpWithRole(t, 'investor'), signUpWithRole(t, 'investor')]);
    await connect(t, founder, connected);
    const created = await t.app.inject(
      as(founder, { method: 'POST', url: `/api/startups/${startup}/updates`, payload: draftOf({ ...nobody, userIds: [connected.id, stranger.id, 'not-a-user', founder.id] }) }),
    );
    expect(created.statusCode).toBe(400);
    expect(created.json().issues).toEqual([
      { path: 'audience.userIds.1', message: strangerMessage(stranger.id) },
      { path: 'audience.userIds.2', message: strangerMessage('not-a-user') },
      { path: 'audience.userIds.3', message: strangerMessage(founder.id) },
    ]);
    // An id nobody has reads the same as a stranger's: the answer tells nothing about accounts.
    expect(created.json().message).toBe(strangerMessage(stranger.id));
    expect((await t.app.inject(as(founder, { method: 'GET', url: `/api/startups/${startup}/updates` }))).json()).toEqual([]);

    const draft = await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${startup}/updates`, payload: draftOf({ ...nobody, userIds: [connected.id] }) }));
    expect(draft.statusCode).toBe(201);
    const edited = await t.app.inject(as(founder, { method: 'PUT', url: `/api/updates/${draft.json().id}`, payload: draftOf({ ...nobody, userIds: [stranger.id] }) }));
    expect(edited.statusCode).toBe(400);
    expect(edited.json().issues).toEqual([{ path: 'audience.userIds.0', message: strangerMessage(stranger.id) }]);
    expect(new Map((await t.app.inject(as(founder, { method: 'GET', url: `/api/updates/${draft.json().id}` }))).json().founder.audience.userIds.map((id: string) => [id, true]))).toEqual(
      new Map([[connected.id, true]]),
    );
  });

  it('who stopped being related is left out of the preview, unnamed, and refused by name at sending', async () => {
    const startup = (await buildStartup(t, founder.id, { name: 'Lapsed Co' })).id;
    const [holder, connected] = await Promise.all([signUpWithRole(t, 'investor'), signUpWithRole(t, 'investor')]);
    await connect(t, founder, connected);
    // The holder is related only through a financials share; the share needs a connection, which then ends.
    await connect(t, founder, holder);
    const share = await shareFinancials(t, founder, startup, holder, ['cap_table']);
    await disconnect(founder, holder);
    const id = await writeUpdate(t, founder, startup, { audience: { ...nobody, userIds: [connected.id, holder.id] } });
    expect((await t.app.inject(as(founder, { method: 'DELETE', url: `/api/startups/${startup}/financial-shares/${share}` }))).statusCode).toBe(204);

    const preview = (await t.app.inject(as(founder, { method: 'GET', url: `/api/updates/${id}/audience` }))).json();
    expect(preview.count).toBe(1);
    expect(JSON.stringify(preview)).not.toContain(holder.id);
    expect(preview.people).toEqual([{ person: { id: connected.id, name: expect.any(String) }, reason: 'chosen' }]);

    const sent = await t.app.inject(as(founder, { method: 'POST', url: `/api/updates/${id}/send` }));
    expect(sent.statusCode).toBe(400);
    expect(sent.json().issues).toEqual([{ path: 'audience.userIds.1', message: strangerMessage(holder.id) }]);
    const still = (await t.app.inject(as(founder, { method: 'GET', url: `/api/updates/${id}` }))).json();
    expect([still.status, still.founder.recipients]).toEqual(['draft', []]);
    expect(await canRead(holder, id)).toBe(false);
    expect(await canRead(connected, id)).toBe(false);
  });
});

describe('connections', () => {
  it('reads connections of the founder, accepted only', async () => {
    const startup = (await buildStartup(t, founder.id, { name: 'Network Co' })).id;
    const [accepted, pending] = await Promise.all([signUpWithRole(t, 'investor'), signUpWithRole(t, 'investor')]);
    await connect(t, founder, accepted);
    await t.app.inject(as(pending, { method: 'POST', url: '/api/users/connections', payload: { addresseeId: founder.id } }));
    const id = await sendUpdate(t, founder, startup, { audience: { ...nobody, connections: true } });
    const recipients = new Map(await recipientsOf(id));
    expect(recipients.get(accepted.id)).toBe('connection');
    expect(recipients.has(pending.id)).toBe(false);
  });
});

describe('the people a founder may choose by name', () => {
  it('are the confirmed investors, share holders and connections, each with every reason, and nobody else', async () => {
    const owner = await signUpWithRole(t, 'founder');
    const ownStartup = (await buildStartup(t, owner.id)).id;
    const investor = await signUpWithRole(t, 'investor');
    await confirmedInvestment(t, investor, owner, ownStartup);
    const holder = await signUpWithRole(t, 'investor');
    await connect(t, owner, holder);
    await grantRoom(t, owner, await createRoom(t, owner, ownStartup, 'Round'), holder, 'view');
    // The grant outlives the connection: the holder stays choosable for the share alone.
    await disconnect(owner, holder);
    const friend = await signUpWithRole(t, 'investor');
    await connect(t, owner, friend);
    await connect(t, owner, investor);
    const claimant = await signUpWithRole(t, 'investor');
    // A round the founder never confirmed relates nobody.
    await recordInvestment(t, claimant, ownStartup);

    const response = await t.app.inject(as(owner, { method: 'GET', url: `/api/startups/${ownStartup}/updates/audience-people` }));
    expect(response.statusCode).toBe(200);
    const reasonsById = Object.fromEntries(response.json().map((p: { person: { id: string }; reasons: string[] }) => [p.person.id, p.reasons]));
    expect(reasonsById).toEqual({ [investor.id]: ['investor', 'connection'], [holder.id]: ['share'], [friend.id]: ['connection'] });
  });

  it('are the founder\'s to see: another founder and a connection get 404', async () => {
    const friend = await signUpWithRole(t, 'investor');
    await connect(t, founder, friend);
    const other = await signUpWithRole(t, 'founder');
    for (const caller of [friend, other]) {
      expect((await t.app.inject(as(caller, { method: 'GET', url: `/api/startups/${startupId}/updates/audience-people` }))).statusCode).toBe(404);
    }
  });
});
