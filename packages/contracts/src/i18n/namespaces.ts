/**
 * One translation namespace per web feature (its catalog loads with the feature's first French
 * screen), plus `common` for the shell and shared components and `messages` for the spec's and the
 * server's messages (validation errors, toasts, API errors) shown wherever they arrive.
 */
export const namespaces = [
  'common', 'messages',
  'admin', 'analytics', 'auth', 'dashboard', 'data-rooms', 'deals', 'financial-tools', 'insights', 'investors', 'jobs',
  'marketing', 'messaging', 'metrics', 'moderation', 'network', 'notifications', 'onboarding', 'portfolio', 'profiles',
  'startups', 'updates', 'verification',
] as const;
export type Namespace = (typeof namespaces)[number];
