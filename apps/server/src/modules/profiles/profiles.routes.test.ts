import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toastMessages, validationMessages } from '@baobab/contracts/ui-strings';
import { as, createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let amina: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  amina = await signUpUser(t.app, { firstName: 'Amina', lastName: 'Okafor' });
});
afterAll(() => t.close());

const getProfile = (user: TestUser | null) => t.app.inject(as(user, { method: 'GET', url: '/api/users/profile' }));
const putProfile = (user: TestUser | null, payload: Record<string, unknown>) =>
  t.app.inject(as(user, { method: 'PUT', url: '/api/users/profile', payload }));

describe('GET /api/users/profile', () => {
  it('answers 401 when nobody is signed in', async () => {
    expect((await getProfile(null)).statusCode).toBe(401);
  });

  it('gives a new user empty fields before any profile is saved', async () => {
    const response = await getProfile(amina);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: amina.id,
      firstName: 'Amina',
      email: amina.email,
      headline: null,
      skills: [],
      isOpenToWork: false,
      experienceLevel: null,
    });
  });
});

describe('PUT /api/users/profile', () => {
  it('saves every field of the profile entity in the spec and returns the saved profile', async () => {
    const payload = {
      headline: 'Fintech product lead',
      location: 'Lagos, Nigeria',
      bio: 'Building payments for small merchants.',
      linkedinUrl: 'https://linkedin.com/in/amina',
      githubUrl: 'https://github.com/amina',
      twitterUrl: 'https://twitter.com/amina',
      personalWebsite: 'https://amina.dev',
      skills: ['Payments', 'Product', 'payments'],
      interests: ['FinTech'],
      isOpenToWork: true,
      isOpenToCofounder: true,
      isOpenToInvest: false,
      experienceLevel: 'senior',
      remotePreference: 'hybrid',
      salaryExpectation: '$60K',
      profileImageUrl: 'https://images.example.com/amina.png',
    };
    const response = await putProfile(amina, payload);
    expect(response.statusCode).toBe(200);
    // Duplicate skills (case-insensitive) are dropped.
    expect(response.json()).toMatchObject({ ...payload, skills: ['Payments', 'Product'] });
    expect((await getProfile(amina)).json().headline).toBe('Fintech product lead');
    // The avatar lives on the user row, so the current user sees it too.
    expect((await t.app.inject(as(amina, { method: 'GET', url: '/api/auth/user' }))).json().profileImageUrl).toBe(payload.profileImageUrl);
  });

  it('keeps fields that are not sent and clears a field sent empty', async () => {
    const response = await putProfile(amina, { githubUrl: '' });
    expect(response.json()).toMatchObject({ githubUrl: null, headline: 'Fintech product lead' });
  });

  it('renames the user', async () => {
    const response = await putProfile(amina, { firstName: 'Aminat', lastName: 'Okafor-Bello' });
    expect(response.json()).toMatchObject({ firstName: 'Aminat', lastName: 'Okafor-Bello' });
  });

  it('refuses a bad URL with the spec message, naming the field', async () => {
    const response = await putProfile(amina, { linkedinUrl: 'not a url' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'linkedinUrl', message: validationMessages.url }]);
  });

  it('refuses javascript: links', async () => {
    expect((await putProfile(amina, { personalWebsite: 'javascript:alert(1)' })).statusCode).toBe(400);
  });

  it('refuses more than 30 skills, unknown fields and a bad experience level', async () => {
    expect((await putProfile(amina, { skills: Array.from({ length: 31 }, (_, i) => `skill ${i}`) })).statusCode).toBe(400);
    expect((await putProfile(amina, { userType: 'investor' })).statusCode).toBe(400);
    expect((await putProfile(amina, { experienceLevel: 'guru' })).statusCode).toBe(400);
  });

  it('answers 401 when nobody is signed in', async () => {
    expect((await putProfile(null, { headline: 'x' })).statusCode).toBe(401);
  });

  it("changes only the caller's own profile", async () => {
    const other = await signUpUser(t.app, { firstName: 'Kofi' });
    await putProfile(other, { headline: 'Investor in Accra' });
    expect((await getProfile(amina)).json().headline).toBe('Fintech product lead');
    expect((await getProfile(other)).json().headline).toBe('Investor in Accra');
  });

  it('keeps the spec toast strings in the contract', () => {
    expect([toastMessages.success, toastMessages.profileUpdated]).toEqual(['Success', 'Profile updated successfully']);
  });
});
