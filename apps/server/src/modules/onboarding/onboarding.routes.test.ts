import { translatorFor } from '../../lib/i18n';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { moneyTextMessages } from '@baobab/contracts/money-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUpUser, type TestApp } from '../../test/test-app';
import { buildFounderProfile, buildInvestorProfile, signUpFounder, signUpInvestor } from '../../test/factories/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, user: Awaited<ReturnType<typeof signUpUser>> | null, payload: unknown) => t.app.inject(as(user, { method: 'POST', url, payload: payload as object }));
const me = async (user: Awaited<ReturnType<typeof signUpUser>>) => (await t.app.inject(as(user, { method: 'GET', url: '/api/auth/user' }))).json();

describe('founder onboarding', () => {
  it('creates the profile and sets the role', async () => {
    const user = await signUpUser(t.app);
    const response = await post('/api/founders', user, buildFounderProfile({ previousExits: 1, lookingForCofounder: true }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ location: 'Lagos, Nigeria', previousExits: 1, lookingForCofounder: true, linkedinUrl: null });
    expect((await me(user)).userType).toBe('founder');
  });

  it('carries bio, location and LinkedIn into the professional profile without overwriting it', async () => {
    const user = await signUpUser(t.app);
    const profile = async () => (await t.app.inject(as(user, { method: 'GET', url: '/api/users/profile' }))).json();
    const linkedinUrl = 'https://www.linkedin.com/in/amina-okafor';
    expect((await post('/api/founders', user, buildFounderProfile({ linkedinUrl }))).statusCode).toBe(201);
    expect(await profile()).toMatchObject({ bio: buildFounderProfile().bio, location: 'Lagos, Nigeria', linkedinUrl });

    await t.app.inject(as(user, { method: 'PUT', url: '/api/users/profile', payload: { location: 'Accra, Ghana' } }));
    await t.app.inject(as(user, { method: 'PUT', url: '/api/founders', payload: buildFounderProfile({ location: 'Abuja, Nigeria', linkedinUrl }) }));
    expect((await profile()).location).toBe('Accra, Ghana');
  });

  it.each([
    [{ bio: 'too short' }, 'Bio must be at least 10 characters'],
    [{ location: 'L' }, 'Location is required'],
    [{ linkedinUrl: 'not a url' }, 'Must be a valid URL'],
    [{ expertiseTags: [] }, 'Select at least one expertise area'],
  ])('rejects %o with "%s"', async (override, message) => {
    const user = await signUpUser(t.app);
    const response = await post('/api/founders', user, buildFounderProfile(override as never));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((i: { message: string }) => i.message)).toContain(message);
    expect((await me(user)).userType).toBeNull();
  });

  it('rejects unknown expertise values and unknown fields', async () => {
    const user = await signUpUser(t.app);
    expect((await post('/api/founders', user, buildFounderProfile({ expertiseTags: ['Juggling' as 'Sales'] }))).statusCode).toBe(400);
    const unknown = await post('/api/founders', user, { ...buildFounderProfile(), userType: 'investor' });
    expect(unknown.json().issues[0].message).toBe('Unknown field: userType');
    // The field's name is the client's own: a value of the refusal's message, never translated (decision 0046).
    const refusal = unknown.json().messages['Unknown field: userType'];
    expect(refusal).toEqual({ i18nKey: 'Unknown field: {{key}}', values: { key: 'userType' } });
    expect(translatorFor('fr').message(refusal)).toBe('Champ inconnu : userType');
  });

  it('requires sign-in', async () => {
    expect((await post('/api/founders', null, buildFounderProfile())).statusCode).toBe(401);
  });

  it('refuses a second onboarding and offers editing instead', async () => {
    const user = await signUpFounder(t);
    const again = await post('/api/founders', user, buildFounderProfile());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('Edit your founder profile instead');
    const edited = await t.app.inject(as(user, { method: 'PUT', url: '/api/founders', payload: buildFounderProfile({ location: 'Nairobi, Kenya' }) }));
    expect(edited.statusCode).toBe(200);
    const status = await t.app.inject(as(user, { method: 'GET', url: '/api/onboarding' }));
    expect(status.json()).toMatchObject({ userType: 'founder', founder: { location: 'Nairobi, Kenya' }, investor: null });
  });

  it('cannot edit a founder profile that does not exist', async () => {
    const user = await signUpUser(t.app);
    expect((await t.app.inject(as(user, { method: 'PUT', url: '/api/founders', payload: buildFounderProfile() }))).statusCode).toBe(404);
  });
});

