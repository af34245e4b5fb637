import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileMessages } from '@baobab/contracts/profiles';
import { as, createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpUser(t.app);
  stranger = await signUpUser(t.app);
});
afterAll(() => t.close());

const work = { type: 'work', title: 'Product Manager', company: 'Paystack', startDate: '2019-03-01', endDate: '2022-06-30', isCurrent: false, description: 'Merchant payments.' };
const create = (user: TestUser | null, payload: Record<string, unknown>) =>
  t.app.inject(as(user, { method: 'POST', url: '/api/users/experiences', payload }));

describe('experience items', () => {
  it('creates, lists (newest first), edits and deletes an item', async () => {
    const first = await create(owner, work);
    expect(first.statusCode).toBe(201);
    const current = await create(owner, { ...work, title: 'Head of Product', company: 'Flutterwave', startDate: '2022-07-01', endDate: null, isCurrent: true });
    expect(current.statusCode).toBe(201);

    const list = await t.app.inject(as(owner, { method: 'GET', url: '/api/users/experiences' }));
    expect(list.json().map((e: { title: string }) => e.title)).toEqual(['Head of Product', 'Product Manager']);

    const id = first.json().id;
    const edited = await t.app.inject(as(owner, { method: 'PUT', url: `/api/users/experiences/${id}`, payload: { ...work, title: 'Senior PM' } }));
    expect(edited.json()).toMatchObject({ id, title: 'Senior PM', endDate: '2022-06-30' });

    expect((await t.app.inject(as(owner, { method: 'DELETE', url: `/api/users/experiences/${id}` }))).statusCode).toBe(204);
    const after = await t.app.inject(as(owner, { method: 'GET', url: '/api/users/experiences' }));
    expect(after.json()).toHaveLength(1);
  });

  it('requires an end date after the start, or the item to be current', async () => {
    const before = await create(owner, { ...work, endDate: '2018-01-01' });
    expect(before.statusCode).toBe(400);
    expect(before.json().issues).toEqual([{ path: 'endDate', message: profileMessages.endDateAfterStart }]);
    const missing = await create(owner, { ...work, endDate: '' });
    expect(missing.json().issues[0].message).toBe(profileMessages.endDateRequired);
    const both = await create(owner, { ...work, isCurrent: true });
    expect(both.json().issues[0].message).toBe(profileMessages.endDateWithCurrent);
  });

  it('refuses a missing title, a bad type and a malformed date', async () => {
    expect((await create(owner, { ...work, title: ' ' })).json().issues[0].message).toBe(profileMessages.experienceTitle);
    expect((await create(owner, { ...work, type: 'hobby' })).statusCode).toBe(400);
    expect((await create(owner, { ...work, startDate: '01/02/2020' })).statusCode).toBe(400);
  });

  it("answers 404 to editing or deleting someone else's item, and leaves it alone", async () => {
    const mine = (await create(owner, { ...work, title: 'Analyst' })).json();
    const put = await t.app.inject(as(stranger, { method: 'PUT', url: `/api/users/experiences/${mine.id}`, payload: work }));
    expect(put.statusCode).toBe(404);
    const del = await t.app.inject(as(stranger, { method: 'DELETE', url: `/api/users/experiences/${mine.id}` }));
    expect(del.statusCode).toBe(404);
    const list = await t.app.inject(as(owner, { method: 'GET', url: '/api/users/experiences' }));
    expect(list.json().some((e: { title: string }) => e.title === 'Analyst')).toBe(true);
    expect((await t.app.inject(as(stranger, { method: 'GET', url: '/api/users/experiences' }))).json()).toEqual([]);
  });

  it('answers 401 when nobody is signed in', async () => {
    expect((await create(null, work)).statusCode).toBe(401);
  });

  it('stops at 50 items', async () => {
    const busy = await signUpUser(t.app);
    for (let i = 0; i < 50; i += 1) await create(busy, work);
    const extra = await create(busy, work);
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe(profileMessages.tooManyExperiences);
  });
});
