/**
 * The investor directory's pages are cached for everyone (investors.service.ts, decision 0010): every
 * write that changes what a page lists must show at once, the page having been read (and cached) just
 * before it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/test-app';
import { buildInvestorProfile, makeAdmin, signUpInvestor } from '../../test/factories/users';
import { applicationRequest, decideVerification } from '../../test/factories/verification';

let t: TestApp;
let admin: TestUser;
const tag = `Dc${Date.now()}`;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpUser(t.app);
  await makeAdmin(t, admin);
});
afterAll(() => t.close());

type Listed = { id: number; investmentThesis: string; user: { firstName: string }; verifiedAt: string | null };
const page = async (query = `?q=${tag}`, user: TestUser | null = null) => {
  const response = await t.app.inject(as(user, { method: 'GET', url: `/api/investors${query}` }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Listed[];
};
const thesis = (words: string) => `${words} ${tag}: seed cheques for payments founders.`;

describe('the cached investor directory', () => {
  it('lists a new investor and an edited thesis at once', async () => {
    expect(await page()).toEqual([]);
    const investor = await signUpInvestor(t, { investmentThesis: thesis('Before') });
    expect((await page()).map((i) => i.id)).toEqual([investor.investorId]);
    const edited = await t.app.inject(as(investor, { method: 'PUT', url: '/api/investors', payload: buildInvestorProfile({ investmentThesis: thesis('After'), type: 'vc_partner' }) }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await page())[0]!.investmentThesis).toBe(thesis('After'));
    expect((await page(`?q=${tag}&type=vc_partner`)).map((i) => i.id)).toEqual([investor.investorId]);
  });

  it('shows a changed name at once', async () => {
    const investor = await signUpInvestor(t, { investmentThesis: thesis('Renamed') }, { firstName: 'Kofi' });
    expect((await page(`?q=${tag}&limit=1`))[0]!.user.firstName).toBe('Kofi');
    const renamed = await t.app.inject(as(investor, { method: 'POST', url: '/api/auth/update-user', payload: { firstName: 'Akosua' } }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await page(`?q=${tag}&limit=1`))[0]!.user.firstName).toBe('Akosua');
  });

  it('shows a verification badge granted and withdrawn at once, in the list and under the verified filter', async () => {
    const user = await signUpUser(t.app, { email: `ada.${tag.toLowerCase()}@acacia-${tag.toLowerCase()}.vc` });
    const created = await t.app.inject(as(user, { method: 'POST', url: '/api/investors', payload: buildInvestorProfile({ investmentThesis: thesis('Badge') }) }));
    const id = created.json().id as number;
    const verifiedOnly = `?q=${tag}&verified=true`;
    expect(await page(verifiedOnly)).toEqual([]);
    const applied = await t.app.inject(applicationRequest(user, { website: `https://acacia-${tag.toLowerCase()}.vc` }));
    expect(applied.statusCode, applied.body).toBe(201);
    expect((await page(verifiedOnly)).map((i) => i.id)).toEqual([id]);
    expect((await page()).find((i) => i.id === id)!.verifiedAt).not.toBeNull();
    await decideVerification(t, admin, applied.json().latest.id, 'withdraw', 'The fund closed');
    expect(await page(verifiedOnly)).toEqual([]);
    expect((await page()).find((i) => i.id === id)!.verifiedAt).toBeNull();
  });

  it('drops a suspended investor at once and lists them again when lifted', async () => {
    const investor = await signUpInvestor(t, { investmentThesis: thesis('Suspended') });
    const mine = `?q=Suspended ${tag}`;
    expect((await page(mine)).map((i) => i.id)).toEqual([investor.investorId]);
    const act = (action: string) => t.app.inject(as(admin, { method: 'POST', url: `/api/admin/accounts/${investor.id}/actions`, payload: { action, reason: 'Fraud reports' } }));
    expect((await act('suspend')).statusCode).toBe(204);
    expect(await page(mine)).toEqual([]);
    expect((await act('unsuspend')).statusCode).toBe(204);
    expect((await page(mine)).map((i) => i.id)).toEqual([investor.investorId]);
  });

  it('gives a signed-in viewer the same public answer as a visitor (nothing in it is theirs)', async () => {
    const viewer = await signUpInvestor(t, { investmentThesis: thesis('Viewer') });
    expect(await page(`?q=${tag}`, viewer)).toEqual(await page(`?q=${tag}`));
  });
});
