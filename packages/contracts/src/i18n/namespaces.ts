/**
 * One translation namespace per web feature (its catalog loads with the feature's first French
 * screen), plus `common` for the shell and shared components and `messages` for the spec's and the
 * server's messages (validation errors, toasts, API errors) shown wherever they arrive, and `email` for
 * what the server writes to people (e-mails and the deal summary PDF, apps/server/src/lib/i18n.ts).
 */
export const namespaces = [
  'common', 'messages',
  'admin', 'analytics', 'auth', 'dashboard', 'data-rooms', 'deals', 'financial-tools', 'insights', 'investors', 'jobs',
  'marketing', 'messaging', 'metrics', 'moderation', 'network', 'notifications', 'onboarding', 'portfolio', 'profiles',
  'startups', 'updates', 'verification',
  'email',
] as const;
export type Namespace = (typeof namespaces)[number];
