// The portfolio-monitoring contract's strings, labels, limits and zod-free helpers. The screens import them from here, so the
// schemas in portfolio-monitoring.ts (and zod) load only with the forms that validate (docs/architecture.md, "Pages").
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

export const monitoringAlertKinds = ['runway', 'no_update'] as const;

export const runwayAlertMessage = (months: number, threshold: number) =>
  `Runway of ${months.toFixed(1)} months is under your ${threshold}-month threshold`;

export const staleAlertMessage = (months: number, hasUpdate: boolean) =>
  hasUpdate ? `No update for ${months} months or more` : `No update received in the ${months} months since your first investment`;
