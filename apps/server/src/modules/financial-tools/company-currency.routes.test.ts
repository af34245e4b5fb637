import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFinancialAssumptions, financialToolsMessages as messages } from '@baobab/contracts/financial-tools';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { moneyTextMessages } from '@baobab/contracts/money-text';
import { eq } from 'drizzle-orm';
import { importExchangeRates } from '../../db/exchange-rates/import-rates';
import { users } from '../../db/schema/auth';
import { investments } from '../../db/schema/portfolio';
import { as, createTestApp, type TestApp, type TestUser, forgetSessions } from '../../test/test-app';
import { signUpWithRole } from '../../test/factories/users';
import { buildStartup } from '../../test/factories/startups';
import { translatorFor } from '../../lib/i18n';
import type { Message } from '@baobab/contracts/i18n/message';

/** A startup raising in CFA francs: its financial tools read and state amounts in XOF. */
let t: TestApp;
let founder: TestUser;
let startupId: number;
const SOURCE = 'Baobab reference rates (approximate mid-market)';
const RATES = `currency,date,per_usd,source\nXOF,2025-06-30,558,${SOURCE}\nEUR,2025-06-30,0.853,${SOURCE}`;
beforeAll(async () => {
  t = await createTestApp();
  const [owner, backer, dollarBacker, shillingBacker, claimant] = await Promise.all([
    signUpWithRole(t, 'founder'),
    signUpWithRole(t, 'investor'),
    signUpWithRole(t, 'investor'),
    signUpWithRole(t, 'investor'),
    signUpWithRole(t, 'investor'),
  ]);
  founder = owner;
  await importExchangeRates(t.db, RATES);
  startupId = (await buildStartup(t, founder.id, { name: 'Teranga Pay', country: 'Senegal', raisingAmount: 'XOF 500 000 000', raisingAmountMinor: 500_000_000, raisingCurrency: 'XOF', raisingAmountUsd: 800_000 })).id;
  await t.db.insert(investments).values([
    { investorId: backer.id, startupId, dealDate: '2025-03-10', amountMinor: 100_000_000, currency: 'XOF', roundType: 'Seed', confirmationStatus: 'confirmed' },
    { investorId: dollarBacker.id, startupId, dealDate: '2025-04-10', amountMinor: 5_000_000, currency: 'USD', roundType: 'Seed', confirmationStatus: 'confirmed' },
    // No rate for shillings: shown in their own currency, not added in.
    { investorId: shillingBacker.id, startupId, dealDate: '2025-05-10', amountMinor: 1_000_000_00, currency: 'KES', roundType: 'Seed', confirmationStatus: 'confirmed' },
    // A claim the founder has not confirmed counts for nothing.
    { investorId: claimant.id, startupId, dealDate: '2025-05-10', amountMinor: 900_000_000, currency: 'XOF', roundType: 'Seed' },
  ]);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) =>
  t.app.inject(as(founder, { method, url: `/api/startups/${startupId}${path}`, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) }));

describe('financial model in the company currency', () => {
  it('reads amounts and percentages as typed, in XOF, beside plain numbers', async () => {
    const assumptions = { ...defaultFinancialAssumptions, marketSize: 'XOF 18 000 000 000', customerAcquisitionCost: '25 000', lifetimeValue: '1,5 M', churnRate: '2,5 %', grossMargin: 70 };
    const response = await call('POST', '/financial-model', { assumptions });
    expect(response.statusCode).toBe(200);
    expect(response.json().currency).toBe('XOF');
    expect(response.json().metrics.ltv_cac).toBeCloseTo(60, 5);
    const saved = (await call('GET', '/financial-model')).json();
    expect(saved.assumptions).toMatchObject({ marketSize: 18_000_000_000, customerAcquisitionCost: 25_000, lifetimeValue: 1_500_000, churnRate: 2.5, grossMargin: 70 });
  });

  it('refuses amounts it cannot read, naming each field, and keeps the saved model', async () => {
    const before = (await call('GET', '/financial-model')).json().generatedAt;
    const assumptions = { ...defaultFinancialAssumptions, marketSize: '€18 000 000', customerAcquisitionCost: 'a lot', lifetimeValue: '1,5', churnRate: '2,5555 %' };
    const response = await call('POST', '/financial-model', { assumptions });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'assumptions.marketSize', message: englishOf(moneyTextMessages.otherCurrency('€18 000 000', 'XOF', 'EUR')) },
      { path: 'assumptions.customerAcquisitionCost', message: englishOf(messages.assumptionNumber('Customer acquisition cost')) },
      { path: 'assumptions.lifetimeValue', message: englishOf(moneyTextMessages.tooPrecise('1,5', 'XOF', 0)) },
      { path: 'assumptions.churnRate', message: englishOf(moneyTextMessages.tooPreciseNumber('2,5555 %', 2)) },
    ]);
    expect((await call('GET', '/financial-model')).json().generatedAt).toBe(before);
  });

  it('refuses a text longer than any amount, naming the field', async () => {
    const response = await call('POST', '/financial-model', { assumptions: { marketSize: '9'.repeat(65) } });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path: 'assumptions.marketSize', message: englishOf(messages.assumptionNumber('Market size')) });
  });
});

