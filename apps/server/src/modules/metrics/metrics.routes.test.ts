import { moneyTextMessages } from '@baobab/contracts/money-text';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { metricLimits, metricsMessages as messages, standardMetrics, type Metric, type MetricsView } from '@baobab/contracts/metrics';
import { metricValueMessages } from '@baobab/contracts/metric-values';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { message } from '@baobab/contracts/i18n/message';
import { companyMetrics, companyMetricValues } from '../../db/schema/updates';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';

let t: TestApp;
let founder: TestUser;
let startupId: number;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  startupId = (await buildStartup(t, founder.id)).id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(companyMetrics).where(eq(companyMetrics.startupId, startupId));
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (user: TestUser | null, method: Method, path: string, payload?: unknown, id = startupId) =>
  t.app.inject(as(user, { method, url: `/api/startups/${id}${path}`, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) }));
const define = async (body: Record<string, unknown>): Promise<Metric> => {
  const response = await call(founder, 'POST', '/metrics', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const view = async (): Promise<MetricsView> => (await call(founder, 'GET', '/metrics')).json();
const seriesOf = async (id: number) => (await view()).metrics.find((metric) => metric.id === id)!.series;
const save = (values: { metricId: number; month: string; value: string | null }[]) => call(founder, 'PUT', '/metric-values', { values });
const storedValues = () => t.db.select().from(companyMetricValues);

describe('defining metrics', () => {
  it('defines standard metrics with their fixed names and a custom one, listed in the order defined', async () => {
    const mrr = await define({ kind: 'mrr', currency: 'USD' });
    expect(mrr).toEqual({ id: mrr.id, kind: 'mrr', name: 'MRR', unit: 'money', currency: 'USD', series: [] });
    await define({ kind: 'headcount' });
    const nps = await define({ kind: 'custom', name: '  Net promoter score ', unit: 'percent' });
    expect(nps.name).toBe('Net promoter score');
    const pilots = await define({ kind: 'custom', name: 'Pilot revenue', unit: 'money', currency: 'KES' });
    expect(pilots.currency).toBe('KES');
    expect((await view()).metrics.map((metric) => metric.name)).toEqual(['MRR', 'Headcount', 'Net promoter score', 'Pilot revenue']);
  });

  it('refuses each incomplete or contradictory definition with its own message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kind: 'custom', unit: 'count' }, 'name', messages.nameRequired],
      [{ kind: 'custom', name: 'Pilots' }, 'unit', messages.unitRequired],
      [{ kind: 'custom', name: 'x'.repeat(61), unit: 'count' }, 'name', englishOf(messages.nameTooLong)],
      [{ kind: 'custom', name: 'mrr', unit: 'money', currency: 'USD' }, 'name', englishOf(messages.nameIsStandard('mrr'))],
      [{ kind: 'custom', name: 'Gross Margin', unit: 'percent' }, 'name', englishOf(messages.nameIsStandard('Gross Margin'))],
      [{ kind: 'cash' }, 'currency', messages.currencyRequired],
      [{ kind: 'cash', currency: 'XYZ' }, 'currency', englishOf(messages.currency)],
      [{ kind: 'customers', currency: 'USD' }, 'currency', messages.currencyOnlyForMoney],
      [{ kind: 'runway', unit: 'count' }, 'unit', englishOf(messages.standardUnitFixed('Runway', 'months'))],
      [{ kind: 'mrr', name: 'Recurring', currency: 'USD' }, 'name', englishOf(messages.standardNameFixed('MRR'))],
      [{ kind: 'arr' }, 'kind', englishOf(messages.kind)],
    ];
    for (const [body, path, message] of cases) {
      const response = await call(founder, 'POST', '/metrics', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().issues, JSON.stringify(body)).toContainEqual({ path, message });
    }
    expect(await t.db.select().from(companyMetrics)).toEqual([]);
  });

  it('answers 409 to a second metric of one kind or name, whatever its case', async () => {
    await define({ kind: 'cash', currency: 'USD' });
    const again = await call(founder, 'POST', '/metrics', { kind: 'cash', currency: 'NGN' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(englishOf(messages.nameTaken('Cash')));
    await define({ kind: 'custom', name: 'Pilots', unit: 'count' });
    expect((await call(founder, 'POST', '/metrics', { kind: 'custom', name: 'PILOTS', unit: 'count' })).json().message).toBe(englishOf(messages.nameTaken('PILOTS')));
  });

  it('keeps burn in the currency of cash, which it is computed from', async () => {
    await define({ kind: 'cash', currency: 'NGN' });
    const burn = await call(founder, 'POST', '/metrics', { kind: 'burn', currency: 'USD' });
    expect(burn.statusCode).toBe(400);
    expect(burn.json().message).toBe(englishOf(messages.burnCurrency('NGN')));
    await define({ kind: 'burn', currency: 'NGN' });
  });

  it(`stops at ${metricLimits.perStartup} metrics, even when creates race`, async () => {
    await t.db.insert(companyMetrics).values(Array.from({ length: metricLimits.perStartup - 2 }, (_, i) => ({ startupId, kind: 'custom', name: `M${i}`, unit: 'count', position: i })));
    const responses = await Promise.all(Array.from({ length: 6 }, (_, i) => call(founder, 'POST', '/metrics', { kind: 'custom', name: `Last ${i}`, unit: 'count' })));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(2);
    for (const r of responses.filter((x) => x.statusCode !== 201)) expect(r.json().message).toBe(englishOf(messages.tooManyMetrics));
    expect(await t.db.select().from(companyMetrics).where(eq(companyMetrics.startupId, startupId))).toHaveLength(metricLimits.perStartup);
  });
});

describe('changing and deleting metrics', () => {
  it('renames a custom metric, changes its unit while it has no values, and refuses once it has', async () => {
    const custom = await define({ kind: 'custom', name: 'Pilots', unit: 'count' });
    const renamed = await call(founder, 'PUT', `/metrics/${custom.id}`, { name: 'Paid pilots' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Paid pilots');
    const money = await call(founder, 'PUT', `/metrics/${custom.id}`, { unit: 'money', currency: 'GHS' });
    expect(money.json()).toMatchObject({ unit: 'money', currency: 'GHS' });
    expect((await save([{ metricId: custom.id, month: '2025-01', value: '100' }])).statusCode).toBe(200);
    const change = await call(founder, 'PUT', `/metrics/${custom.id}`, { currency: 'USD' });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(messages.unitChangeWithValues);
    expect((await call(founder, 'PUT', `/metrics/${custom.id}`, { unit: 'money' })).statusCode).toBe(200);
  });

  it("keeps a standard metric's name and unit, and refuses an empty change", async () => {
    const mrr = await define({ kind: 'mrr', currency: 'USD' });
    expect((await call(founder, 'PUT', `/metrics/${mrr.id}`, { name: 'Recurring' })).json().message).toBe(englishOf(messages.standardNameFixed('MRR')));
    expect((await call(founder, 'PUT', `/metrics/${mrr.id}`, { unit: 'count' })).json().message).toBe(englishOf(messages.standardUnitFixed('MRR', 'money')));
    expect((await call(founder, 'PUT', `/metrics/${mrr.id}`, { currency: null })).json().message).toBe(messages.currencyRequired);
    expect((await call(founder, 'PUT', `/metrics/${mrr.id}`, {})).json().message).toBe(`body: ${messages.nothingToUpdate}`);
    expect((await call(founder, 'PUT', `/metrics/${mrr.id}`, { currency: 'EUR' })).json().currency).toBe('EUR');
  });

  it('deletes a metric with its values, then answers 404 for it', async () => {
    const cash = await define({ kind: 'cash', currency: 'USD' });
    await save([{ metricId: cash.id, month: '2025-01', value: '10' }]);
    expect((await call(founder, 'DELETE', `/metrics/${cash.id}`)).statusCode).toBe(204);
    expect(await storedValues()).toEqual([]);
    expect((await call(founder, 'DELETE', `/metrics/${cash.id}`)).statusCode).toBe(404);
    expect((await call(founder, 'PUT', `/metrics/${cash.id}`, { currency: 'EUR' })).statusCode).toBe(404);
  });
});

describe('recording monthly values', () => {
  it('stores money exactly in minor units and reads every unit back as decimal text', async () => {
    const [mrr, margin, team, rwf] = [
      await define({ kind: 'mrr', currency: 'USD' }),
      await define({ kind: 'gross_margin' }),
      await define({ kind: 'headcount' }),
      await define({ kind: 'custom', name: 'Kigali sales', unit: 'money', currency: 'RWF' }),
    ];
    const saved = await save([
      { metricId: mrr.id, month: '2025-02', value: '12,500.50' },
      { metricId: mrr.id, month: '2025-01', value: '0.10' },
      { metricId: margin.id, month: '2025-01', value: '62.5' },
      { metricId: team.id, month: '2025-01', value: '7' },
      { metricId: rwf.id, month: '2025-01', value: '1500000' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const metrics = (saved.json() as MetricsView).metrics;
    expect(metrics.find((x) => x.id === mrr.id)!.series).toEqual([
      { month: '2025-01', value: '10', isComputed: false },
      { month: '2025-02', value: '1250050', isComputed: false },
    ]);
    expect(metrics.find((x) => x.id === margin.id)!.series[0]!.value).toBe('62.5');
    expect(metrics.find((x) => x.id === team.id)!.series[0]!.value).toBe('7');
    expect(metrics.find((x) => x.id === rwf.id)!.series[0]!.value).toBe('1500000');
  });

  it('replaces a month, deletes it with null, and refuses a bad batch whole with a message per bad value', async () => {
    const mrr = await define({ kind: 'mrr', currency: 'USD' });
    const team = await define({ kind: 'headcount' });
    await save([{ metricId: mrr.id, month: '2025-01', value: '100' }, { metricId: team.id, month: '2025-01', value: '3' }]);
    await save([{ metricId: mrr.id, month: '2025-01', value: '150' }]);
    expect(await seriesOf(mrr.id)).toEqual([{ month: '2025-01', value: '15000', isComputed: false }]);

    const bad = await save([
      { metricId: team.id, month: '2025-01', value: null },
      { metricId: mrr.id, month: '2025-02', value: 'abc' },
      { metricId: team.id, month: '2025-02', value: '2.5' },
      { metricId: mrr.id, month: '2025-03', value: '1.005' },
    ]);
    expect(bad.statusCode).toBe(400);
    // The refusal's message beside its English: the standard metric's name a label, the typed text as typed.
    expect(bad.json().messages[`MRR, 2025-02: ${englishOf(metricValueMessages.notANumber('abc'))}`]).toEqual(
      message('{{metric}}, {{month}}: {{message}}', { metric: message('MRR'), month: '2025-02', message: message('"{{text}}" is not a number: write it as, for example, 18 000 000, 12 500,50 or 1,5 M', { text: 'abc' }) }),
    );
    expect(bad.json().issues).toEqual([
      { path: 'values.1.value', message: `MRR, 2025-02: ${englishOf(metricValueMessages.notANumber('abc'))}` },
      { path: 'values.2.value', message: `Headcount, 2025-02: ${englishOf(metricValueMessages.wholeNumber('Headcount'))}` },
      { path: 'values.3.value', message: `MRR, 2025-03: ${englishOf(metricValueMessages.moneyDecimals('USD', 2))}` },
    ]);
    // Nothing of the bad batch was written: the headcount month it deleted is still there.
    expect(await seriesOf(team.id)).toEqual([{ month: '2025-01', value: '3', isComputed: false }]);

    expect((await save([{ metricId: team.id, month: '2025-01', value: null }])).statusCode).toBe(200);
    expect(await seriesOf(team.id)).toEqual([]);
  });

  it('reads values as people write them (18 000 000, 1,5 M) and refuses another currency on the value it is in', async () => {
    const cash = await define({ kind: 'cash', currency: 'XOF' });
    const team = await define({ kind: 'headcount' });
    const saved = await save([
      { metricId: cash.id, month: '2025-01', value: '18 000 000' },
      { metricId: cash.id, month: '2025-02', value: '1,5 M' },
      { metricId: team.id, month: '2025-01', value: '1 200' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await seriesOf(cash.id)).toEqual([{ month: '2025-01', value: '18000000', isComputed: false }, { month: '2025-02', value: '1500000', isComputed: false }]);
    expect((await seriesOf(team.id)).map((p) => p.value)).toEqual(['1200']);
    const bad = await save([{ metricId: cash.id, month: '2025-03', value: '€18 000' }, { metricId: cash.id, month: '2025-04', value: '1,500.5' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: 'values.0.value', message: `Cash, 2025-03: ${englishOf(moneyTextMessages.otherCurrency('€18 000', 'XOF', 'EUR'))}` },
      { path: 'values.1.value', message: `Cash, 2025-04: ${englishOf(metricValueMessages.moneyDecimals('XOF', 0))}` },
    ]);
  });

  it('imports CSV values written with spaces and multipliers', async () => {
    const cash = await define({ kind: 'cash', currency: 'XOF' });
    const imported = await call(founder, 'POST', '/metrics/import', { csv: ['month,metric,value', '2025-01,Cash,18 000 000', '2025-02,Cash,"17,5 M"', '2025-03,Cash,"1,500"'].join('\n'), commit: true });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().saved).toBe(3);
    expect((await seriesOf(cash.id)).map((p) => p.value)).toEqual(['18000000', '17500000', '1500']);
  });

  it('refuses future months, months before 1900, a month twice and negative revenue', async () => {
    const mrr = await define({ kind: 'mrr', currency: 'USD' });
    const future = await save([{ metricId: mrr.id, month: '2999-01', value: '1' }]);
    expect(future.json().issues).toContainEqual({ path: 'values.0.month', message: messages.monthFuture });
    expect((await save([{ metricId: mrr.id, month: '0000-01', value: '1' }])).statusCode).toBe(400);
    const twice = await save([{ metricId: mrr.id, month: '2025-01', value: '1' }, { metricId: mrr.id, month: '2025-01', value: '2' }]);
    expect(twice.json().issues).toContainEqual({ path: 'values.1.month', message: englishOf(messages.duplicateValue('2025-01')) });
    expect((await save([{ metricId: mrr.id, month: '2025-01', value: '-5' }])).json().message).toBe(`MRR, 2025-01: ${englishOf(metricValueMessages.negative('MRR'))}`);
    expect(await storedValues()).toEqual([]);
  });

  it("never writes to another startup's metric: 404, and nothing changes", async () => {
    const other = await signUpWithRole(t, 'founder');
    const theirs = (await buildStartup(t, other.id, { name: 'Theirs' })).id;
    const response = await call(other, 'POST', '/metrics', { kind: 'customers' }, theirs);
    const theirMetric = response.json().id as number;
    const attempt = await save([{ metricId: theirMetric, month: '2025-01', value: '5' }]);
    expect(attempt.statusCode).toBe(404);
    expect(attempt.json().message).toBe(messages.metricNotFound);
    expect(await storedValues()).toEqual([]);
  });
});

describe('burn and runway computed from cash', () => {
  it('computes net burn and runway where cash allows, keeps recorded values elsewhere, and flags which is which', async () => {
    const cash = await define({ kind: 'cash', currency: 'USD' });
    const burn = await define({ kind: 'burn', currency: 'USD' });
    const runway = await define({ kind: 'runway' });
    await save([
      // December: no cash for November, so the recorded burn stands.
      { metricId: burn.id, month: '2024-12', value: '25000' },
      { metricId: cash.id, month: '2024-12', value: '500000' },
      { metricId: cash.id, month: '2025-01', value: '470000' },
      { metricId: cash.id, month: '2025-02', value: '430000' },
      { metricId: cash.id, month: '2025-03', value: '410000' },
      // Typed by hand for a month cash covers: the computed figure replaces it.
      { metricId: burn.id, month: '2025-03', value: '99999' },
      { metricId: runway.id, month: '2024-11', value: '18' },
    ]);
    const { metrics, cashPosition } = await view();
    expect(metrics.find((m) => m.id === burn.id)!.series).toEqual([
      { month: '2024-12', value: '2500000', isComputed: false },
      { month: '2025-01', value: '3000000', isComputed: true },
      { month: '2025-02', value: '4000000', isComputed: true },
      { month: '2025-03', value: '2000000', isComputed: true },
    ]);
    // Runway: 500,000 ÷ 25,000 = 20; 470,000 ÷ 27,500 = 17.1; 430,000 ÷ 31,666.67 = 13.6; 410,000 ÷ 30,000 = 13.7.
    expect(metrics.find((m) => m.id === runway.id)!.series).toEqual([
      { month: '2024-11', value: '18', isComputed: false },
      { month: '2024-12', value: '20', isComputed: true },
      { month: '2025-01', value: '17.1', isComputed: true },
      { month: '2025-02', value: '13.6', isComputed: true },
      { month: '2025-03', value: '13.7', isComputed: true },
    ]);
    expect(cashPosition).toEqual({ month: '2025-03', currency: 'USD', cash: '41000000', burnRate: '3000000', runwayMonths: '13.7', status: 'burning' });
  });

  it('says when the company is not burning, and leaves that month out of the runway series', async () => {
    const cash = await define({ kind: 'cash', currency: 'USD' });
    const runway = await define({ kind: 'runway' });
    await save([
      { metricId: cash.id, month: '2025-01', value: '100' },
      { metricId: cash.id, month: '2025-02', value: '150' },
      { metricId: runway.id, month: '2025-02', value: '12' },
    ]);
    const { metrics, cashPosition } = await view();
    expect(metrics.find((m) => m.id === runway.id)!.series).toEqual([]);
    expect(cashPosition).toMatchObject({ month: '2025-02', burnRate: '0', runwayMonths: null, status: 'not_burning' });
  });
});

describe('CSV import', () => {
  const csv = [
    'month,metric,value',
    '2025-01,MRR,"12,500.50"',
    '2025-01,cash,300000',
    '2025-02,Cash,abc',
    '2025-02,cash,270000',
    '2025-02,Churn,3',
    '2025-13,mrr,1',
    '',
    '2025-02,gross_margin,61.25',
    '2025-02,MRR,13000,extra',
    '2025-01,mrr,1',
  ].join('\n');

  it('previews every row with its own error and saves nothing', async () => {
    await define({ kind: 'mrr', currency: 'USD' });
    await define({ kind: 'cash', currency: 'USD' });
    await define({ kind: 'gross_margin' });
    const preview = await call(founder, 'POST', '/metrics/import', { csv, commit: false });
    expect(preview.statusCode, preview.body).toBe(200);
    const { messages: sentMessages, ...answer } = preview.json() as { messages: Record<string, unknown> };
    // Each row's problem travels with its message: what the founder typed as a string, the line as a number.
    expect(sentMessages[`Line 4: ${englishOf(metricValueMessages.notANumber('abc'))}`]).toEqual(messages.rowLine(4, metricValueMessages.notANumber('abc')));
    expect(answer).toEqual({
      saved: 0,
      rows: [
        { line: 2, month: '2025-01', metric: 'MRR', value: '12,500.50', error: null },
        { line: 3, month: '2025-01', metric: 'Cash', value: '300000', error: null },
        { line: 4, month: '2025-02', metric: 'Cash', value: 'abc', error: `Line 4: ${englishOf(metricValueMessages.notANumber('abc'))}` },
        { line: 5, month: '2025-02', metric: 'Cash', value: '270000', error: null },
        { line: 6, month: '2025-02', metric: 'Churn', value: '3', error: `Line 6: ${englishOf(messages.rowMetric('Churn'))}` },
        { line: 7, month: '2025-13', metric: 'MRR', value: '1', error: `Line 7: ${englishOf(messages.rowMonth('2025-13'))}` },
        { line: 9, month: '2025-02', metric: standardMetrics.gross_margin.name, value: '61.25', error: null },
        { line: 10, month: '2025-02', metric: 'MRR', value: '13000', error: `Line 10: ${englishOf(messages.rowColumns(4))}` },
        { line: 11, month: '2025-01', metric: 'MRR', value: '1', error: `Line 11: ${englishOf(messages.rowDuplicate('MRR', '2025-01', 2))}` },
      ],
    });
    expect(await storedValues()).toEqual([]);
  });

  it('saves every valid row in one go and reports the bad ones', async () => {
    const mrr = await define({ kind: 'mrr', currency: 'USD' });
    const cash = await define({ kind: 'cash', currency: 'USD' });
    const margin = await define({ kind: 'gross_margin' });
    const imported = await call(founder, 'POST', '/metrics/import', { csv, commit: true });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().saved).toBe(4);
    expect(imported.json().rows.filter((r: { error: string | null }) => r.error).map((r: { line: number }) => r.line)).toEqual([4, 6, 7, 10, 11]);
    expect(await seriesOf(mrr.id)).toEqual([{ month: '2025-01', value: '1250050', isComputed: false }]);
    expect((await seriesOf(cash.id)).map((p) => p.value)).toEqual(['30000000', '27000000']);
    expect(await seriesOf(margin.id)).toEqual([{ month: '2025-02', value: '61.25', isComputed: false }]);
    // A second import of the same file replaces the same months: still four rows.
    expect((await call(founder, 'POST', '/metrics/import', { csv, commit: true })).json().saved).toBe(4);
    expect(await storedValues()).toHaveLength(4);
  });

  it('reads columns in any order, a byte-order mark, Windows line ends and quoted fields', async () => {
    const custom = await define({ kind: 'custom', name: 'Active, paying users', unit: 'count' });
    const file = '\uFEFFValue,Month,Metric\r\n42,2025-03,"active, PAYING users"\r\n"4""2",2025-04,"Active, paying users"\r\n"2025-05,x\r\n';
    const result = (await call(founder, 'POST', '/metrics/import', { csv: file, commit: true })).json();
    expect(result.saved).toBe(1);
    expect(result.rows.map((r: { error: string | null }) => r.error)).toEqual([
      null,
      `Line 3: ${englishOf(metricValueMessages.notANumber('4"2'))}`,
      `Line 4: ${englishOf(messages.rowUnreadable)}`,
    ]);
    expect(await seriesOf(custom.id)).toEqual([{ month: '2025-03', value: '42', isComputed: false }]);
  });

  it('refuses a file without the header, without rows, too long or too large, with its own message', async () => {
    await define({ kind: 'mrr', currency: 'USD' });
    const refuse = async (file: string, message: string) => {
      const response = await call(founder, 'POST', '/metrics/import', { csv: file, commit: true });
      expect(response.statusCode, file.slice(0, 40)).toBe(400);
      expect(response.json().message).toContain(message);
    };
    await refuse('2025-01,mrr,5\n2025-02,mrr,6', messages.csvHeader);
    await refuse('month;metric;value\n2025-01;mrr;5', messages.csvHeader);
    await refuse('month,metric,value\n\n', messages.csvNoRows);
    await refuse('   ', messages.csvEmpty);
    const rows = metricLimits.importRows + 1;
    await refuse(['month,metric,value', ...Array.from({ length: rows }, () => '2025-01,mrr,1')].join('\n'), englishOf(messages.csvTooManyRows(rows)));
    await refuse(`month,metric,value\n${'x'.repeat(metricLimits.importBytes)}`, englishOf(messages.csvTooLarge));
    expect(await storedValues()).toEqual([]);
  });
});

describe('who may see and change metrics', () => {
  it('answers 404 to another founder and an investor on every route, and 401 signed out, never touching the data', async () => {
    const cash = await define({ kind: 'cash', currency: 'USD' });
    await save([{ metricId: cash.id, month: '2025-01', value: '1000' }]);
    const [otherFounder, investor] = await Promise.all([signUpWithRole(t, 'founder'), signUpWithRole(t, 'investor')]);
    const attempts: [Method, string, unknown?][] = [
      ['GET', '/metrics'],
      ['POST', '/metrics', { kind: 'mrr', currency: 'USD' }],
      ['PUT', `/metrics/${cash.id}`, { currency: 'EUR' }],
      ['DELETE', `/metrics/${cash.id}`],
      ['PUT', '/metric-values', { values: [{ metricId: cash.id, month: '2025-01', value: '1' }] }],
      ['POST', '/metrics/import', { csv: 'month,metric,value\n2025-01,cash,1', commit: false }],
      ['POST', '/metrics/import', { csv: 'month,metric,value\n2025-01,cash,1', commit: true }],
    ];
    for (const [method, path, body] of attempts) {
      for (const user of [otherFounder, investor]) {
        const response = await call(user, method, path, body);
        expect(response.statusCode, `${method} ${path}`).toBe(404);
        expect(response.json().message).toBe('Startup not found');
      }
      expect((await call(null, method, path, body)).statusCode, `${method} ${path}`).toBe(401);
    }
    expect(await seriesOf(cash.id)).toEqual([{ month: '2025-01', value: '100000', isComputed: false }]);
    expect((await view()).metrics).toHaveLength(1);
  });
});
