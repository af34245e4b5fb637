/**
 * One translation namespace per web feature (its catalog loads with the feature's first French
 * screen), plus `common` for the shell, shared components and the words several screens use, `messages`
 * for text that arrives as a value (enumerations such as stages and regions, validation errors, toasts,
 * API errors) shown wherever it arrives, and `email` for what the server writes to people (e-mails and
 * the deal summary PDF, apps/server/src/lib/i18n.ts).
 */
export const namespaces = [
  'common', 'messages',
  'admin', 'analytics', 'auth', 'dashboard', 'data-rooms', 'deals', 'financial-tools', 'fundraising', 'insights', 'investors', 'jobs',
  'marketing', 'messaging', 'metrics', 'moderation', 'network', 'notifications', 'onboarding', 'organisations', 'portfolio', 'profiles',
  'startups', 'updates', 'verification',
  'email',
] as const;
export type Namespace = (typeof namespaces)[number];

/** The catalogs every namespace's `t` reads after its own: a shared label is written once, in one of them. */
export const sharedNamespaces = ['common', 'messages'] as const;
export type SharedNamespace = (typeof sharedNamespaces)[number];

/** Where a namespace's `t` looks a key up: its own catalog first (a word that must differ there), then the shared ones. */
export function readingOrder(namespace: Namespace): Namespace[] {
  return [namespace, ...sharedNamespaces.filter((shared) => shared !== namespace)];
}
