/**
 * One definition per count: the dashboard (GET /api/dashboard/stats) and the Network screen
 * (GET /api/users/network-stats) state the same matches, connections and invitations for the same
 * user, and each equals what the lists behind it hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/test-app';
import { createStartup } from '../../test/factories/startups';
import { connect, requestConnection } from '../../test/factories/network';
import { signUpFounder, signUpInvestor } from '../../test/factories/users';

let t: TestApp;
let founder: TestUser;
let investor: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpFounder(t);
  investor = await signUpInvestor(t, { sectors: ['FinTech'], geographies: ['Africa'], countries: ['SN'], stages: ['Seed'], minTicketSize: 10_000, averageTicketSize: 50_000, maxTicketSize: 200_000 });
  // Another investor the founder's startup also matches, so the founder's count is not the investor's.
  await signUpInvestor(t, { sectors: ['Fintech'], geographies: ['Africa'], stages: ['Seed'] });
  stranger = await signUpUser(t.app);
  await createStartup(t, founder, { sector: 'FinTech', region: 'Africa', fundingStage: 'Seed', raisingAmount: '$500K' });
  await connect(t, founder, investor);
  await requestConnection(t, stranger, investor);
}, 120_000);
afterAll(() => t.close());

const get = async (user: TestUser, url: string) => {
  const response = await t.app.inject(as(user, { method: 'GET', url }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

async function countsOnBothScreens(user: TestUser) {
  const [dashboard, network, connections, invitations] = await Promise.all([
    get(user, '/api/dashboard/stats'),
    get(user, '/api/users/network-stats'),
    get(user, '/api/users/connections'),
    get(user, '/api/users/connections/invitations'),
  ]);
  return { dashboard, network, lists: { connections: connections.length, incoming: invitations.incoming.length, outgoing: invitations.outgoing.length } };
}

describe('one definition per count', () => {
  it.each([
    ['the investor', () => investor, { matches: 1, connections: 1, pendingInvitations: 1, sentInvitations: 0 }],
    ['the founder', () => founder, { matches: 2, connections: 1, pendingInvitations: 0, sentInvitations: 0 }],
    ['a person who sent a request', () => stranger, { matches: 0, connections: 0, pendingInvitations: 0, sentInvitations: 1 }],
  ] as const)('gives %s the same matches, connections and invitations on the dashboard and on Network', async (_, who, expected) => {
    const { dashboard, network, lists } = await countsOnBothScreens(who());
    expect(dashboard.counts).toEqual(expected);
    expect(dashboard.activeMatches).toBe(expected.matches);
    expect({ matches: network.matches, connections: network.connections, pendingInvitations: network.pendingIncoming, sentInvitations: network.pendingOutgoing }).toEqual(dashboard.counts);
    expect(lists).toEqual({ connections: expected.connections, incoming: expected.pendingInvitations, outgoing: expected.sentInvitations });
  });

  it('moves both screens together when an invitation is answered', async () => {
    const invitation = (await get(investor, '/api/users/connections/invitations')).incoming[0];
    await t.app.inject(as(investor, { method: 'POST', url: `/api/users/connections/${invitation.id}/accept` }));
    const { dashboard, network } = await countsOnBothScreens(investor);
    expect(dashboard.counts).toMatchObject({ connections: 2, pendingInvitations: 0 });
    expect(network).toMatchObject({ connections: 2, pendingIncoming: 0, matches: dashboard.counts.matches });
  });
});
