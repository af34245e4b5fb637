import { createInstance, type TFunction } from 'i18next';
import type { Catalog } from '@baobab/contracts/i18n/catalog';
import type { Namespace } from '@baobab/contracts/i18n/namespaces';

/**
 * French through i18next, loaded only when a screen is shown in French: this module and each
 * namespace's catalog are chunks of their own. Keys are English text, so the separators are off,
 * and a key without a French entry falls back to its English.
 */
const catalogs: Record<Namespace, () => Promise<{ default: Catalog }>> = {
  common: () => import('@baobab/contracts/i18n/fr/common'),
  messages: () => import('@baobab/contracts/i18n/fr/messages'),
  admin: () => import('@baobab/contracts/i18n/fr/admin'),
  analytics: () => import('@baobab/contracts/i18n/fr/analytics'),
  auth: () => import('@baobab/contracts/i18n/fr/auth'),
  dashboard: () => import('@baobab/contracts/i18n/fr/dashboard'),
  'data-rooms': () => import('@baobab/contracts/i18n/fr/data-rooms'),
  deals: () => import('@baobab/contracts/i18n/fr/deals'),
  'financial-tools': () => import('@baobab/contracts/i18n/fr/financial-tools'),
  insights: () => import('@baobab/contracts/i18n/fr/insights'),
  investors: () => import('@baobab/contracts/i18n/fr/investors'),
  jobs: () => import('@baobab/contracts/i18n/fr/jobs'),
  marketing: () => import('@baobab/contracts/i18n/fr/marketing'),
  messaging: () => import('@baobab/contracts/i18n/fr/messaging'),
  metrics: () => import('@baobab/contracts/i18n/fr/metrics'),
  moderation: () => import('@baobab/contracts/i18n/fr/moderation'),
  network: () => import('@baobab/contracts/i18n/fr/network'),
  notifications: () => import('@baobab/contracts/i18n/fr/notifications'),
  onboarding: () => import('@baobab/contracts/i18n/fr/onboarding'),
  portfolio: () => import('@baobab/contracts/i18n/fr/portfolio'),
  profiles: () => import('@baobab/contracts/i18n/fr/profiles'),
  startups: () => import('@baobab/contracts/i18n/fr/startups'),
  updates: () => import('@baobab/contracts/i18n/fr/updates'),
  verification: () => import('@baobab/contracts/i18n/fr/verification'),
  email: () => import('@baobab/contracts/i18n/fr/email'),
};

const i18n = createInstance();
const ready = i18n.init({
  lng: 'fr',
  fallbackLng: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false }, // React escapes what it renders
  returnEmptyString: false,
  resources: {},
});

/**
 * Text that arrived as a value (a validation message, a toast, a server error) in French, looked up in
 * every catalog loaded so far (the screen's own among them); left as it came when none has it.
 */
export function translateLoaded(text: string, values?: Record<string, string | number>): string {
  const loaded = Object.keys(i18n.store.data.fr ?? {});
  return i18n.t(text, { ...values, ns: loaded.length === 0 ? ['messages'] : loaded });
}

/** The namespace's French `t`, once its catalog has arrived. */
export async function loadFrench(namespace: Namespace): Promise<TFunction> {
  const [{ default: catalog }] = await Promise.all([catalogs[namespace](), ready]);
  if (!i18n.hasResourceBundle('fr', namespace)) i18n.addResourceBundle('fr', namespace, catalog);
  return i18n.getFixedT('fr', namespace);
}
