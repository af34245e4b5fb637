import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { moneyTextMessages } from '@baobab/contracts/money-text';
import { as, createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartupInput, createStartup } from '../../test/factories/startups';
import { signUpFounder, signUpInvestor } from '../../test/factories/users';
import { importExchangeRates } from '../../db/exchange-rates/import-rates';

let t: TestApp;
let founder: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpFounder(t);
});
afterAll(() => t.close());

const create = (user: TestUser | null, payload: unknown) => t.app.inject(as(user, { method: 'POST', url: '/api/startups', payload: payload as object }));
const detail = (user: TestUser | null, id: number) => t.app.inject(as(user, { method: 'GET', url: `/api/startups/${id}` }));

describe('POST /api/startups', () => {
  it('creates a startup with its raise parsed next to the text', async () => {
    const response = await create(founder, buildStartupInput({ raisingAmount: '$500K' }));
    expect(response.statusCode).toBe(201);
    const body = (await detail(founder, response.json().id)).json();
    expect(body).toMatchObject({ raisingAmount: '$500K', raisingAmountMinor: 50_000_000, raisingCurrency: 'USD', raisingAmountUsd: 500_000, isOwner: true });
  });

  it('converts a raise in another currency to dollars at the database\'s latest rate, and not at all without one', async () => {
    const before = await createStartup(t, founder, { raisingAmount: 'KES 50M' });
    expect((await detail(founder, before)).json()).toMatchObject({ raisingCurrency: 'KES', raisingAmountMinor: 5_000_000_000, raisingAmountUsd: null });
    const raiseFactor = (await detail(founder, before)).json().scoreBreakdown.factors.find((f: { key: string }) => f.key === 'raise');
    expect(raiseFactor.evidence).toBe('The raise is in KES, for which Baobab has no exchange rate yet, so it cannot be read in US dollars.');
    await importExchangeRates(t.db, 'currency,date,per_usd,source\nKES,2025-06-30,129.2,CBK');
    // The import converts the startups already saved; a new one is converted as it is saved. 50,000,000 ÷ 129.2 = 386,996.9…
    expect((await detail(founder, before)).json().raisingAmountUsd).toBe(386_997);
    const after = await createStartup(t, founder, { raisingAmount: 'KES 50M' });
    expect((await detail(founder, after)).json().raisingAmountUsd).toBe(386_997);
  });

  it('keeps an unreadable raise as text and explains the missing points', async () => {
    const id = await createStartup(t, founder, { raisingAmount: 'to be decided' });
    const body = (await detail(founder, id)).json();
    expect(body.raisingAmountUsd).toBeNull();
    expect(body.scoreBreakdown.factors.find((f: { key: string }) => f.key === 'raise').points).toBe(0);
  });

  it('refuses an ambiguous raise with a 400 that gives both readings on raisingAmount, and stores nothing', async () => {
    const before = (await t.app.inject(as(founder, { method: 'GET', url: '/api/profile' }))).json().profile.startups.length;
    const response = await create(founder, buildStartupInput({ raisingAmount: '€1.500' }));
    expect(response.statusCode).toBe(400);
    const message = englishOf(moneyTextMessages.ambiguous('1.500', '1500', '1.5', '.'));
    expect(response.json()).toMatchObject({ message, issues: [{ path: 'raisingAmount', message }] });
    expect((await t.app.inject(as(founder, { method: 'GET', url: '/api/profile' }))).json().profile.startups).toHaveLength(before);
  });

  it("reads FCFA in the company's registration country: XAF in Cameroon, XOF in Senegal", async () => {
    const cameroon = await createStartup(t, founder, { raisingAmount: '500 millions FCFA', registrationNumber: 'RC/DLA/2021/B/1234', registrationCountry: 'CM' });
    expect((await detail(founder, cameroon)).json()).toMatchObject({ raisingAmountMinor: 500_000_000, raisingCurrency: 'XAF' });
    // An edit that leaves the registration out keeps the stored country, so FCFA stays XAF.
    const edit = await t.app.inject(as(founder, { method: 'PUT', url: `/api/startups/${cameroon}`, payload: buildStartupInput({ raisingAmount: '2 milliards FCFA' }) }));
    expect(edit.statusCode).toBe(200);
    expect((await detail(founder, cameroon)).json()).toMatchObject({ raisingAmountMinor: 2_000_000_000, raisingCurrency: 'XAF' });
    const senegal = await createStartup(t, founder, { raisingAmount: '500 millions FCFA' });
    expect((await detail(founder, senegal)).json()).toMatchObject({ raisingAmountMinor: 500_000_000, raisingCurrency: 'XOF' });
  });

  it("reads a bare 'K' as the kwacha of the registration country, and leaves it unread without one", async () => {
    const zambia = await createStartup(t, founder, { raisingAmount: 'K 2,500,000', registrationNumber: '120190012345', registrationCountry: 'ZM' });
    expect((await detail(founder, zambia)).json()).toMatchObject({ raisingAmountMinor: 250_000_000, raisingCurrency: 'ZMW' });
    const malawi = await createStartup(t, founder, { raisingAmount: 'K 2,500,000', registrationNumber: 'COR-2021-7788', registrationCountry: 'MW' });
    expect((await detail(founder, malawi)).json()).toMatchObject({ raisingAmountMinor: 250_000_000, raisingCurrency: 'MWK' });
    const nowhere = await createStartup(t, founder, { raisingAmount: 'K 2,500,000' });
    expect((await detail(founder, nowhere)).json()).toMatchObject({ raisingAmount: 'K 2,500,000', raisingAmountMinor: null, raisingCurrency: null });
  });

  it.each([
    [{ name: 'K' }, 'Company name must be at least 2 characters'],
    [{ description: 'short' }, 'Description must be at least 10 characters'],
    [{ sector: '' }, 'Please select a sector'],
    [{ sector: 'Crypto' }, 'Please select a sector'],
    [{ region: 'Atlantis' }, 'Please select a region'],
    [{ fundingStage: 'Series Z' }, 'Please select a funding stage'],
    [{ raisingAmount: '' }, 'Please specify raising amount'],
    [{ teamSize: 0 }, 'Team size must be at least 1'],
    [{ businessModel: '' }, 'Please select a business model'],
    [{ logoUrl: 'logo.png' }, 'Must be a valid URL'],
    [{ website: 'javascript:alert(1)' }, 'Must be a valid URL'],
  ])('rejects %o with "%s"', async (override, message) => {
    const response = await create(founder, buildStartupInput(override as never));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((i: { message: string }) => i.message)).toContain(message);
  });

  it('stores the spellings clients sent as the vocabulary\'s values, and names the field of an unknown one', async () => {
    const id = await createStartup(t, founder, { sector: 'Fintech', region: 'Latin America', fundingStage: 'Pre-seed' } as never);
    expect((await detail(founder, id)).json()).toMatchObject({ sector: 'FinTech', region: 'South America', fundingStage: 'Pre-Seed' });
    const refused = await create(founder, buildStartupInput({ sector: 'Crypto' } as never));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toContainEqual({ path: 'sector', message: 'Please select a sector' });
  });

  it('requires sign-in', async () => {
    expect((await create(null, buildStartupInput())).statusCode).toBe(401);
  });

  it('refuses an investor without a founder profile with a clear 403', async () => {
    const investor = await signUpInvestor(t);
    const response = await create(investor, buildStartupInput());
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('Complete founder onboarding first');
  });

  it('refuses a user who has not onboarded', async () => {
    expect((await create(await signUpUser(t.app), buildStartupInput())).statusCode).toBe(403);
  });
});

