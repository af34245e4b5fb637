/**
 * A company in CFA francs (XOF): its cap table, share ledger prices, valuation and deal summary PDF state
 * XOF, never dollars (decision 0035). Prices per share keep their real decimals (XOF 0.0475).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import { financialToolsMessages, ledgerMessages } from '@baobab/contracts/financial-tools';
import { importExchangeRates } from '../../db/exchange-rates/import-rates';
import { investments } from '../../db/schema/portfolio';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { connect } from '../../test/factories/network';
import { confirmedInvestment } from '../../test/factories/portfolio';
import { shareFinancials } from '../../test/factories/startup-access';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';

let t: TestApp;
let founder: TestUser;
let investor: TestUser;
let startupId: number;
const SOURCE = 'Baobab reference rates (approximate mid-market)';
beforeAll(async () => {
  t = await createTestApp();
  [founder, investor] = await Promise.all([signUpWithRole(t, 'founder'), signUpWithRole(t, 'investor')]);
  await importExchangeRates(t.db, `currency,date,per_usd,source\nXOF,2025-06-30,558,${SOURCE}`);
  startupId = (
    await buildStartup(t, founder.id, { name: 'Teranga Pay', country: 'Senegal', raisingAmount: 'XOF 500 000 000', raisingAmountMinor: 500_000_000, raisingCurrency: 'XOF', raisingAmountUsd: 896_057, monthlyRevenueUsd: 20_000, tractionUsers: 5_000 })
  ).id;
  await confirmedInvestment(t, investor, founder, startupId);
  await connect(t, founder, investor);
  await shareFinancials(t, founder, startupId, investor, ['cap_table', 'valuation'], 'download');
});
afterAll(() => t.close());

const call = (user: TestUser, method: 'GET' | 'POST', path: string, payload?: unknown) =>
  t.app.inject(as(user, { method, url: `/api/startups/${startupId}${path}`, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) }));

const vesting = { total: 0, vested: 0, cliff: 0, schedule: 'immediate' };
const holder = (shareholderName: string, shares: number, extra: Record<string, unknown> = {}) => ({ shareholderName, shareholderType: 'founder', shares, shareClass: 'Common', vesting: { ...vesting }, liquidationPreference: 1, antiDilution: 'None', ...extra });

describe('a XOF company\'s cap table', () => {
  it('states its currency, prices the round in francs with its decimals, and opens the ledger in XOF', async () => {
    const input = {
      openingDate: '2025-01-01',
      shares: [holder('Awa Diop', 6_000_000), holder('Moussa Fall', 4_000_000), { ...holder('Staff', 500_000, { shareholderType: 'employee', shareClass: 'Options' }), exercisePrice: 0.0475 }],
      safes: [{ holderName: 'Dakar Angels', investment: 25_000_000, valuationCap: 2_000_000_000 }],
      pricedRound: { seriesName: 'Seed', investorName: 'Sahel Ventures', preMoneyValuation: 3_000_000_000, investment: 500_000_000, closingDate: '2025-06-01' },
    };
    const response = await call(founder, 'POST', '/cap-table', input);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.currency).toBe('XOF');
    // 3,000,000,000 francs over the pre-money shares: a price of a few hundred francs with its decimals, not rounded to a whole franc.
    expect(result.roundPrice.pricePerShare).toBeGreaterThan(200);
    expect(Number.isInteger(result.roundPrice.pricePerShare * 10_000)).toBe(true);
    const saved = (await call(founder, 'GET', '/cap-table')).json();
    expect(saved.currency).toBe('XOF');
    expect(saved.openingShares.find((s: { shareholderName: string }) => s.shareholderName === 'Staff').exercisePrice).toBe(0.0475);
    const ledger = (await call(founder, 'GET', '/cap-table/ledger')).json() as { entry: { currency: string; pricePerShare: string } }[];
    expect(ledger.map((e) => [e.entry.currency, e.entry.pricePerShare])).toEqual([['XOF', '0'], ['XOF', '0'], ['XOF', '0']]);
  });

  it('refuses a bad round term with a 400 naming the field', async () => {
    const response = await call(founder, 'POST', '/cap-table', { shares: [holder('Awa Diop', 6_000_000)], pricedRound: { seriesName: 'Seed', investorName: 'Sahel', preMoneyValuation: -1, investment: 500_000_000, closingDate: '2025-06-01' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path: 'pricedRound.preMoneyValuation', message: financialToolsMessages.preMoneyValuation });
  });
});

describe('the share ledger\'s price per share with its real decimals', () => {
  const issuance = (extra: Record<string, unknown>) => ({ kind: 'issuance', date: '2025-07-01', holder: 'Awa Diop', shareClass: 'Common', shares: 1_000, currency: 'XOF', ...extra });

  it('keeps XOF 0.0475 exactly beside the older minor units, and answers every entry with its decimal price', async () => {
    const added = await call(founder, 'POST', '/cap-table/ledger', issuance({ pricePerShare: '0.0475', pricePerShareMinor: 0.05 }));
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().entry).toMatchObject({ pricePerShare: '0.0475', pricePerShareMinor: 0.05, currency: 'XOF' });
    const older = await call(founder, 'POST', '/cap-table/ledger', issuance({ pricePerShareMinor: 12.5, date: '2025-07-02' }));
    expect(older.statusCode, older.body).toBe(201);
    const listed = (await call(investor, 'GET', '/cap-table/ledger')).json() as { id: number; entry: { pricePerShare?: string } }[];
    expect(listed.find((e) => e.id === added.json().id)?.entry.pricePerShare).toBe('0.0475');
    expect(listed.find((e) => e.id === older.json().id)?.entry.pricePerShare).toBe('12.5');
  });

  it.each([
    [{ pricePerShare: '0.0475', pricePerShareMinor: 4.75 }, ledgerMessages.decimalPriceMismatch],
    [{ pricePerShare: '0,0475', pricePerShareMinor: 0.05 }, ledgerMessages.decimalPrice],
    [{ pricePerShare: '0.00000001', pricePerShareMinor: 0 }, ledgerMessages.decimalPrice],
  ])('refuses %j with a 400 at pricePerShare', async (price, message) => {
    const response = await call(founder, 'POST', '/cap-table/ledger', issuance(price));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path: 'pricePerShare', message });
  });

  it('takes the CFA francs of Central Africa too', async () => {
    const response = await call(founder, 'POST', '/cap-table/ledger', issuance({ currency: 'XAF', pricePerShare: '150', pricePerShareMinor: 150, date: '2025-07-03' }));
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('a XOF company\'s valuation', () => {
  it('states the fair value, each method and every reasoning amount in XOF, never dollars, and the deal summary PDF too', async () => {
    const response = await call(founder, 'POST', '/valuation');
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.inCompanyCurrency).toMatchObject({ currency: 'XOF', rateDate: '2025-06-30', source: SOURCE });
    expect(Object.keys(result.inCompanyCurrency.methods).sort()).toEqual(Object.keys(result.methods).sort());
    // 558 francs a dollar: each figure is the method's dollars at that rate, to the franc.
    for (const [name, method] of Object.entries(result.methods as Record<string, { value: number }>)) {
      expect(Number(result.inCompanyCurrency.methods[name])).toBe(Math.round(method.value * 558));
    }
    const reasoning = (result.recommendation.reasoning as string[]).join(' ');
    expect(reasoning).not.toContain('$');
    // The raise as typed and the round modelled on the cap table (in francs) come back exactly, not via reference dollars.
    expect(reasoning).toContain('Raising XOF 500,000,000 at the Seed stage');
    expect(reasoning).toContain('use a pre-money of XOF 3,000,000,000');
    const saved = (await call(investor, 'GET', '/valuation')).json();
    expect(saved.inCompanyCurrency.methods).toEqual(result.inCompanyCurrency.methods);

    const pdf = await t.app.inject(as(investor, { method: 'GET', url: `/api/startups/${startupId}/deal-summary.pdf` }));
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = (await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true })).text.replace(/\s+/g, ' ');
    const fair = Number(result.inCompanyCurrency.fairValueMinor).toLocaleString('en-US');
    expect(text).toContain(`Fair value: XOF ${fair}`);
    expect(text).toContain('Converted from US dollars at the rate of 30 Jun 2025');
  });

  it('states the recorded peers at the same rate as the rest', async () => {
    const [peerFounder, backer] = await Promise.all([signUpWithRole(t, 'founder'), signUpWithRole(t, 'investor')]);
    const peers = await Promise.all([0, 1, 2, 3, 4].map((i) => buildStartup(t, peerFounder.id, { name: `Peer ${i}`, fundingStage: 'Seed' })));
    // $1M for a $5M post-money, confirmed by both sides: a recorded $4M pre-money each.
    await t.db.insert(investments).values(peers.map((p) => ({ investorId: backer.id, startupId: p.id, dealDate: '2026-02-01', amountMinor: 1_000_000_00, valuationMinor: 5_000_000_00, roundType: 'Seed', confirmationStatus: 'confirmed' as const })));
    const result = (await call(founder, 'POST', '/valuation')).json();
    expect(result.comparables.peers).toHaveLength(5);
    expect(result.inCompanyCurrency.peers).toEqual(result.comparables.peers.map((p: { value: number }) => String(Math.round(p.value * 558))));
  });
});
