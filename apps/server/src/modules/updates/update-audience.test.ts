import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRoomGrants } from '../../db/schema/data-rooms';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { createRoom, grantRoom } from '../../test/factories/data-rooms';
import { connect } from '../../test/factories/network';
import { confirmedInvestment } from '../../test/factories/portfolio';
import { shareFinancials } from '../../test/factories/startup-access';
import { buildStartup } from '../../test/factories/startups';
import { sendUpdate } from '../../test/factories/updates';
import { signUpWithRole } from '../../test/factories/users';

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
    const id = await sendUpdate(t, founder, startup, {
      audience: { confirmedInvestors: true, shareHolders: true, connections: false, userIds: [investor.id, chosenOnly.id, founder.id, 'not-a-user'] },
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
