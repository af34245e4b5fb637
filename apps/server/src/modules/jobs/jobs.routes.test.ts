import { englishOf } from '@baobab/contracts/i18n/message-english';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLimitMessages, accountLimitRules } from '@baobab/contracts/account-limits';
import { jobMessages } from '@baobab/contracts/jobs';
import { eq } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs';
import { validationMessages } from '@baobab/contracts/ui-strings';
import { as, createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/test-app';
import { buildJob, postJob } from '../../test/factories/jobs';
import { makeEstablished } from '../../test/factories/users';

let t: TestApp;
let poster: TestUser;
let seeker: TestUser;
const tag = `Qx${Date.now()}`;
beforeAll(async () => {
  t = await createTestApp();
  poster = await signUpUser(t.app, { firstName: 'Fatima', lastName: 'Diallo' });
  seeker = await signUpUser(t.app);
  await makeEstablished(t, poster);
});
afterAll(() => t.close());

const list = async (query: string, user: TestUser | null = seeker) =>
  (await t.app.inject(as(user, { method: 'GET', url: `/api/jobs?${query}` }))).json() as { id: number; title: string; isSaved: boolean; isOwner: boolean }[];
const titles = async (query: string) => (await list(query)).map((j) => j.title).sort();

describe('POST /api/jobs', () => {
  it('posts a job with every field and returns it with its poster', async () => {
    const payload = buildJob({ title: `Payments Engineer ${tag}`, salaryMin: 40000, salaryMax: 60000, equityMin: 0.1, equityMax: 0.5, requirements: 'Go', benefits: 'Health', applicationUrl: 'https://jobs.example.com/1', applicationEmail: 'jobs@example.com' });
    const response = await t.app.inject(as(poster, { method: 'POST', url: '/api/jobs', payload }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ ...payload, user: { firstName: 'Fatima', lastName: 'Diallo', email: poster.email }, isOwner: true, isSaved: false });
  });

  it("refuses missing fields with the spec's messages", async () => {
    const response = await t.app.inject(as(poster, { method: 'POST', url: '/api/jobs', payload: {} }));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((i: { message: string }) => i.message)).toEqual([
      validationMessages.jobTitle,
      validationMessages.jobDescription,
      validationMessages.jobType,
      validationMessages.jobCategory,
      validationMessages.jobLocation,
    ]);
  });

  it('enforces minimum ≤ maximum for salary and equity', async () => {
    const salary = await t.app.inject(as(poster, { method: 'POST', url: '/api/jobs', payload: buildJob({ salaryMin: 9, salaryMax: 5 }) }));
    expect(salary.json().issues).toEqual([{ path: 'salaryMax', message: jobMessages.salaryOrder }]);
    const equity = await t.app.inject(as(poster, { method: 'POST', url: '/api/jobs', payload: buildJob({ equityMin: 2, equityMax: 1.5 }) }));
    expect(equity.json().issues).toEqual([{ path: 'equityMax', message: jobMessages.equityOrder }]);
  });

  it('answers 401 when nobody is signed in', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/jobs', payload: buildJob() })).statusCode).toBe(401);
  });
});

