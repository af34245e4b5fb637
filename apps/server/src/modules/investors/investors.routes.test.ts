import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type TestApp } from '../../test/test-app';
import { signUpInvestor } from '../../test/factories/users';

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  ids.angel = (await signUpInvestor(t, { type: 'angel', sectors: ['FinTech', 'E-commerce'], stages: ['Seed'], investmentThesis: 'Cheques for payments founders in Accra and Lagos.' }, { firstName: 'Kwame', lastName: 'Mensah' })).investorId;
  ids.vc = (await signUpInvestor(t, { type: 'vc_partner', sectors: ['Logistics', 'SaaS'], stages: ['Series A', 'Series B'], investmentThesis: 'Leading Series A rounds for B2B software in Africa.' }, { firstName: 'Leila', lastName: 'Haddad' })).investorId;
  ids.fund = (await signUpInvestor(t, { type: 'institutional', sectors: ['CleanTech'], stages: ['Growth'], investmentThesis: 'Growth capital for climate infrastructure: 100% impact.' }, { firstName: 'Pension', lastName: 'Trust' })).investorId;
});
afterAll(() => t.close());

const list = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/investors${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: number }[]).map((i) => i.id);
};

describe('GET /api/investors', () => {
  it('lists the newest first with the linked user', async () => {
    expect(await list('')).toEqual([ids.fund, ids.vc, ids.angel]);
    const [first] = (await t.app.inject({ method: 'GET', url: '/api/investors?limit=1' })).json();
    expect(first.user).toEqual({ firstName: 'Pension', lastName: 'Trust', profileImageUrl: null });
  });

  it('filters by type, sectors and stages (slugs or form values; "all" ignored)', async () => {
    expect(await list('?type=angel')).toEqual([ids.angel]);
    expect(await list('?type=all&sectors=all')).toHaveLength(3);
    expect(await list('?sectors=ecommerce')).toEqual([ids.angel]);
    expect(await list('?sectors=logistics,cleantech')).toEqual([ids.fund, ids.vc]);
    expect(await list('?stages=series-a')).toEqual([ids.vc]);
  });

  it('searches first name, last name and thesis, with LIKE wildcards taken literally', async () => {
    expect(await list('?q=kwame')).toEqual([ids.angel]);
    expect(await list('?q=HADDAD')).toEqual([ids.vc]);
    expect(await list('?q=series a rounds')).toEqual([ids.vc]);
    expect(await list('?q=100%25')).toEqual([ids.fund]);
    expect(await list('?q=%25')).toEqual([ids.fund]);
  });

  it('rejects unknown filter values', async () => {
    for (const query of ['?type=family_office', '?sectors=crypto', '?stages=series-z', '?page=2']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/investors${query}` })).statusCode).toBe(400);
    }
  });

  it('counts investors by type', async () => {
    const stats = (await t.app.inject({ method: 'GET', url: '/api/investors/stats' })).json();
    expect(stats).toEqual({ total: 3, angel: 1, vc_partner: 1, institutional: 1 });
  });

  it('counts a search by name at once after an investor changes their name', async () => {
    const stats = async () => (await t.app.inject({ method: 'GET', url: '/api/investors/stats?q=Osei' })).json().total;
    const me = await signUpInvestor(t, {}, { firstName: 'Ekua', lastName: 'Asante' });
    expect(await stats()).toBe(0);
    const renamed = await t.app.inject(as(me, { method: 'PUT', url: '/api/users/profile', payload: { lastName: 'Osei' } }));
    expect(renamed.statusCode).toBe(200);
    expect(await stats()).toBe(1);
  });
});

describe('GET /api/investors/:id', () => {
  it('shows a public investor profile and whether it is your own', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/investors/${ids.vc}` });
    expect(response.json()).toMatchObject({ type: 'vc_partner', isSelf: false, preferredStages: ['Series A', 'Series B'] });
  });

  it('marks your own profile', async () => {
    const me = await signUpInvestor(t);
    const response = await t.app.inject(as(me, { method: 'GET', url: `/api/investors/${me.investorId}` }));
    expect(response.json().isSelf).toBe(true);
  });

  it('answers 404 for an unknown investor', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/investors/424242' })).statusCode).toBe(404);
  });
});

// Last: it adds investors, which the counts above do not expect.
describe('GET /api/investors by region or country', () => {
  it('filters by region or country: a country finds investors naming it or its region, a region finds those naming its countries', async () => {
    const local = await signUpInvestor(t, { geographies: [], countries: ['SN', 'CI'], investmentThesis: 'Pre-seed cheques in Dakar and Abidjan only.' });
    const europe = await signUpInvestor(t, { geographies: ['Europe'], countries: [], investmentThesis: 'Seed rounds in Paris and Berlin only.' });
    const africa = await signUpInvestor(t, { geographies: ['Africa'], countries: [], investmentThesis: 'Seed rounds across the whole continent.' });
    const found = async (query: string) => (await list(query)).filter((id) => [local.investorId, europe.investorId, africa.investorId].includes(id));
    expect(await found('?geographies=SN')).toEqual([africa.investorId, local.investorId]);
    expect(await found("?geographies=C%C3%B4te%20d'Ivoire")).toEqual([africa.investorId, local.investorId]);
    expect(await found('?geographies=africa')).toEqual([africa.investorId, local.investorId]);
    expect(await found('?geographies=FR')).toEqual([europe.investorId]);
    expect(await found('?geographies=GH')).toEqual([africa.investorId]);
    const [card] = (await t.app.inject({ method: 'GET', url: `/api/investors?geographies=SN&q=Abidjan` })).json();
    expect(card).toMatchObject({ preferredGeographies: [], preferredCountries: ['CI', 'SN'] });
    const stats = (await t.app.inject({ method: 'GET', url: '/api/investors/stats?geographies=SN' })).json();
    expect(stats.total).toBe((await list('?geographies=SN')).length);
    const bad = await t.app.inject({ method: 'GET', url: '/api/investors?geographies=Atlantis' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Unknown region or country filter');
  });
});
