/**
 * Portfolio monitoring, computed: a company's runway and growth as its latest update reported them,
 * and the alerts an investor's thresholds raise. Pure, so the rules are tested without a database.
 */
import {
  runwayAlertMessage,
  staleAlertMessage,
  type AlertSettings,
  type MonitoredCompany,
  type MonitoringAlert,
} from '@baobab/contracts/portfolio-monitoring';
import type { UpdateFigure } from '@baobab/contracts/updates';
import { latestCashPosition } from '@baobab/finance/company-metrics';

export type CompanyUpdates = {
  startup: MonitoredCompany['startup'];
  /** The investor's first round in the company, 'YYYY-MM-DD'. */
  firstDealDate: string;
  latestUpdate: { id: number; title: string; period: string; sentAt: Date; figures: UpdateFigure[] } | null;
};

const figureOf = (figures: UpdateFigure[], kind: UpdateFigure['kind']) => figures.find((f) => f.kind === kind && f.value !== null);

/**
 * The update's runway figure when it has one; else the runway its cash series gives, read by the
 * same rule as the metrics screen (`latestCashPosition`: cash ÷ the average net burn of the last
 * three months, a burn series in the cash's currency filling months cash cannot tell). Null when the
 * update reports no cash, or the company is not burning.
 */
export function reportedRunway(figures: UpdateFigure[]): number | null {
  const runway = figureOf(figures, 'runway');
  if (runway) return Number(runway.value);
  const cash = figures.find((f) => f.kind === 'cash');
  if (!cash || cash.series.length === 0) return null;
  const burn = figures.find((f) => f.kind === 'burn' && f.currency === cash.currency);
  const seriesOf = (figure: UpdateFigure | undefined) => new Map((figure?.series ?? []).map((point) => [point.month, Number(point.value)]));
  return latestCashPosition({ cash: seriesOf(cash), recordedBurn: seriesOf(burn) })?.runway?.months ?? null;
}

/** Month-on-month growth in percent of MRR, else of revenue, between the period and the month before. */
export function reportedGrowth(figures: UpdateFigure[]): number | null {
  const revenue = figureOf(figures, 'mrr') ?? figureOf(figures, 'revenue');
  if (!revenue || revenue.previous === null || Number(revenue.previous) <= 0) return null;
  return ((Number(revenue.value) - Number(revenue.previous)) / Number(revenue.previous)) * 100;
}

/** `date` plus whole calendar months (the 31st plus a month is the last day of the next month). */
function addMonths(date: Date, months: number): Date {
  const result = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return result;
}

export function alertsFor(company: CompanyUpdates, runwayMonths: number | null, settings: AlertSettings, now: Date): MonitoringAlert[] {
  const alerts: MonitoringAlert[] = [];
  if (runwayMonths !== null && runwayMonths < settings.runwayMonths) {
    alerts.push({ kind: 'runway', message: runwayAlertMessage(runwayMonths, settings.runwayMonths) });
  }
  // Silence counts from the last update, or from the first investment when none came yet.
  const since = company.latestUpdate?.sentAt ?? new Date(`${company.firstDealDate}T00:00:00Z`);
  if (addMonths(since, settings.staleUpdateMonths) <= now) {
    alerts.push({ kind: 'no_update', message: staleAlertMessage(settings.staleUpdateMonths, company.latestUpdate !== null) });
  }
  return alerts;
}

export function monitorCompany(company: CompanyUpdates, settings: AlertSettings, now: Date): MonitoredCompany {
  const figures = company.latestUpdate?.figures ?? [];
  const runwayMonths = reportedRunway(figures);
  return {
    startup: company.startup,
    latestUpdate: company.latestUpdate && {
      id: company.latestUpdate.id,
      title: company.latestUpdate.title,
      period: company.latestUpdate.period,
      sentAt: company.latestUpdate.sentAt.toISOString(),
    },
    runwayMonths,
    growthPercent: reportedGrowth(figures),
    figures: figures.map((f) => ({ name: f.name, unit: f.unit, currency: f.currency, value: f.value })),
    alerts: alertsFor(company, runwayMonths, settings, now),
  };
}