describe('investor onboarding', () => {
  it('creates the profile and sets the role', async () => {
    const user = await signUpUser(t.app);
    const response = await post('/api/investors', user, buildInvestorProfile());
    expect(response.statusCode).toBe(201);
    // The factory sends the spec's spellings: stored as the one vocabulary's values, countries as ISO codes.
    expect(response.json()).toMatchObject({ type: 'angel', sectors: ['FinTech', 'LogisticsTech'], geographies: [], countries: ['KE', 'NG'], minTicketSize: 10_000 });
    expect((await me(user)).userType).toBe('investor');
  });

  it.each([
    [{ type: 'family_office' }, 'Select an investor type'],
    [{ investmentThesis: 'Too short thesis' }, 'Investment thesis must be at least 20 characters'],
    [{ minTicketSize: 999 }, 'Minimum ticket size is $1,000'],
    [{ averageTicketSize: 500 }, 'Minimum ticket size is $1,000'],
    [{ maxTicketSize: 10 }, 'Maximum ticket size is $1,000'],
    [{ sectors: [] }, 'Select at least one sector'],
    [{ geographies: [] }, 'Select at least one geography'],
    [{ stages: [] }, 'Select at least one stage'],
    [{ linkedinUrl: 'ftp://x.example' }, 'Must be a valid URL'],
    [{ minTicketSize: 50_000, averageTicketSize: 20_000 }, 'Ticket sizes must satisfy minimum ≤ average ≤ maximum'],
    [{ averageTicketSize: 200_000 }, 'Ticket sizes must satisfy minimum ≤ average ≤ maximum'],
  ])('rejects %o with "%s"', async (override, message) => {
    const user = await signUpUser(t.app);
    const response = await post('/api/investors', user, buildInvestorProfile(override as never));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((i: { message: string }) => i.message)).toContain(message);
  });

  it('reads ticket sizes typed as people write them, in dollars', async () => {
    const user = await signUpUser(t.app);
    const response = await post('/api/investors', user, buildInvestorProfile({ minTicketSize: '25 000', averageTicketSize: '$250K', maxTicketSize: '1,5 M' } as never));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ minTicketSize: 25_000, averageTicketSize: 250_000, maxTicketSize: 1_500_000 });
  });

  it.each([
    ['minTicketSize', '1,5 M€', englishOf(moneyTextMessages.otherCurrency('1,5 M€', 'USD', 'EUR'))],
    ['averageTicketSize', 'a lot', englishOf(moneyTextMessages.notAmount)],
    ['maxTicketSize', '-5K', englishOf(moneyTextMessages.notPositive)],
    ['minTicketSize', '$1,500.50', 'Minimum ticket size is $1,000'],
  ])('refuses a %s of %j with a message on that field', async (field, text, message) => {
    const user = await signUpUser(t.app);
    const response = await post('/api/investors', user, buildInvestorProfile({ [field]: text } as never));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path: field, message });
  });

  it('stores every spelling clients sent as the canonical value, regions in vocabulary order and countries as ISO codes', async () => {
    const user = await signUpUser(t.app);
    const payload = buildInvestorProfile({ sectors: ['Fintech', 'FinTech', 'ecommerce'], geographies: ['Latin America', 'MENA', 'Africa', 'Asia', 'Senegal'], countries: ['CI', 'Ghana'], stages: ['Pre-seed', 'series-c'] });
    const response = await post('/api/investors', user, payload);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      sectors: ['FinTech', 'E-commerce'],
      geographies: ['Africa', 'Middle East', 'South America', 'Asia-Pacific', 'Southeast Asia', 'East Asia'],
      countries: ['CI', 'DZ', 'EG', 'GH', 'LY', 'MA', 'SN', 'TN'],
      stages: ['Pre-Seed', 'Series C+'],
    });
    const status = (await t.app.inject(as(user, { method: 'GET', url: '/api/onboarding' }))).json();
    expect(status.investor.countries).toEqual(response.json().countries);
  });

  it('accepts countries alone as the geography, and names the field of an unknown country', async () => {
    const user = await signUpUser(t.app);
    expect((await post('/api/investors', user, buildInvestorProfile({ geographies: [], countries: ['SN'] }))).statusCode).toBe(201);
    const other = await signUpUser(t.app);
    const refused = await post('/api/investors', other, buildInvestorProfile({ countries: ['Narnia'] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toContainEqual(expect.objectContaining({ path: 'countries', message: 'Choose countries from the list' }));
  });

  it('rejects unknown sector, geography and stage values', async () => {
    const user = await signUpUser(t.app);
    for (const override of [{ sectors: ['Crypto'] }, { geographies: ['Mars'] }, { stages: ['Series Z'] }]) {
      expect((await post('/api/investors', user, buildInvestorProfile(override as never))).statusCode).toBe(400);
    }
  });

  it('refuses a second investor onboarding; PUT edits the profile', async () => {
    const user = await signUpInvestor(t);
    expect((await post('/api/investors', user, buildInvestorProfile())).statusCode).toBe(409);
    const edited = await t.app.inject(as(user, { method: 'PUT', url: '/api/investors', payload: buildInvestorProfile({ type: 'vc_partner' }) }));
    expect(edited.json().type).toBe('vc_partner');
  });

  it('lets an investor add a founder profile while keeping the investor role', async () => {
    const user = await signUpInvestor(t);
    expect((await post('/api/founders', user, buildFounderProfile())).statusCode).toBe(201);
    const status = (await t.app.inject(as(user, { method: 'GET', url: '/api/onboarding' }))).json();
    expect(status.userType).toBe('investor');
    expect(status.founder).not.toBeNull();
    expect(status.investor).not.toBeNull();
  });
});
