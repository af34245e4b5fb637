import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFinancialAssumptions, financialToolsMessages as messages } from '@baobab/contracts/financial-tools';
import { moneyTextMessages } from '@baobab/contracts/money-text';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { signUpWithRole } from '../../test/factories/users';
import { buildStartup } from '../../test/factories/startups';

/** A startup raising in CFA francs: its financial tools read and state amounts in XOF. */
let t: TestApp;
let founder: TestUser;
let startupId: number;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  startupId = (await buildStartup(t, founder.id, { name: 'Teranga Pay', country: 'Senegal', raisingAmount: 'XOF 500 000 000', raisingAmountMinor: 500_000_000, raisingCurrency: 'XOF', raisingAmountUsd: 800_000 })).id;
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
      { path: 'assumptions.marketSize', message: moneyTextMessages.otherCurrency('€18 000 000', 'XOF', 'EUR') },
      { path: 'assumptions.customerAcquisitionCost', message: messages.assumptionNumber('Customer acquisition cost') },
      { path: 'assumptions.lifetimeValue', message: moneyTextMessages.tooPrecise('1,5', 'XOF', 0) },
      { path: 'assumptions.churnRate', message: moneyTextMessages.tooPreciseNumber('2,5555 %', 2) },
    ]);
    expect((await call('GET', '/financial-model')).json().generatedAt).toBe(before);
  });

  it('refuses a text longer than any amount, naming the field', async () => {
    const response = await call('POST', '/financial-model', { assumptions: { marketSize: '9'.repeat(65) } });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path: 'assumptions.marketSize', message: messages.assumptionNumber('Market size') });
  });
});
