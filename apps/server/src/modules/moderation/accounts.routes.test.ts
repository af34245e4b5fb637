import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationMessages } from '@baobab/contracts/moderation';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { fireTogether } from '../../test/concurrency';
import { as, createTestApp, nextAddress, signUpUser, type TestApp, type TestUser } from '../../test/test-app';
import { postJob } from '../../test/factories/jobs';
import { buildStartup } from '../../test/factories/startups';
import { makeAdmin, signUpFounder, signUpInvestor } from '../../test/factories/users';

let t: TestApp;
let admin: TestUser;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpUser(t.app, { firstName: 'Ada', lastName: 'Admin' });
  await makeAdmin(t, admin);
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

const act = (userId: string, action: string, by: TestUser = admin, extra: object = {}) =>
  t.app.inject(as(by, { method: 'POST', url: `/api/admin/accounts/${userId}/actions`, payload: { action, reason: 'Fraud reports', ...extra } }));
const get = (user: TestUser | null, url: string) => t.app.inject(as(user, { method: 'GET', url }));
const signIn = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: 'correct-horse-battery' }, remoteAddress: nextAddress() });

/** A founder with a startup and a job, seen by a visitor. */
async function founderWithContent(name: string) {
  const founder = await signUpFounder(t);
  const startup = await buildStartup(t, founder.id, { name });
  const job = await postJob(t, founder, { title: `${name} engineer` });
  return { founder, startupId: startup.id, jobId: job.id };
}
const startupNames = async (q: string) => ((await get(null, `/api/startups?q=${encodeURIComponent(q)}`)).json().items ?? (await get(null, `/api/startups?q=${encodeURIComponent(q)}`)).json()).map((s: { name: string }) => s.name);
const jobTitles = async () => ((await get(null, '/api/jobs')).json() as { title: string }[]).map((j) => j.title);

describe('suspending an account', () => {
  it('ends its sessions at once, refuses its sign-in with a clear message, and takes its public content down until lifted', async () => {
    const { founder, startupId } = await founderWithContent('Quokka Pay');
    const viewer = await signUpUser(t.app);
    expect(await startupNames('Quokka')).toContain('Quokka Pay');
    expect(await jobTitles()).toContain('Quokka Pay engineer');

    expect((await act(founder.id, 'suspend')).statusCode).toBe(204);
    expect((await get(founder, '/api/auth/user')).statusCode).toBe(401);
    const refused = await signIn(founder.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(englishOf(moderationMessages.accountSuspended));
    expect(refused.headers['set-cookie'] ?? []).not.toEqual(expect.arrayContaining([expect.stringContaining('session_token=')]));

    expect(await startupNames('Quokka')).not.toContain('Quokka Pay');
    expect((await get(viewer, `/api/startups/${startupId}`)).statusCode).toBe(404);
    expect(await jobTitles()).not.toContain('Quokka Pay engineer');

    expect((await act(founder.id, 'suspend')).statusCode).toBe(409);
    expect((await act(founder.id, 'unsuspend', admin, { reason: 'Appeal accepted' })).statusCode).toBe(204);
    expect((await signIn(founder.email)).statusCode).toBe(200);
    expect(await startupNames('Quokka')).toContain('Quokka Pay');
    const history = (await get(admin, `/api/admin/accounts/${founder.id}`)).json();
    expect(history.status).toBe('active');
    expect(history.history[0]).toMatchObject({ action: 'suspend', reverseReason: 'Appeal accepted' });
  });

  it('removes a suspended investor from the directory and their detail page', async () => {
    const investor = await signUpInvestor(t, {}, { firstName: 'Zebedee', lastName: 'Quill' });
    const names = async () => ((await get(null, '/api/investors?q=Zebedee')).json() as { firstName?: string; name?: string }[]).length;
    const viewer = await signUpUser(t.app);
    const people = async () => ((await get(viewer, '/api/users/search?q=Zebedee')).json() as { id: string }[]).filter((p) => p.id === investor.id).length;
    expect(await names()).toBe(1);
    expect(await people()).toBe(1);
    await act(investor.id, 'ban');
    expect(await names()).toBe(0);
    expect(await people()).toBe(0);
    expect((await get(null, `/api/investors/${investor.investorId}`)).statusCode).toBe(404);
    expect((await t.app.inject(as(viewer, { method: 'POST', url: '/api/reports', payload: { targetType: 'profile', targetId: investor.id, reason: 'spam' } }))).statusCode).toBe(404);
    expect((await act(investor.id, 'unban')).statusCode).toBe(204);
    expect(await names()).toBe(1);
  });

  it('ends the account’s open live stream', async () => {
    const user = await signUpUser(t.app);
    const ended = new Promise<void>((resolve, reject) => {
      const request = http.get(`${baseUrl}/api/messages/stream`, { headers: { cookie: user.cookie, accept: 'text/event-stream' } }, (response) => {
        response.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes(': connected')) void act(user.id, 'suspend');
        });
        response.on('end', resolve);
      });
      request.on('error', reject);
    });
    await ended;
  });

  it('refuses to suspend oneself (400) or another admin (409); an unknown account is 404', async () => {
    const other = await signUpUser(t.app);
    await makeAdmin(t, other);
    expect((await act(admin.id, 'suspend')).statusCode).toBe(400);
    const toAdmin = await act(other.id, 'ban');
    expect(toAdmin.statusCode).toBe(409);
    expect(toAdmin.json().message).toBe(moderationMessages.cannotActOnAdmin);
    expect((await act('no-such-user', 'suspend')).statusCode).toBe(404);
  });

  it('leaves no request of the suspended account succeeding after the suspension commits, however they race', async () => {
    const user = await signUpUser(t.app);
    await fireTogether(t, [
      as(admin, { method: 'POST', url: `/api/admin/accounts/${user.id}/actions`, payload: { action: 'suspend', reason: 'Race' } }),
      ...Array.from({ length: 5 }, () => as(user, { method: 'GET', url: '/api/auth/user' })),
    ]);
    expect((await get(user, '/api/auth/user')).statusCode).toBe(401);
    expect((await get(user, '/api/notifications')).statusCode).toBe(401);
  });
});

