import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
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

  it('needs a signed-in reader', async () => {
    expect((await sharedWith(null)).statusCode).toBe(401);
  });
});
