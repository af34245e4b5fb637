import { DEFAULT_RUNWAY_ALERT_MONTHS, DEFAULT_STALE_UPDATE_MONTHS, type AlertSettings, type PortfolioMonitoring } from '@baobab/contracts/portfolio-monitoring';
import type { Db } from '../../db/client';
import { requireInvestor } from '../../lib/roles';
import type { SessionUser } from '../../lib/session-user';
import { monitorCompany } from './monitoring';
import * as repo from './monitoring.repository';

async function alertSettingsOf(db: Db, investorId: string): Promise<AlertSettings> {
  const row = await repo.findAlertSettings(db, investorId);
  return row
    ? { runwayMonths: row.runwayMonths, staleUpdateMonths: row.staleUpdateMonths }
    : { runwayMonths: DEFAULT_RUNWAY_ALERT_MONTHS, staleUpdateMonths: DEFAULT_STALE_UPDATE_MONTHS };
}

/**
 * Each company the investor holds, with what its latest update to them reported and the alerts
 * their thresholds raise. Computed on read, so a changed threshold or a new update shows at once.
 */
export async function getMonitoring(db: Db, user: SessionUser, now = new Date()): Promise<PortfolioMonitoring> {
  requireInvestor(user);
  const [settings, companies, updates] = await Promise.all([alertSettingsOf(db, user.id), repo.listHeldCompanies(db, user.id), repo.listLatestReceivedUpdates(db, user.id)]);
  const latestByStartup = new Map(updates.map((u) => [u.startupId, u]));
  return {
    settings,
    companies: companies.map((c) => monitorCompany({ ...c, latestUpdate: latestByStartup.get(c.startup.id) ?? null }, settings, now)),
  };
}

export async function updateAlertSettings(db: Db, user: SessionUser, input: AlertSettings): Promise<AlertSettings> {
  requireInvestor(user);
  const row = await repo.upsertAlertSettings(db, user.id, input);
  return { runwayMonths: row.runwayMonths, staleUpdateMonths: row.staleUpdateMonths };
}
