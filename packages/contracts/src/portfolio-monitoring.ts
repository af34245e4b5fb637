import { z } from 'zod';
import { metricUnits } from './metrics';
import { startupSummarySchema } from './portfolio';
import { monitoringMessages, monitoringAlertKinds } from './portfolio-monitoring-texts';

// The zod-free part (strings, labels, limits) is in portfolio-monitoring-texts.ts; importing it from here works too.
export * from './portfolio-monitoring-texts';

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
