/**
 * The jobs board's pages are cached (jobs.cache.ts, decision 0010): every write that changes a page
 * shows at once, the page having been read (and cached) just before it; and what belongs to a viewer
 * (saved, posted by them, the poster's e-mail for members) never reaches another viewer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/test-app';
import { buildJob, postJob } from '../../test/factories/jobs';
import { makeAdmin, makeEstablished } from '../../test/factories/users';

let t: TestApp;
let poster: TestUser;
let seeker: TestUser;
let other: TestUser;
let admin: TestUser;
const tag = `Jc${Date.now()}`;
beforeAll(async () => {
  t = await createTestApp();
  poster = await signUpUser(t.app, { firstName: 'Fatima' });
  seeker = await signUpUser(t.app);
  other = await signUpUser(t.app);
  admin = await signUpUser(t.app);
  await makeAdmin(t, admin);
  await makeEstablished(t, poster);
});
afterAll(() => t.close());

type Listed = { id: number; title: string; isSaved: boolean; isOwner: boolean; user: { firstName: string; email: string } };
const board = async (words: string, user: TestUser | null = null) => {
  const response = await t.app.inject(as(user, { method: 'GET', url: `/api/jobs?q=${encodeURIComponent(words)}` }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Listed[];
};
const titles = async (words: string, user: TestUser | null = null) => (await board(words, user)).map((job) => job.title);

describe('the cached jobs board', () => {
  it('lists a posted job, an edit and a close at once, for visitors and members alike', async () => {
    const words = `Posted ${tag}`;
    expect(await titles(words)).toEqual([]);
    expect(await titles(words, seeker)).toEqual([]);
    const job = await postJob(t, poster, { title: `Engineer ${words}` });
    expect(await titles(words)).toEqual([`Engineer ${words}`]);
    expect(await titles(words, seeker)).toEqual([`Engineer ${words}`]);
    const edited = await t.app.inject(as(poster, { method: 'PUT', url: `/api/jobs/${job.id}`, payload: buildJob({ title: `Lead ${words}` }) }));
    expect(edited.statusCode).toBe(200);
    expect(await titles(words)).toEqual([`Lead ${words}`]);
    expect((await t.app.inject(as(poster, { method: 'POST', url: `/api/jobs/${job.id}/close` }))).statusCode).toBe(204);
    expect(await titles(words)).toEqual([]);
    expect(await titles(words, seeker)).toEqual([]);
  });

  it('takes a job an admin hides off the board at once and back when unhidden', async () => {
    const words = `Hidden ${tag}`;
    const job = await postJob(t, poster, { title: `Analyst ${words}` });
    expect(await titles(words)).toEqual([`Analyst ${words}`]);
    const hide = (action: 'hide' | 'unhide') => t.app.inject(as(admin, { method: 'POST', url: `/api/admin/reports/${action}`, payload: { targetType: 'job', targetId: String(job.id), reason: 'Scam' } }));
    expect((await hide('hide')).statusCode).toBe(204);
    expect(await titles(words)).toEqual([]);
    expect((await hide('unhide')).statusCode).toBe(204);
    expect(await titles(words)).toEqual([`Analyst ${words}`]);
  });

  it("takes a suspended poster's jobs off the board at once and back when lifted", async () => {
    const words = `Suspended ${tag}`;
    // Suspending ends the account's sessions, so this poster is one of its own.
    const suspended = await signUpUser(t.app);
    await makeEstablished(t, suspended);
    await postJob(t, suspended, { title: `Broker ${words}` });
    expect(await titles(words)).toEqual([`Broker ${words}`]);
    const act = (action: string) => t.app.inject(as(admin, { method: 'POST', url: `/api/admin/accounts/${suspended.id}/actions`, payload: { action, reason: 'Fraud reports' } }));
    expect((await act('suspend')).statusCode).toBe(204);
    expect(await titles(words)).toEqual([]);
    expect((await act('unsuspend')).statusCode).toBe(204);
    expect(await titles(words)).toEqual([`Broker ${words}`]);
  });

  it("shows the poster's new name at once", async () => {
    const words = `Renamed ${tag}`;
    await postJob(t, poster, { title: `Designer ${words}` });
    expect((await board(words))[0]!.user.firstName).toBe('Fatima');
    expect((await t.app.inject(as(poster, { method: 'POST', url: '/api/auth/update-user', payload: { firstName: 'Aminata' } }))).statusCode).toBe(200);
    expect((await board(words))[0]!.user.firstName).toBe('Aminata');
  });

  it("never serves one viewer's saved or posted marks, or a member's view, to another", async () => {
    const words = `Marks ${tag}`;
    const job = await postJob(t, poster, { title: `Marketer ${words}` });
    // The shared answers are made (and cached) first, then each viewer's own.
    const visitorFirst = (await board(words))[0]!;
    expect(visitorFirst).toMatchObject({ isSaved: false, isOwner: false, user: { email: '' } });
    expect((await board(words, other))[0]).toMatchObject({ isSaved: false, isOwner: false, user: { email: poster.email } });
    expect((await t.app.inject(as(seeker, { method: 'POST', url: `/api/jobs/${job.id}/save` }))).statusCode).toBe(204);
    expect((await board(words, seeker))[0]).toMatchObject({ isSaved: true, isOwner: false });
    expect((await board(words, poster))[0]).toMatchObject({ isSaved: false, isOwner: true });
    expect((await board(words, other))[0]).toMatchObject({ isSaved: false, isOwner: false });
    expect((await board(words))[0]).toEqual(visitorFirst);
    expect((await t.app.inject(as(seeker, { method: 'DELETE', url: `/api/jobs/${job.id}/save` }))).statusCode).toBe(204);
    expect((await board(words, seeker))[0]).toMatchObject({ isSaved: false, isOwner: false });
  });
});
