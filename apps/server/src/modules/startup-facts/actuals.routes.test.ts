/**
 * One runway and one burn (the company record, docs/decisions/0028-company-actuals.md): the founder writes cash and burn
 * once in company metrics, and every endpoint that states a runway or a burn reads the same figures, with
 * their month: metrics, the financial model, due diligence, the valuation, an update's figures, the
 * investor's portfolio monitoring and the deal summary PDF.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import type { CashPosition, MetricsView } from '@baobab/contracts/metrics';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { connect } from '../../test/factories/network';
import { confirmedInvestment } from '../../test/factories/portfolio';
import { shareFinancials } from '../../test/factories/startup-access';
import { createStartup } from '../../test/factories/startups';
import { sendUpdate } from '../../test/factories/updates';
import { signUpFounder, signUpWithRole } from '../../test/factories/users';

let t: TestApp;
let founder: TestUser;
/** Confirmed investor the founder shared the financial model and valuation with, for download. */
let investor: TestUser;
/** Connected investor shown the valuation only: never the company's cash. */
let valuationOnly: TestUser;
let startupId: number;
let updateId: number;

/**
 * Cash at the end of January to April 2026: $500,000, $470,000, $430,000, $410,000 (net outflows of
 * $30,000, $40,000 and $20,000); a net burn of $25,000 recorded by hand for January, which cash cannot
 * tell. Burn = the average net outflow of the last 3 months = $30,000; runway = 410,000 ÷ 30,000 = 13.7.
 */
const expected = { month: '2026-04', burnRate: 30_000, runway: 13.7 };

const get = (user: TestUser, url: string) => t.app.inject(as(user, { method: 'GET', url }));
const post = (user: TestUser, url: string, payload?: Record<string, unknown>) => t.app.inject(as(user, { method: 'POST', url, ...(payload ? { payload } : {}) }));