describe('PUT /api/startups/:id', () => {
  it('refuses an ambiguous raise and keeps the stored one', async () => {
    const id = await createStartup(t, founder, { raisingAmount: '$500K' });
    const response = await t.app.inject(as(founder, { method: 'PUT', url: `/api/startups/${id}`, payload: buildStartupInput({ raisingAmount: '1,500' }) }));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'raisingAmount', message: 'Write "1,500" as 1500 or as 1.5: the comma could separate thousands or decimals' }]);
    expect((await detail(founder, id)).json()).toMatchObject({ raisingAmount: '$500K', raisingAmountMinor: 50_000_000 });
  });

  it('lets the owner edit and recomputes the score', async () => {
    const id = await createStartup(t, founder, { website: '' });
    const before = (await detail(founder, id)).json().score;
    const response = await t.app.inject(as(founder, { method: 'PUT', url: `/api/startups/${id}`, payload: buildStartupInput({ website: 'https://kobo.example', tractionUsers: 20_000 }) }));
    expect(response.statusCode).toBe(200);
    const after = (await detail(founder, id)).json();
    expect(after.website).toBe('https://kobo.example');
    expect(after.tractionTier).toBe('growing');
    expect(after.score).toBeGreaterThan(before);
  });

  it("answers 404 for another founder's startup and for a missing one", async () => {
    const id = await createStartup(t, founder);
    const other = await signUpFounder(t);
    const put = (url: string) => t.app.inject(as(other, { method: 'PUT', url, payload: buildStartupInput({ name: 'Hijacked' }) }));
    expect((await put(`/api/startups/${id}`)).statusCode).toBe(404);
    expect((await put('/api/startups/999999')).statusCode).toBe(404);
    expect((await detail(null, id)).json().name).toBe('Kobo Ledger');
  });
});

