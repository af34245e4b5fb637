import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importExchangeRates } from '../../db/exchange-rates/import-rates';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartupInput, createStartup } from '../../test/factories/startups';
import { signUpFounder, signUpInvestor } from '../../test/factories/users';

/**
 * The raise is one fact of the company record (docs/company-record.md): typed once on the startup
 * form, it is read back the same, in its own currency, by every endpoint that states it: the startup
 * page, the directory card, and the funding tracker's target until the founder sets one.
 */
let t: TestApp;
let founder: TestUser;
let investor: TestUser;
let startupId: number;
const SOURCE = 'Baobab reference rates (approximate mid-market)';
beforeAll(async () => {
  t = await createTestApp();
  await importExchangeRates(t.db, `currency,date,per_usd,source\nXOF,2025-06-30,558,${SOURCE}`);
  founder = await signUpFounder(t);
  investor = await signUpInvestor(t);
  startupId = await createStartup(t, founder, { name: 'Teranga Ledger', raisingAmount: 'XOF 500 000 000' });
});
afterAll(() => t.close());

const get = (user: TestUser | null, url: string) => t.app.inject(user ? as(user, { method: 'GET', url }) : { method: 'GET', url });
const RAISE = { amountMinor: '500000000', currency: 'XOF' };

describe('the raise, written once', () => {
  it('reads the same on the startup page, for its founder, an investor and a visitor', async () => {
    for (const viewer of [founder, investor, null]) {
      const page = (await get(viewer, `/api/startups/${startupId}`)).json();
      expect(page.raise).toMatchObject(RAISE);
      expect(page.raisingAmountMinor).toBe(500_000_000);
      expect(page.raisingCurrency).toBe('XOF');
    }
  });

  it('reads the same on the directory card', async () => {
    const list = (await get(investor, '/api/startups?q=Teranga')).json() as { id: number; raise: unknown }[];
    expect(list.find((card) => card.id === startupId)?.raise).toMatchObject(RAISE);
  });

  it('is the funding tracker target, exactly and in XOF, until the founder sets one', async () => {
    const tracker = (await get(founder, `/api/startups/${startupId}/funding-tracker`)).json();
    expect(tracker.targetSource).toBe('profile');
    expect(tracker.currency).toBe('XOF');
    expect(tracker.target).toMatchObject(RAISE);
  });

  it('moves everywhere at once when the founder edits it', async () => {
    const edit = await t.app.inject(as(founder, { method: 'PUT', url: `/api/startups/${startupId}`, payload: buildStartupInput({ name: 'Teranga Ledger', raisingAmount: '750 millions FCFA' }) }));
    expect(edit.statusCode, edit.body).toBe(200);
    const moved = { amountMinor: '750000000', currency: 'XOF' };
    expect((await get(investor, `/api/startups/${startupId}`)).json().raise).toMatchObject(moved);
    expect(((await get(investor, '/api/startups?q=Teranga')).json() as { id: number; raise: unknown }[]).find((card) => card.id === startupId)?.raise).toMatchObject(moved);
    expect((await get(founder, `/api/startups/${startupId}/funding-tracker`)).json().target).toMatchObject(moved);
  });
});