beforeAll(async () => {
  t = await createTestApp();
  [founder, investor, valuationOnly] = await Promise.all([signUpFounder(t), signUpWithRole(t, 'investor'), signUpWithRole(t, 'investor')]);
  startupId = await createStartup(t, founder, { name: 'Kobo Ledger', raisingAmount: '$750K' });
  const define = async (payload: Record<string, unknown>) => {
    const response = await post(founder, `/api/startups/${startupId}/metrics`, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  };
  const cash = await define({ kind: 'cash', currency: 'USD' });
  const burn = await define({ kind: 'burn', currency: 'USD' });
  const runway = await define({ kind: 'runway' });
  const values = [
    { metricId: cash, month: '2026-01', value: '500000' },
    { metricId: cash, month: '2026-02', value: '470,000' },
    { metricId: cash, month: '2026-03', value: '430000' },
    { metricId: cash, month: '2026-04', value: '410000' },
    { metricId: burn, month: '2026-01', value: '25000' },
  ];
  const recorded = await t.app.inject(as(founder, { method: 'PUT', url: `/api/startups/${startupId}/metric-values`, payload: { values } }));
  expect(recorded.statusCode, recorded.body).toBe(200);

  await confirmedInvestment(t, investor, founder, startupId);
  await connect(t, founder, investor);
  await connect(t, founder, valuationOnly);
  await shareFinancials(t, founder, startupId, investor, ['financial_model', 'valuation'], 'download');
  await shareFinancials(t, founder, startupId, valuationOnly, ['valuation'], 'download');
  expect((await post(founder, `/api/startups/${startupId}/financial-model`, { assumptions: {} })).statusCode).toBe(200);
  expect((await post(founder, `/api/startups/${startupId}/valuation`)).statusCode).toBe(200);
  updateId = await sendUpdate(t, founder, startupId, { period: '2026-04', metricIds: [cash, burn, runway], audience: { confirmedInvestors: true, shareHolders: false, connections: false, userIds: [] } });
});
afterAll(() => t.close());

const asOf = (position: CashPosition | undefined) => position && { month: position.month, burnRate: Number(position.burnRate) / 100, runway: Number(position.runwayMonths) };

describe('runway and burn, written once in company metrics', () => {
  it('metrics: the cash position', async () => {
    const view = (await get(founder, `/api/startups/${startupId}/metrics`)).json() as MetricsView;
    expect(asOf(view.cashPosition ?? undefined)).toEqual(expected);
  });

  it('financial model: the same burn and runway, with the month, for the founder and the investor it was shared with', async () => {
    for (const reader of [founder, investor]) {
      const model = (await get(reader, `/api/startups/${startupId}/financial-model`)).json();
      expect(model.metrics).toMatchObject({ burnRate: expected.burnRate, runway: expected.runway });
      expect(asOf(model.actuals)).toEqual(expected);
      expect(model.currency).toBe('USD');
      // The projection starts from the recorded month, and says so in its starting point.
      expect(model.startingPoint).toEqual(
        expect.arrayContaining([
          { setting: 'startingCash', value: 410_000, source: 'company_metrics', month: '2026-04' },
          { setting: 'startingMonthlyBurn', value: 30_000, source: 'company_metrics', month: '2026-04' },
        ]),
      );
      expect(JSON.stringify(model.adjustments ?? [])).not.toContain('startingCash');
    }
  });

  it('due diligence: the runway check cites the recorded figures and their month', async () => {
    for (const reader of [founder, investor]) {
      const report = await post(reader, `/api/startups/${startupId}/due-diligence`);
      expect(report.statusCode, report.body).toBe(200);
      expect(report.body).toContain('runway 13.7 months, burn $30,000 a month, as of 2026-04, from company metrics');
    }
  });

  it('valuation: the actuals beside it for a reader of the model, never for a reader of the valuation alone', async () => {
    expect(asOf((await get(founder, `/api/startups/${startupId}/valuation`)).json().actuals)).toEqual(expected);
    expect(asOf((await get(investor, `/api/startups/${startupId}/valuation`)).json().actuals)).toEqual(expected);
    const other = (await get(valuationOnly, `/api/startups/${startupId}/valuation`)).json();
    expect(other.recommendation).toBeDefined();
    expect(other.actuals).toBeUndefined();
  });

  it("an update's figures and the investor's portfolio monitoring", async () => {
    const update = (await get(investor, `/api/updates/${updateId}`)).json();
    const figure = (kind: string) => update.figures.find((f: { kind: string }) => f.kind === kind);
    expect(figure('runway').value).toBe(String(expected.runway));
    expect(Number(figure('burn').value) / 100).toBe(20_000); // April's own net burn; the rate is the 3-month average
    const monitoring = (await get(investor, '/api/portfolio/monitoring')).json();
    expect(monitoring.companies.find((c: { startup: { id: number } }) => c.startup.id === startupId).runwayMonths).toBe(expected.runway);
  });

  it('the deal summary PDF, in English and French, and not for a reader without the model', async () => {
    const text = async (user: TestUser) => {
      const response = await get(user, `/api/startups/${startupId}/deal-summary.pdf`);
      expect(response.statusCode, response.body).toBe(200);
      return (await extractText(new Uint8Array(response.rawPayload), { mergePages: true })).text.replace(/\s+/g, ' ');
    };
    const english = await text(investor);
    expect(english).toContain('Runway: 13.7 months');
    expect(english).toContain('Burn rate: $30,000 a month');
    expect(english).toContain('As of April 2026, from company metrics');
    const chosen = await t.app.inject(as(investor, { method: 'PUT', url: '/api/account/preferences', payload: { locale: 'fr' } }));
    expect(chosen.statusCode, chosen.body).toBe(200);
    const french = await text(investor);
    expect(french).toContain('Autonomie (runway) : 13,7 mois');
    expect(french).toContain('À fin avril 2026, selon les indicateurs de l’entreprise');
    expect(await text(valuationOnly)).not.toContain('Runway');
  });
});