describe('GET /api/jobs', () => {
  beforeAll(async () => {
    await postJob(t, poster, { title: `Cofounder CTO ${tag}`, jobType: 'Co-founder', category: 'Leadership', location: 'Nairobi' });
    await postJob(t, poster, { title: `Ops Lead ${tag}`, category: 'Operations', location: 'Remote', isRemote: true });
    await postJob(t, poster, { title: `Board Advisor ${tag}`, jobType: 'Advisor', category: 'Advisory', location: 'Accra' });
  });

  it('applies the tab rules', async () => {
    expect(await titles(`q=${tag}&tab=cofounders`)).toEqual([`Cofounder CTO ${tag}`]);
    expect(await titles(`q=${tag}&tab=operators`)).toEqual([`Ops Lead ${tag}`]);
    expect(await titles(`q=${tag}&tab=advisors`)).toEqual([`Board Advisor ${tag}`]);
    expect(await titles(`q=${tag}&tab=jobs`)).not.toContain(`Cofounder CTO ${tag}`);
    expect(await titles(`q=${tag}&tab=all`)).toHaveLength(4);
  });

  it('filters by category, location, type and remote on the server', async () => {
    expect(await titles(`q=${tag}&category=Advisory`)).toEqual([`Board Advisor ${tag}`]);
    expect(await titles(`q=${tag}&location=Nairobi`)).toEqual([`Cofounder CTO ${tag}`]);
    expect(await titles(`q=${tag}&location=Remote`)).toEqual([`Ops Lead ${tag}`]);
    expect(await titles(`q=${tag}&jobType=Advisor`)).toEqual([`Board Advisor ${tag}`]);
    expect(await titles(`q=${tag}&remote=true`)).toEqual([`Ops Lead ${tag}`]);
  });

  it('is public, pages by 20 and survives odd search text', async () => {
    expect((await list(`q=${tag}`, null)).length).toBe(4);
    expect((await list(`q=${tag}&limit=2&offset=0`)).length).toBe(2);
    expect((await list(`q=${tag}&limit=2&offset=2`)).length).toBe(2);
    for (const q of ['x'.repeat(1000), "' or 1=1 --", '<img src=x onerror=alert(1)>', '🚀', '%_%']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/jobs?q=${encodeURIComponent(q)}` });
      expect(response.statusCode, q).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs?limit=21' })).statusCode).toBe(400);
  });
});

describe('editing, closing and saving', () => {
  it("lets only the poster edit and close a job; others get 404", async () => {
    const job = await postJob(t, poster, { title: `Editable ${tag}` });
    const edit = (user: TestUser) => t.app.inject(as(user, { method: 'PUT', url: `/api/jobs/${job.id}`, payload: buildJob({ title: `Edited ${tag}` }) }));
    expect((await edit(seeker)).statusCode).toBe(404);
    expect((await edit(poster)).json().title).toBe(`Edited ${tag}`);
    expect((await t.app.inject(as(seeker, { method: 'POST', url: `/api/jobs/${job.id}/close` }))).statusCode).toBe(404);
    expect((await t.app.inject(as(poster, { method: 'POST', url: `/api/jobs/${job.id}/close` }))).statusCode).toBe(204);
    expect(await titles(`q=Edited ${tag}`)).toEqual([]);
    expect((await t.app.inject(as(poster, { method: 'PUT', url: '/api/jobs/999999', payload: buildJob() }))).statusCode).toBe(404);
  });

  it('saves a job to the saved list and unsaves it', async () => {
    const job = await postJob(t, poster, { title: `Saveable ${tag}` });
    expect((await t.app.inject(as(seeker, { method: 'POST', url: `/api/jobs/${job.id}/save` }))).statusCode).toBe(204);
    expect((await t.app.inject(as(seeker, { method: 'POST', url: `/api/jobs/${job.id}/save` }))).statusCode).toBe(204);
    const saved = (await t.app.inject(as(seeker, { method: 'GET', url: '/api/jobs/saved' }))).json();
    expect(saved.map((j: { title: string }) => j.title)).toEqual([`Saveable ${tag}`]);
    expect((await list(`q=Saveable ${tag}`))[0]!.isSaved).toBe(true);
    expect((await list(`q=Saveable ${tag}`, poster))[0]!.isSaved).toBe(false);
    expect((await t.app.inject(as(seeker, { method: 'DELETE', url: `/api/jobs/${job.id}/save` }))).statusCode).toBe(204);
    expect((await t.app.inject(as(seeker, { method: 'GET', url: '/api/jobs/saved' }))).json()).toEqual([]);
    expect((await t.app.inject(as(seeker, { method: 'POST', url: '/api/jobs/999999/save' }))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/jobs/${job.id}/save` })).statusCode).toBe(401);
  });
});

describe('the daily job-post limit', () => {
  it(`stops a new account at ${accountLimitRules.jobPosts.newAccount} posts in 24 hours, saying why, and stores nothing more`, async () => {
    const newcomer = await signUpUser(t.app);
    for (let i = 0; i < accountLimitRules.jobPosts.newAccount; i += 1) await postJob(t, newcomer);
    const over = await t.app.inject(as(newcomer, { method: 'POST', url: '/api/jobs', payload: buildJob() }));
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(englishOf(accountLimitMessages.reached('jobPosts', accountLimitRules.jobPosts.newAccount, { isNew: true, isPenalised: false })));
    const mine = await t.db.select().from(jobs).where(eq(jobs.userId, newcomer.id));
    expect(mine).toHaveLength(accountLimitRules.jobPosts.newAccount);
  });
});
