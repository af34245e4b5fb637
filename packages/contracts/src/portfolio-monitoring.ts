import { z } from 'zod';
import { metricUnits } from './metrics';
import { startupSummarySchema } from './portfolio';

/**
 * Portfolio monitoring: the latest figures each portfolio company reported to
 * the investor in its updates, and alerts on short runway or a silent company. Everything here
 * comes from updates the founders sent to this investor: an investor sees no metric a founder did
 * not send them (decision 0005).
 */
export const DEFAULT_RUNWAY_ALERT_MONTHS = 6;
export const DEFAULT_STALE_UPDATE_MONTHS = 3;

export const monitoringMessages = {
  title: 'Monitoring',
  hint: 'The latest figures each company sent you in its updates, and alerts on what needs a look.',
  empty: 'Record an investment to monitor its company here.',
  noAlerts: 'No alerts: every company is inside your thresholds.',
  alertsTitle: 'Alerts',
  settingsTitle: 'Alert thresholds',
  runwayLabel: 'Alert when runway is under (months)',
  staleLabel: 'Alert when no update for (months)',
  settingsSaved: 'Alert thresholds saved',
  runwayRange: 'Runway threshold must be a whole number of months from 1 to 36',
  staleRange: 'Update threshold must be a whole number of months from 1 to 24',
  noUpdateYet: 'No update yet',
  notReported: 'Not reported',
} as const;

export const alertSettingsSchema = z.strictObject({
  runwayMonths: z.number({ error: monitoringMessages.runwayRange }).int(monitoringMessages.runwayRange).min(1, monitoringMessages.runwayRange).max(36, monitoringMessages.runwayRange),
  staleUpdateMonths: z
    .number({ error: monitoringMessages.staleRange })
    .int(monitoringMessages.staleRange)
    .min(1, monitoringMessages.staleRange)
    .max(24, monitoringMessages.staleRange),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

/** A figure from the company's latest update: its value for the update's period (decimal text; money in minor units). */
export const monitoredFigureSchema = z.object({
  name: z.string(),
  unit: z.enum(metricUnits),
  currency: z.string().nullable(),
  value: z.string().nullable(),
});

export const monitoringAlertKinds = ['runway', 'no_update'] as const;
export const monitoringAlertSchema = z.object({ kind: z.enum(monitoringAlertKinds), message: z.string() });
export type MonitoringAlert = z.infer<typeof monitoringAlertSchema>;

export const monitoredCompanySchema = z.object({
  startup: startupSummarySchema,
  /** The latest update this investor received from the company; null when none yet. */
  latestUpdate: z.object({ id: z.number(), title: z.string(), period: z.string(), sentAt: z.string() }).nullable(),
  /** Months of runway in that update (its runway figure, or its cash ÷ burn); null when it reports neither. */
  runwayMonths: z.number().nullable(),
  /** Month-on-month growth in percent of MRR (else revenue) in that update; null without both months. */
  growthPercent: z.number().nullable(),
  figures: z.array(monitoredFigureSchema),
  alerts: z.array(monitoringAlertSchema),
});
export type MonitoredCompany = z.infer<typeof monitoredCompanySchema>;

export const portfolioMonitoringSchema = z.object({
  settings: alertSettingsSchema,
  companies: z.array(monitoredCompanySchema),
});
export type PortfolioMonitoring = z.infer<typeof portfolioMonitoringSchema>;

export const runwayAlertMessage = (months: number, threshold: number) =>
  `Runway of ${months.toFixed(1)} months is under your ${threshold}-month threshold`;
export const staleAlertMessage = (months: number, hasUpdate: boolean) =>
  hasUpdate ? `No update for ${months} months or more` : `No update received in the ${months} months since your first investment`;
