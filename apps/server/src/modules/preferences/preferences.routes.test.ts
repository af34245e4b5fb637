import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireTogether, statusCounts } from '../../test/concurrency';
import { signUpWithRole } from '../../test/factories/users';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let founder: TestUser;
let investor: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  investor = await signUpWithRole(t, 'investor');
});
afterAll(() => t.close());

const me = async (user: TestUser) => (await t.app.inject(as(user, { method: 'GET', url: '/api/auth/user' }))).json();
const save = (user: TestUser | null, body: Record<string, unknown>) => t.app.inject(as(user, { method: 'PUT', url: '/api/account/preferences', payload: body }));

describe('PUT /api/account/preferences', () => {
  it('starts with nothing chosen', async () => {
    expect(await me(founder)).toMatchObject({ locale: null, displayCurrency: null });
  });

  it('remembers the language and the display currency on the caller\'s account only', async () => {
    const response = await save(founder, { locale: 'fr', displayCurrency: 'XOF' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ locale: 'fr', displayCurrency: 'XOF' });
    expect(await me(founder)).toMatchObject({ locale: 'fr', displayCurrency: 'XOF' });
    expect(await me(investor)).toMatchObject({ locale: null, displayCurrency: null });
  });

  it('keeps a field left out, and null goes back to not chosen', async () => {
    await save(founder, { displayCurrency: 'EUR' });
    expect(await me(founder)).toMatchObject({ locale: 'fr', displayCurrency: 'EUR' });
    await save(founder, { locale: null });
    expect(await me(founder)).toMatchObject({ locale: null, displayCurrency: 'EUR' });
  });

  it('refuses a language or currency it does not offer, and unknown fields', async () => {
    expect((await save(founder, { locale: 'de' })).statusCode).toBe(400);
    expect((await save(founder, { displayCurrency: 'BTC' })).statusCode).toBe(400);
    expect((await save(founder, { theme: 'dark' })).statusCode).toBe(400);
    expect(await me(founder)).toMatchObject({ locale: null, displayCurrency: 'EUR' });
  });

  it('needs a session', async () => {
    expect((await save(null, { locale: 'fr' })).statusCode).toBe(401);
  });

  it('lets racing saves of different fields both land', async () => {
    const responses = await fireTogether(t, [
      ...Array.from({ length: 10 }, () => as(investor, { method: 'PUT', url: '/api/account/preferences', payload: { locale: 'fr' } })),
      ...Array.from({ length: 10 }, () => as(investor, { method: 'PUT', url: '/api/account/preferences', payload: { displayCurrency: 'NGN' } })),
    ]);
    expect(statusCounts(responses)).toEqual({ 200: 20 });
    expect(await me(investor)).toMatchObject({ locale: 'fr', displayCurrency: 'NGN' });
  });
});
