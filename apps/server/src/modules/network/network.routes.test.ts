import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkMessages } from '@baobab/contracts/network';
import { textMessages } from '@baobab/contracts/text';
import { investorProfiles } from '../../db/schema/profiles';
import { as, createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/test-app';
import { connect } from '../../test/factories/network';
import { signUpFounder, signUpInvestor, signUpWithRole } from '../../test/factories/users';

let t: TestApp;
let viewer: TestUser;
const tag = `Zubu${Date.now()}`;
beforeAll(async () => {
  t = await createTestApp();
  viewer = await signUpUser(t.app, { firstName: 'Viewer' });
});
afterAll(() => t.close());

const search = (query: string, user: TestUser | null = viewer) => t.app.inject(as(user, { method: 'GET', url: `/api/users/search?${query}` }));
const setProfile = (user: TestUser, payload: Record<string, unknown>) => t.app.inject(as(user, { method: 'PUT', url: '/api/users/profile', payload }));

describe('GET /api/users/search', () => {
  it('pages through matching people 20 at a time, newest first, never listing the viewer', async () => {
    for (let i = 0; i < 23; i += 1) await signUpUser(t.app, { firstName: `Person${i}`, lastName: tag });
    const first = await search(`q=${tag}&limit=20&offset=0`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(20);
    expect(first.json()[0].firstName).toBe('Person22');
    const second = await search(`q=${tag}&limit=20&offset=20`);
    expect(second.json().map((p: { firstName: string }) => p.firstName)).toEqual(['Person2', 'Person1', 'Person0']);
    expect(first.json().some((p: { id: string }) => p.id === viewer.id)).toBe(false);
  });

  it('filters by role, fund investors, location, experience level and availability', async () => {
    const founder = await signUpWithRole(t, 'founder', { firstName: 'Ada', lastName: `F${tag}` });
    const angel = await signUpWithRole(t, 'investor', { firstName: 'Bola', lastName: `I${tag}` });
    const fund = await signUpWithRole(t, 'investor', { firstName: 'Chidi', lastName: `I${tag}` });
    const base = { investmentThesis: 'Backing African fintech at seed.', minTicketSize: 10_000, maxTicketSize: 100_000, averageTicketSize: 50_000 };
    await t.db.insert(investorProfiles).values([{ ...base, userId: angel.id, type: 'angel' }, { ...base, userId: fund.id, type: 'vc_partner' }]);
    await setProfile(founder, { location: 'Nairobi, Kenya', experienceLevel: 'senior', isOpenToWork: true, skills: ['Go', 'Payments', 'Kubernetes', 'Product'] });

    const names = async (query: string) => (await search(query)).json().map((p: { firstName: string }) => p.firstName).sort();
    expect(await names(`q=${tag}&userType=founder`)).toEqual(['Ada']);
    expect(await names(`q=${tag}&userType=investor`)).toEqual(['Bola', 'Chidi']);
    expect(await names(`q=${tag}&userType=vc_fund`)).toEqual(['Chidi']);
    expect(await names(`q=${tag}&location=nairobi`)).toEqual(['Ada']);
    expect(await names(`q=${tag}&experienceLevel=senior`)).toEqual(['Ada']);
    expect(await names(`q=${tag}&availability=true`)).toEqual(['Ada']);
    expect((await names(`q=${tag}&availability=false`)).includes('Ada')).toBe(false);
    expect(await names(`q=kubernetes ${tag}`)).toEqual(['Ada']);
    const [card] = (await search(`q=F${tag}`)).json();
    expect(card).toMatchObject({ skills: ['Go', 'Payments', 'Kubernetes', 'Product'], userType: 'founder', relation: 'none' });
  });

  it('answers odd input with results or an empty list, never an error', async () => {
    const odd = ['', 'x'.repeat(1000), "'; drop table \"user\"; --", '<script>alert(1)</script>', '%', '_', '\\', '🦁🌍', '%00', 'a%00b'];
    for (const q of odd) {
      const response = await search(`q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
      expect(Array.isArray(response.json())).toBe(true);
    }
    expect((await search('q=%25')).json()).toEqual([]);
    // A NUL cannot be stored or searched (PostgreSQL text refuses it): a 400 naming the field.
    const nul = await search(`q=${encodeURIComponent('\u0000')}`);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toContain(textMessages.nul);
    expect((await search('userType=all&experienceLevel=&location=')).statusCode).toBe(200);
  });

  it('answers 401 when nobody is signed in', async () => {
    expect((await search('q=a', null)).statusCode).toBe(401);
  });
});

describe('connections', () => {
  it('sends, lists as invitations, accepts, and shows both people as connected', async () => {
    const a = await signUpUser(t.app, { firstName: 'Amara' });
    const b = await signUpUser(t.app, { firstName: 'Baraka' });
    const sent = await t.app.inject(as(a, { method: 'POST', url: '/api/users/connections', payload: { addresseeId: b.id } }));
    expect(sent.json()).toMatchObject({ status: 'pending' });
    const again = await t.app.inject(as(a, { method: 'POST', url: '/api/users/connections', payload: { addresseeId: b.id } }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(networkMessages.requestExists);

    const outgoing = (await t.app.inject(as(a, { method: 'GET', url: '/api/users/connections/invitations' }))).json().outgoing;
    expect(outgoing[0].connectedUser.firstName).toBe('Baraka');
    const [incoming] = (await t.app.inject(as(b, { method: 'GET', url: '/api/users/connections/invitations' }))).json().incoming;
    expect(incoming).toMatchObject({ status: 'pending', connectedUser: { firstName: 'Amara' } });

    // Only the person asked may answer.
    expect((await t.app.inject(as(a, { method: 'POST', url: `/api/users/connections/${incoming.id}/accept` }))).statusCode).toBe(404);
    expect((await t.app.inject(as(b, { method: 'POST', url: `/api/users/connections/${incoming.id}/accept` }))).statusCode).toBe(204);
    // A second answer is refused as answered already, not as missing.
    expect((await t.app.inject(as(b, { method: 'POST', url: `/api/users/connections/${incoming.id}/accept` }))).statusCode).toBe(409);

    const mine = (await t.app.inject(as(a, { method: 'GET', url: '/api/users/connections' }))).json();
    expect(mine).toEqual([expect.objectContaining({ status: 'accepted', connectedUser: expect.objectContaining({ firstName: 'Baraka' }) })]);
    const stats = (await t.app.inject(as(a, { method: 'GET', url: '/api/users/network-stats' }))).json();
    expect(stats).toMatchObject({ connections: 1, pendingIncoming: 0, pendingOutgoing: 0, acceptanceRate: 100 });
  });

  it('names a connected investor’s profile, by which a founder adds them to a round’s board, and nobody else’s', async () => {
    const founder = await signUpFounder(t);
    const investor = await signUpInvestor(t, {}, { firstName: 'Chiamaka' });
    const friend = await signUpUser(t.app, { firstName: 'Dayo' });
    await connect(t, founder, investor);
    await connect(t, founder, friend);
    const mine = (await t.app.inject(as(founder, { method: 'GET', url: '/api/users/connections' }))).json() as { connectedUser: { firstName: string; investorId: number | null } }[];
    const byName = Object.fromEntries(mine.map((c) => [c.connectedUser.firstName, c.connectedUser.investorId]));
    expect(byName).toEqual({ Chiamaka: investor.investorId, Dayo: null });
  });

  it('accepts at once when the other person had already asked, and holds a declined requester to the cool-down', async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    await t.app.inject(as(a, { method: 'POST', url: '/api/users/connections', payload: { addresseeId: b.id } }));
    const back = await t.app.inject(as(b, { method: 'POST', url: '/api/users/connections', payload: { addresseeId: a.id } }));
    expect(back.json()).toMatchObject({ status: 'accepted' });

    const c = await signUpUser(t.app);
    await t.app.inject(as(a, { method: 'POST', url: '/api/users/connections', payload: { addresseeId: c.id } }));
    const [incoming] = (await t.app.inject(as(c, { method: 'GET', url: '/api/users/connections/invitations' }))).json().incoming;
    expect((await t.app.inject(as(c, { method: 'POST', url: `/api/users/connections/${incoming.id}/decline` }))).statusCode).toBe(204);
    const stats = (await t.app.inject(as(a, { method: 'GET', url: '/api/users/network-stats' }))).json();
    // One request accepted (by the reciprocal request), one declined.
    expect(stats.acceptanceRate).toBe(50);
    const retry = await t.app.inject(as(a, { method: 'POST', url: '/api/users/connections', payload: { addresseeId: c.id } }));
    expect(retry.statusCode).toBe(409);
    // The person who declined may still change their mind and ask.
    const changedMind = await t.app.inject(as(c, { method: 'POST', url: '/api/users/connections', payload: { addresseeId: a.id } }));
    expect(changedMind.json()).toMatchObject({ status: 'pending' });
  });

  it('refuses connecting to yourself or to nobody', async () => {
    const self = await t.app.inject(as(viewer, { method: 'POST', url: '/api/users/connections', payload: { addresseeId: viewer.id } }));
    expect(self.json().message).toBe(networkMessages.cannotConnectToSelf);
    const ghost = await t.app.inject(as(viewer, { method: 'POST', url: '/api/users/connections', payload: { addresseeId: 'no-such-user' } }));
    expect(ghost.statusCode).toBe(404);
  });

  it('shows the relation on search cards', async () => {
    const other = await signUpUser(t.app, { lastName: `Rel${tag}` });
    await t.app.inject(as(viewer, { method: 'POST', url: '/api/users/connections', payload: { addresseeId: other.id } }));
    expect((await search(`q=Rel${tag}`)).json()[0].relation).toBe('outgoing');
    const [card] = (await search(`q=${encodeURIComponent('Viewer')}`, other)).json();
    expect(card.relation).toBe('incoming');
  });
});