describe('GET /api/startups/:id', () => {
  it('is public, explains its score and lists similar startups', async () => {
    const id = await createStartup(t, founder, { name: 'Similar One' });
    const response = await detail(null, id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.isOwner).toBe(false);
    expect(body.profileViews).toBeNull();
    // The score is the startup's assessment for this viewer (decision 0042): a visitor sees the public facts only.
    expect(body.score).toBe(body.assessment.score);
    expect(body.assessment.low).toBeLessThanOrEqual(body.score);
    expect(body.assessment.high).toBeGreaterThanOrEqual(body.score);
    expect(body.assessment.coverage.known).toBeLessThan(body.assessment.coverage.total);
    expect(body.similar.length).toBeGreaterThan(0);
    expect(body.similar.every((s: { id: number; sector: string }) => s.id !== id && s.sector === 'FinTech')).toBe(true);
  });

  it("counts each signed-in viewer once and never the owner's own visits", async () => {
    const id = await createStartup(t, founder);
    const viewer = await signUpInvestor(t);
    await detail(founder, id);
    await detail(viewer, id);
    await detail(viewer, id);
    await detail(null, id);
    expect((await detail(founder, id)).json().profileViews).toBe(1);
  });

  it("shows a visitor who is not signed in the startup's edits and its founder's new name at once", async () => {
    const id = await createStartup(t, founder, { name: 'Before Rename' });
    expect((await detail(null, id)).json().name).toBe('Before Rename');
    const edit = await t.app.inject(as(founder, { method: 'PUT', url: `/api/startups/${id}`, payload: buildStartupInput({ name: 'After Rename' }) }));
    expect(edit.statusCode).toBe(200);
    expect((await detail(null, id)).json().name).toBe('After Rename');
    const renamed = await t.app.inject(as(founder, { method: 'POST', url: '/api/auth/update-user', payload: { firstName: 'Wanjiru' } }));
    expect(renamed.statusCode).toBe(200);
    expect((await detail(null, id)).json().founder.firstName).toBe('Wanjiru');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await detail(null, 987654)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/startups/abc' })).statusCode).toBe(400);
  });
});

describe('GET /api/profile', () => {
  it("returns only the signed-in founder's startups", async () => {
    const own = await signUpFounder(t);
    const id = await createStartup(t, own, { name: 'Mine Only' });
    const body = (await t.app.inject(as(own, { method: 'GET', url: '/api/profile' }))).json();
    expect(body.profile.startups.map((s: { id: number }) => s.id)).toEqual([id]);
  });

  it('requires sign-in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
  });
});