describe('hidden content', () => {
  it('leaves the directory and detail page, except for its owner who is told; a hidden job leaves the board', async () => {
    const { founder, startupId, jobId } = await founderWithContent('Okapi Grid');
    const hide = (targetType: string, targetId: string) =>
      t.app.inject(as(admin, { method: 'POST', url: '/api/admin/reports/hide', payload: { targetType, targetId, reason: 'Fake company' } }));
    // Seen first by a visitor, so the page is in the public cache when it is hidden.
    expect((await get(null, `/api/startups/${startupId}`)).statusCode).toBe(200);
    expect((await hide('startup', String(startupId))).statusCode).toBe(204);
    expect((await hide('job', String(jobId))).statusCode).toBe(204);
    expect(await startupNames('Okapi')).not.toContain('Okapi Grid');
    expect((await get(null, `/api/startups/${startupId}`)).statusCode).toBe(404);
    const own = await get(founder, `/api/startups/${startupId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().isHidden).toBe(true);
    expect(await jobTitles()).not.toContain('Okapi Grid engineer');
    expect((await hide('startup', '999999')).statusCode).toBe(404);
    // What a person cannot see, they cannot report.
    const visitor = await signUpUser(t.app);
    const report = (targetType: string, targetId: string) => t.app.inject(as(visitor, { method: 'POST', url: '/api/reports', payload: { targetType, targetId, reason: 'spam' } }));
    expect((await report('startup', String(startupId))).statusCode).toBe(404);
    expect((await report('job', String(jobId))).statusCode).toBe(404);
    expect((await t.app.inject(as(admin, { method: 'POST', url: '/api/admin/reports/unhide', payload: { targetType: 'startup', targetId: String(startupId), reason: 'Verified' } }))).statusCode).toBe(204);
    expect(await startupNames('Okapi')).toContain('Okapi Grid');
    expect((await report('startup', String(startupId))).statusCode).toBe(201);
  });
});
