import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { as, createTestApp, forgetSessions, type TestApp, type TestUser } from '../../test/test-app';
import { connect } from '../../test/factories/network';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { createRoom, grantRoom } from '../../test/factories/data-rooms';
import { shareFinancials } from '../../test/factories/startup-access';

let t: TestApp;
let founder: TestUser;
let partner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [founder, partner, stranger] = await Promise.all([signUpWithRole(t, 'founder'), signUpWithRole(t, 'investor'), signUpWithRole(t, 'investor')]);
  await connect(t, founder, partner);
});
afterAll(() => t.close());

const sharedWith = async (user: TestUser | null) => t.app.inject(as(user, { method: 'GET', url: '/api/startup-access/shared-with-me' }));

describe('GET /api/startup-access/shared-with-me', () => {
  it('lists the startups whose financials or a data room were shared with the reader, and drops a revoked share', async () => {
    const byFinancials = (await buildStartup(t, founder.id, { name: 'Financials Shared' })).id;
    const byRoom = (await buildStartup(t, founder.id, { name: 'Room Shared' })).id;
    await buildStartup(t, founder.id, { name: 'Not Shared' });
    const shareId = await shareFinancials(t, founder, byFinancials, partner, ['cap_table']);
    const roomId = await createRoom(t, founder, byRoom, 'Seed round');
    await grantRoom(t, founder, roomId, partner, 'view');

    expect((await sharedWith(partner)).json()).toEqual({ startupIds: [byFinancials, byRoom] });
    expect((await sharedWith(stranger)).json()).toEqual({ startupIds: [] });
    // The founder's own startups are theirs, not shared with them.
    expect((await sharedWith(founder)).json()).toEqual({ startupIds: [] });

    await t.app.inject(as(founder, { method: 'DELETE', url: `/api/startups/${byFinancials}/financial-shares/${shareId}` }));
    expect((await sharedWith(partner)).json()).toEqual({ startupIds: [byRoom] });
  });

  it('reads a data-room grant by the rule the rooms read: an invitation bound to one account is not claimed by the next holder of its address', async () => {
    const startupId = (await buildStartup(t, founder.id, { name: 'Invited By Email' })).id;
    const roomId = await createRoom(t, founder, startupId, 'Series A');
    const email = `bound.${Date.now()}@example.com`;
    expect((await t.app.inject(as(founder, { method: 'POST', url: `/api/data-rooms/${roomId}/grants`, payload: { email, permission: 'view' } }))).statusCode).toBe(201);
    const invitee = await signUpWithRole(t, 'investor', { email });
    // Listing their rooms binds the invitation to the invitee's account (decision 0011).
    expect((await t.app.inject(as(invitee, { method: 'GET', url: '/api/data-rooms' }))).json().shared).toMatchObject([{ id: roomId }]);
    expect((await sharedWith(invitee)).json()).toEqual({ startupIds: [startupId] });

    // The invitee moves to another address; someone else then verifies the old one.
    await t.db.update(users).set({ email: `moved.${email}` }).where(eq(users.id, invitee.id));
    forgetSessions(t);
    const nextHolder = await signUpWithRole(t, 'investor', { email });
    expect((await t.app.inject(as(nextHolder, { method: 'GET', url: '/api/data-rooms' }))).json().shared).toEqual([]);
    expect((await sharedWith(nextHolder)).json()).toEqual({ startupIds: [] });
    expect((await sharedWith(invitee)).json()).toEqual({ startupIds: [startupId] });
  });

  it('needs a signed-in reader', async () => {
    expect((await sharedWith(null)).statusCode).toBe(401);
  });
});
