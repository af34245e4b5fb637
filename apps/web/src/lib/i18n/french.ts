import { createInstance } from 'i18next';
import type { Catalog } from '@baobab/contracts/i18n/catalog';
import { readingOrder, type Namespace } from '@baobab/contracts/i18n/namespaces';
import { fillFrench } from '@baobab/contracts/i18n/french-elision';
import type { Message } from '@baobab/contracts/i18n/message';
import { renderMessage } from '@baobab/contracts/i18n/message-render';
import { messageFor } from './glossary';

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
  fundraising: () => import('@baobab/contracts/i18n/fr/fundraising'),
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
  organisations: () => import('@baobab/contracts/i18n/fr/organisations'),
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
 * Text that arrived as a value (a validation message, a toast, a server error, an engine's finding) in
 * French. A message the server sent with its key and values, or a schema's own check, is rendered from
 * them; text that is a catalog's key (a label) is looked up in every catalog loaded so far; anything else
 * (a name, a person's words, a line saved in English before messages) is shown exactly as it came: filled
 * English is never read back into a template (decision 0046), so nobody's words are rewritten.
 */
export function translateLoaded(text: string, values?: Record<string, string | number>): string {
  // Sent by the server, or written by the browser from a key (a form's check: english-remembered.ts).
  const sent = values ? undefined : messageFor(text);
  if (sent) return renderFrench(sent);
  const ns = loadedNamespaces();
  if (values || i18n.exists(text, { ns })) return fillFrench(values, (marked) => i18n.t(text, { ...marked, ns }));
  return text;
}

function loadedNamespaces(): string[] {
  const loaded = Object.keys(i18n.store.data.fr ?? {});
  return loaded.length === 0 ? ['messages'] : loaded;
}

/** A message the server sent with its key and values, in French (every catalog loaded so far). */
function renderFrench(message: Message): string {
  const ns = loadedNamespaces();
  return renderMessage(message, 'fr', (key, values) => fillFrench(values, (marked) => i18n.t(key, { ...marked, ns })));
}

/**
 * The namespace's French `t`, once its catalog and the shared ones it also reads (`common`, `messages`)
 * have arrived: a key is looked up in its own catalog first, then in the shared ones (namespaces.ts).
 * Sentences with values are elided as French writes them (french-elision.ts).
 */
export async function loadFrench(namespace: Namespace): Promise<(key: string, values?: Record<string, string | number>) => string> {
  const order = readingOrder(namespace);
  const [loaded] = await Promise.all([Promise.all(order.map((ns) => catalogs[ns]())), ready]);
  order.forEach((ns, i) => {
    if (!i18n.hasResourceBundle('fr', ns)) i18n.addResourceBundle('fr', ns, loaded[i]!.default);
  });
  const fixed = i18n.getFixedT('fr', order);
  return (key, values) => fillFrench(values, (marked) => fixed(key, marked));
}