describe('funding tracker in the company currency', () => {
  it('states the raise in XOF, dollars converted at the stored rate with its date, shillings without a rate beside', async () => {
    const response = await call('GET', '/funding-tracker');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      currency: 'XOF',
      targetAmount: 500_000_000,
      // XOF 100 000 000 + $50,000 × 558.
      raisedAmount: 127_900_000,
      // A reader with no display currency of their own reads US dollars beside it.
      target: { amountMinor: '500000000', currency: 'XOF', converted: { amountMinor: '89605735', currency: 'USD', rateDate: '2025-06-30', source: SOURCE } },
      raised: { amountMinor: '127900000', currency: 'XOF', converted: { amountMinor: '22921147', currency: 'USD', rateDate: '2025-06-30', source: SOURCE } },
      targetSource: 'profile',
      targetConversion: null,
      raisedConversions: [{ from: { amountMinor: '5000000', currency: 'USD' }, amountMinor: '27900000', rateDate: '2025-06-30', source: SOURCE }],
      unconverted: [{ amountMinor: '100000000', currency: 'KES' }],
      investorCount: 3,
    });
    expect(response.json().progressPercent).toBeCloseTo(25.58, 10);
  });

  it('shows the reader their display currency beside it, with the rate', async () => {
    await t.db.update(users).set({ displayCurrency: 'EUR' }).where(eq(users.id, founder.id));
    forgetSessions(t);
    const body = (await call('GET', '/funding-tracker')).json();
    expect(body.target.converted).toEqual({ amountMinor: '76433692', currency: 'EUR', rateDate: '2025-06-30', source: SOURCE });
    await t.db.update(users).set({ displayCurrency: null }).where(eq(users.id, founder.id));
    forgetSessions(t);
  });

  it('stores a typed target in XOF with its currency; a plain number is XOF too', async () => {
    const typed = await call('PUT', '/funding-tracker', { targetAmount: '1,5 Md' });
    expect(typed.statusCode).toBe(200);
    expect(typed.json()).toMatchObject({ currency: 'XOF', targetAmount: 1_500_000_000, targetSource: 'founder', target: { amountMinor: '1500000000', currency: 'XOF' } });
    const plain = await call('PUT', '/funding-tracker', { targetAmount: 600_000_000 });
    expect(plain.json()).toMatchObject({ targetAmount: 600_000_000, target: { amountMinor: '600000000', currency: 'XOF' } });
  });

  it.each([
    ['$1M', englishOf(moneyTextMessages.otherCurrency('$1M', 'XOF', 'USD'))],
    ['1,5', englishOf(moneyTextMessages.tooPrecise('1,5', 'XOF', 0))],
    ['soon', messages.targetAmount],
    [-5, messages.targetAmount],
  ])('refuses the target %s naming the field, and keeps the one set', async (targetAmount, message) => {
    const response = await call('PUT', '/funding-tracker', { targetAmount });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path: 'targetAmount', message });
    expect((await call('GET', '/funding-tracker')).json().targetAmount).toBe(600_000_000);
  });
});

describe('valuation in the company currency', () => {
  it('states the recommendation in XOF beside the engine’s US dollars, with the rate’s date and source, and keeps it', async () => {
    const response = await call('POST', '/valuation');
    expect(response.statusCode).toBe(200);
    const { recommendation, methods, inCompanyCurrency } = response.json();
    const xof = (usd: number) => String(Math.round(usd * 100) * 558 / 100);
    const eachMethod = Object.fromEntries(Object.entries(methods as Record<string, { value: number }>).map(([name, m]) => [name, String(Math.round((Math.round(m.value * 100) * 558) / 100))]));
    const { comparables } = response.json() as { comparables?: { peers: { value: number }[] } };
    // The recorded peers come converted too whenever the engine compared with any.
    const peers = comparables?.peers.map((peer) => String(Math.round((Math.round(peer.value * 100) * 558) / 100)));
    expect(inCompanyCurrency).toEqual({ currency: 'XOF', fairValueMinor: xof(recommendation.fairValue), minMinor: xof(recommendation.range.min), maxMinor: xof(recommendation.range.max), methods: eachMethod, ...(peers ? { peers } : {}), rateDate: '2025-06-30', source: SOURCE });
    expect((await call('GET', '/valuation')).json().inCompanyCurrency).toEqual(inCompanyCurrency);
  });

  it('sends each reasoning line with its message, the amounts typed in XOF, and keeps them with the saved valuation', async () => {
    const calculated = (await call('POST', '/valuation')).json() as { recommendation: { reasoning: string[] }; messages: Record<string, Message> };
    const { reasoning } = calculated.recommendation;
    expect(reasoning.every((line) => calculated.messages[line] !== undefined)).toBe(true);
    expect(calculated.messages[reasoning[0]!]).toMatchObject({ i18nKey: 'Fair value {{value}}: the confidence-weighted average of {{count}} methods.', values: { value: { currency: 'XOF' } } });
    const round = reasoning.find((line) => line.startsWith('Round on the record'))!;
    expect(round).toContain('Raising XOF 500,000,000 at the Seed stage');
    // The method's sentences are joined (valuation-texts.ts joinText) when the cap table models rounds too.
    const explanation = calculated.messages[round]!.values!.explanation as Message;
    const raise = explanation.values!.sentence ? (explanation.values!.sentence as Message).values : explanation.values;
    expect(raise).toMatchObject({ raise: { amount: 500_000_000, currency: 'XOF' }, stage: { i18nKey: 'Seed' }, low: 15, high: 25 });
    // The server's own French (e-mails, the PDF) renders it from the message: francs the French way.
    expect(translatorFor('fr').message(calculated.messages[round]!).replace(/[\u00a0\u202f]/g, ' ')).toContain('Levée de 500 000 000 XOF au stade Amorçage');
    const saved = (await call('GET', '/valuation')).json() as typeof calculated;
    expect(saved.recommendation.reasoning).toEqual(reasoning);
    expect(saved.messages).toEqual(calculated.messages);
  });
});
