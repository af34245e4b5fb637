import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UpdateFigure } from '@baobab/contracts/updates';
import { alertsFor, monitorCompany, reportedGrowth, reportedRunway, type CompanyUpdates } from './monitoring';

const figure = (kind: UpdateFigure['kind'], value: string | null, previous: string | null = null, currency: string | null = 'USD'): UpdateFigure => ({
  metricId: 1,
  kind,
  name: kind,
  unit: kind === 'runway' ? 'months' : kind === 'customers' ? 'count' : 'money',
  currency: kind === 'runway' || kind === 'customers' ? null : currency,
  value,
  previous,
  series: value === null ? [] : [{ month: '2026-10', value }],
});

const settings = { runwayMonths: 6, staleUpdateMonths: 3 };
const company = (latestUpdate: CompanyUpdates['latestUpdate'], firstDealDate = '2026-01-15'): CompanyUpdates => ({
  startup: { id: 1, name: 'Ledgerline', sector: 'Fintech', logoUrl: null },
  firstDealDate,
  latestUpdate,
});
const update = (sentAt: string, figures: UpdateFigure[] = []) => ({ id: 7, title: 'October', period: '2026-10', sentAt: new Date(sentAt), figures });

describe('reportedRunway', () => {
  it('reads the runway figure when the update has one', () => {
    expect(reportedRunway([figure('runway', '4.5'), figure('cash', '1000000'), figure('burn', '10000')])).toBe(4.5);
  });

  it('reads the cash series by the metrics rule (cash ÷ burn rate) when there is no runway figure', () => {
    // $120,000.00 of cash at $20,000.00 a month: 6 months.
    expect(reportedRunway([figure('cash', '12000000'), figure('burn', '2000000')])).toBe(6);
  });

  it('averages the burn of the last three months of the cash series, as the metrics screen does', () => {
    const cash: UpdateFigure = { ...figure('cash', '6000000'), series: [['2026-07', '12000000'], ['2026-08', '10000000'], ['2026-09', '8000000'], ['2026-10', '6000000']].map(([month, value]) => ({ month: month!, value: value! })) };
    // $20,000 a month for three months, $60,000 left: 3 months.
    expect(reportedRunway([cash])).toBe(3);
  });

  it('is null without a burn, with a burn of zero or with cash and burn in different currencies', () => {
    expect(reportedRunway([figure('cash', '12000000')])).toBeNull();
    expect(reportedRunway([figure('cash', '12000000'), figure('burn', '0')])).toBeNull();
    expect(reportedRunway([figure('cash', '12000000', null, 'USD'), figure('burn', '2000000', null, 'NGN')])).toBeNull();
  });

  it('never grows when the burn grows or the cash shrinks (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 1e10 }), fc.integer({ min: 0, max: 1e10 }), (cash, burn, more) => {
        const base = reportedRunway([figure('cash', String(cash)), figure('burn', String(burn))])!;
        expect(reportedRunway([figure('cash', String(cash)), figure('burn', String(burn + more))])!).toBeLessThanOrEqual(base);
        expect(reportedRunway([figure('cash', String(cash + more)), figure('burn', String(burn))])!).toBeGreaterThanOrEqual(base);
      }),
    );
  });
});

describe('reportedGrowth', () => {
  it('is month-on-month MRR growth in percent', () => {
    expect(reportedGrowth([figure('mrr', '1100000', '1000000')])).toBeCloseTo(10);
  });

  it('falls back to revenue and is null without a previous month', () => {
    expect(reportedGrowth([figure('revenue', '900', '1000')])).toBeCloseTo(-10);
    expect(reportedGrowth([figure('mrr', '900')])).toBeNull();
  });
});

describe('alertsFor', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('raises a runway alert under the threshold only', () => {
    expect(alertsFor(company(update('2026-11-02')), 5.9, settings, now).map((a) => a.kind)).toEqual(['runway']);
    expect(alertsFor(company(update('2026-11-02')), 6, settings, now)).toEqual([]);
    expect(alertsFor(company(update('2026-11-02')), null, settings, now)).toEqual([]);
  });

  it('raises a silence alert once the threshold of months has passed since the last update', () => {
    expect(alertsFor(company(update('2026-08-26T00:00:00Z')), null, settings, now)).toEqual([]);
    expect(alertsFor(company(update('2026-08-25T00:00:00Z')), null, settings, now).map((a) => a.kind)).toEqual(['no_update']);
  });

  it('counts from the first investment when no update came yet', () => {
    expect(alertsFor(company(null, '2026-10-01'), null, settings, now)).toEqual([]);
    const [alert] = alertsFor(company(null, '2026-08-01'), null, settings, now);
    expect(alert?.message).toBe('No update received in the 3 months since your first investment');
  });

  it('alerts on more companies, never fewer, as the thresholds rise (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 40, noNaN: true }), fc.integer({ min: 0, max: 800 }), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 20 }), (runway, daysAgo, runwayThreshold, staleThreshold) => {
        const sentAt = new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
        const count = (s: typeof settings) => alertsFor(company(update(sentAt)), runway, s, now).length;
        const low = count({ runwayMonths: runwayThreshold, staleUpdateMonths: staleThreshold + 1 });
        const high = count({ runwayMonths: runwayThreshold + 1, staleUpdateMonths: staleThreshold });
        expect(high).toBeGreaterThanOrEqual(low);
      }),
    );
  });
});

describe('monitorCompany', () => {
  it('summarises the latest update: runway, growth, figures and alerts', () => {
    const row = monitorCompany(company(update('2026-11-02', [figure('mrr', '1100000', '1000000'), figure('runway', '4')])), settings, new Date('2026-11-25'));
    expect(row).toMatchObject({ runwayMonths: 4, latestUpdate: { id: 7, sentAt: '2026-11-02T00:00:00.000Z' }, alerts: [{ kind: 'runway' }] });
    expect(row.growthPercent).toBeCloseTo(10);
    expect(row.figures.map((f) => f.name)).toEqual(['mrr', 'runway']);
  });
});
