import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_STATUS_MAX_IDS } from '@baobab/contracts/viewer-relations';
import { as, createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/test-app';
import { connect } from '../../test/factories/network';
import { createStartup } from '../../test/factories/startups';
import { signUpFounder, signUpInvestor } from '../../test/factories/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const status = (user: TestUser | null, query: string) => t.app.inject(as(user, { method: 'GET', url: `/api/users/connections/status?${query}` }));
const send = (user: TestUser, payload: Record<string, unknown>) => t.app.inject(as(user, { method: 'POST', url: '/api/users/connections', payload }));

describe('GET /api/users/connections/status', () => {
  it('answers none, pending either way, connected with the thread, and self, for people, startups and investors in one request', async () => {
    const viewer = await signUpFounder(t);
    const ownStartup = await createStartup(t, viewer, { name: 'Own Ledger' });
    const founder = await signUpFounder(t);
    const startupId = await createStartup(t, founder, { name: 'Asked Ledger' });
    const investor = await signUpInvestor(t);
    const asker = await signUpUser(t.app);
    const stranger = await signUpUser(t.app);

    const sent = (await send(viewer, { toStartupId: startupId, message: 'Let us talk.' })).json();
    expect((await send(asker, { addresseeId: viewer.id })).statusCode).toBe(201);
    await connect(t, viewer, investor);

    const response = await status(viewer, `userIds=${asker.id},${stranger.id},${investor.id}&startupIds=${startupId},${ownStartup},999999&investorIds=${investor.investorId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.users[asker.id]).toEqual({ state: 'pending_received', connectionId: expect.any(Number) });
    expect(body.users[stranger.id]).toEqual({ state: 'none', connectionId: null });
    expect(body.users[investor.id]).toEqual({ state: 'connected', connectionId: expect.any(Number) });
    expect(body.startups[startupId]).toEqual({ state: 'pending_sent', connectionId: sent.id });
    expect(body.startups[ownStartup]).toEqual({ state: 'self', connectionId: null });
    expect(body.startups['999999']).toEqual({ state: 'none', connectionId: null });
    expect(body.investors[investor.investorId]).toEqual(body.users[investor.id]);

    // The other side sees the same connection from where they stand.
    expect((await status(founder, `userIds=${viewer.id}`)).json().users[viewer.id]).toEqual({ state: 'pending_received', connectionId: sent.id });
  });

  it('treats a declined or withdrawn request as none, so Connect shows again', async () => {
    const [a, b] = [await signUpUser(t.app), await signUpUser(t.app)];
    const { id } = (await send(a, { addresseeId: b.id })).json();
    await t.app.inject(as(a, { method: 'POST', url: `/api/users/connections/${id}/withdraw` }));
    expect((await status(a, `userIds=${b.id}`)).json().users[b.id]).toEqual({ state: 'none', connectionId: null });
  });

  it('needs a signed-in viewer and refuses more ids than a page holds', async () => {
    expect((await status(null, 'userIds=x')).statusCode).toBe(401);
    const viewer = await signUpUser(t.app);
    const many = Array.from({ length: CONNECTION_STATUS_MAX_IDS + 1 }, (_, i) => i + 1).join(',');
    expect((await status(viewer, `startupIds=${many}`)).statusCode).toBe(400);
    expect((await status(viewer, 'startupIds=abc')).statusCode).toBe(400);
    expect((await status(viewer, '')).json()).toEqual({ users: {}, startups: {}, investors: {} });
  });
});
