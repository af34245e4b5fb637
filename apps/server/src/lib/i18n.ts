/**
 * What the server writes to people (e-mails, the deal summary PDF) in their language (decision 0023):
 * the same English keys and French and Arabic catalogs as the web (decision 0062), through i18next. English needs no runtime
 * catalog (each key is its own text); French keys are typed against the `email` catalog, so a
 * sentence without French fails typecheck. An e-mail follows its recipient's saved language; an
 * address without an account yet follows the request's Accept-Language, else English.
 */
import { formatAmount } from '@baobab/contracts/money-display';
import type { Catalog, CatalogKey } from '@baobab/i18n/catalog';
import type { FrenchCatalogs } from '@baobab/i18n/catalogs';
import { englishPlurals } from '@baobab/i18n/en-plurals';
import { intlLocales, isLocale, type Locale, type TranslatedLocale } from '@baobab/i18n/locales';
import { readingOrder, type Namespace } from '@baobab/i18n/namespaces';
import { fillFrench } from '@baobab/i18n/french-elision';
import { isolatedValues } from '@baobab/i18n/isolate';
import { isMessage, type Text } from '@baobab/contracts/i18n/message';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { renderMessage } from '@baobab/contracts/i18n/message-render';
import { createInstance } from 'i18next';
import common from '@baobab/i18n/fr/common';
import messages from '@baobab/i18n/fr/messages';
import admin from '@baobab/i18n/fr/admin';
import analytics from '@baobab/i18n/fr/analytics';
import auth from '@baobab/i18n/fr/auth';
import dashboard from '@baobab/i18n/fr/dashboard';
import dataRooms from '@baobab/i18n/fr/data-rooms';
import deals from '@baobab/i18n/fr/deals';
import financialTools from '@baobab/i18n/fr/financial-tools';
import fundraising from '@baobab/i18n/fr/fundraising';
import insights from '@baobab/i18n/fr/insights';
import investors from '@baobab/i18n/fr/investors';
import jobs from '@baobab/i18n/fr/jobs';
import marketing from '@baobab/i18n/fr/marketing';
import messaging from '@baobab/i18n/fr/messaging';
import metrics from '@baobab/i18n/fr/metrics';
import moderation from '@baobab/i18n/fr/moderation';
import network from '@baobab/i18n/fr/network';
import notifications from '@baobab/i18n/fr/notifications';
import onboarding from '@baobab/i18n/fr/onboarding';
import portfolio from '@baobab/i18n/fr/portfolio';
import profiles from '@baobab/i18n/fr/profiles';
import startups from '@baobab/i18n/fr/startups';
import updates from '@baobab/i18n/fr/updates';
import verification from '@baobab/i18n/fr/verification';
import organisations from '@baobab/i18n/fr/organisations';
import email from '@baobab/i18n/fr/email';
import commonAr from '@baobab/i18n/ar/common';
import messagesAr from '@baobab/i18n/ar/messages';
import adminAr from '@baobab/i18n/ar/admin';
import analyticsAr from '@baobab/i18n/ar/analytics';
import authAr from '@baobab/i18n/ar/auth';
import dashboardAr from '@baobab/i18n/ar/dashboard';
import dataRoomsAr from '@baobab/i18n/ar/data-rooms';
import dealsAr from '@baobab/i18n/ar/deals';
import financialToolsAr from '@baobab/i18n/ar/financial-tools';
import fundraisingAr from '@baobab/i18n/ar/fundraising';
import insightsAr from '@baobab/i18n/ar/insights';
import investorsAr from '@baobab/i18n/ar/investors';
import jobsAr from '@baobab/i18n/ar/jobs';
import marketingAr from '@baobab/i18n/ar/marketing';
import messagingAr from '@baobab/i18n/ar/messaging';
import metricsAr from '@baobab/i18n/ar/metrics';
import moderationAr from '@baobab/i18n/ar/moderation';
import networkAr from '@baobab/i18n/ar/network';
import notificationsAr from '@baobab/i18n/ar/notifications';
import onboardingAr from '@baobab/i18n/ar/onboarding';
import portfolioAr from '@baobab/i18n/ar/portfolio';
import profilesAr from '@baobab/i18n/ar/profiles';
import startupsAr from '@baobab/i18n/ar/startups';
import updatesAr from '@baobab/i18n/ar/updates';
import verificationAr from '@baobab/i18n/ar/verification';
import organisationsAr from '@baobab/i18n/ar/organisations';
import emailAr from '@baobab/i18n/ar/email';

/** The server's sentences, and the shared labels its `t` also reads (`common`, `messages`), as a screen's `t` does. */
export type EmailKey = CatalogKey<FrenchCatalogs['email']> | CatalogKey<FrenchCatalogs['common']> | CatalogKey<FrenchCatalogs['messages']>;
type Values = Record<string, string | number>;

const french: Record<Namespace, Catalog> = { common, messages, admin, analytics, auth, dashboard, 'data-rooms': dataRooms, deals, 'financial-tools': financialTools, fundraising, insights, investors, jobs, marketing, messaging, metrics, moderation, network, notifications, onboarding, portfolio, profiles, startups, updates, verification, organisations, email };
const arabic: Record<Namespace, Catalog> = { common: commonAr, messages: messagesAr, admin: adminAr, analytics: analyticsAr, auth: authAr, dashboard: dashboardAr, 'data-rooms': dataRoomsAr, deals: dealsAr, 'financial-tools': financialToolsAr, fundraising: fundraisingAr, insights: insightsAr, investors: investorsAr, jobs: jobsAr, marketing: marketingAr, messaging: messagingAr, metrics: metricsAr, moderation: moderationAr, network: networkAr, notifications: notificationsAr, onboarding: onboardingAr, portfolio: portfolioAr, profiles: profilesAr, startups: startupsAr, updates: updatesAr, verification: verificationAr, organisations: organisationsAr, email: emailAr };
const catalogs: Record<TranslatedLocale, Record<Namespace, Catalog>> = { fr: french, ar: arabic };
/** The server's own sentences first, then every screen's (labels such as a deal stage or a notification kind). */
const lookupOrder = ['email', ...Object.keys(french).filter((ns) => ns !== 'email')];

const i18n = createInstance();
void i18n.init({
  lng: 'en',
  fallbackLng: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false }, // callers escape what goes into HTML
  returnEmptyString: false,
  initAsync: false,
  resources: catalogs,
});
// `{{count, number}}` written with the language's Intl tag: Arabic's asks for Western digits (ar-u-nu-latn, decision 0062).
i18n.services.formatter?.addCached('number', (lng, options) => {
  const format = new Intl.NumberFormat(isLocale(lng) ? intlLocales[lng] : lng, options);
  return (value) => format.format(value);
});
/** English plural forms of the same catalogs, the server's own first. */
const emailPlurals: Catalog = Object.assign({}, ...readingOrder('email').reverse().map((ns) => englishPlurals[ns]));

const fill = (text: string, values?: Values) =>
  values ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder)) : text;

function english(key: string, values?: Values): string {
  const count = values?.count;
  const form = typeof count === 'number' ? emailPlurals[`${key}_${count === 1 ? 'one' : 'other'}`] : undefined;
  return fill(form ?? key, isolatedValues('en', key, values));
}

/**
 * A string that arrives where a message may (a label from a constant such as a stage or a notification
 * kind, stored English written before messages): its translation when it is a catalog key itself, else
 * exactly as it came. Never traced back to a template (decision 0046, amended 2026-11-27): a person's
 * words that look like a catalog sentence stay theirs.
 */
function translatedLabel(locale: TranslatedLocale, text: string): string {
  for (const ns of lookupOrder) {
    const found = catalogs[locale][ns as Namespace][text];
    if (found) return found;
  }
  return text;
}

/**
 * Each text value isolated where its direction could mix with the words around it (isolate.ts), then French elides
 * « de » before a vowel where a value starts (french-elision.ts); Arabic fills the isolated values as they are.
 */
const filler =
  (locale: TranslatedLocale) =>
  (key: string, values: Values | undefined, translate: (values?: Values) => string): string => {
    const isolated = isolatedValues(locale, key, values);
    return locale === 'fr' ? fillFrench(isolated, translate) : translate(isolated);
  };

/** The `t` and `message` of a translated language: i18next picks a counted key's form by the language's plural rules. */
function translatedWriters(locale: TranslatedLocale): Pick<Translator, 't' | 'message'> {
  const fill = filler(locale);
  const email = i18n.getFixedT(locale, readingOrder('email'));
  const everywhere = i18n.getFixedT(locale, lookupOrder);
  return {
    t: (key, values) => fill(key, values, (marked) => email(key, marked)),
    message: (text) => (isMessage(text) ? renderMessage(text, locale, (key, values) => fill(key, values, (marked) => everywhere(key, marked))) : translatedLabel(locale, text)),
  };
}

export type Translator = {
  locale: Locale;
  /** One of the server's sentences (typed: its French must exist). */
  t: (key: EmailKey, values?: Values) => string;
  /**
   * Text that arrives as a value: a message with its key and values (decision 0046) rendered in the
   * language; a string (a contracts label) translated only when it is a catalog key itself, else as it came.
   */
  message: (text: Text) => string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  usd: (value: number) => string;
  /** A day such as 27 Feb 2026 (27 févr. 2026), in UTC. */
  date: (value: Date) => string;
  /** A 'YYYY-MM' month such as March 2026 (mars 2026). */
  month: (period: string) => string;
};

const translators = new Map<Locale, Translator>();

/** The translator for a language; null or an unknown value is English (an e-mail with no saved choice). */
export function translatorFor(locale: string | null | undefined): Translator {
  const lang: Locale = isLocale(locale) ? locale : 'en';
  let translator = translators.get(lang);
  if (!translator) {
    const tag = lang === 'en' ? 'en-GB' : intlLocales[lang];
    const day = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(intlLocales[lang], { year: 'numeric', month: 'long', timeZone: 'UTC' });
    translator = {
      locale: lang,
      ...(lang === 'en' ? { t: english, message: englishOf } : translatedWriters(lang)),
      number: (value, options) => new Intl.NumberFormat(intlLocales[lang], options).format(value),
      usd: (value) => formatAmount(value, 'USD', { locale: lang }),
      date: (value) => day.format(value),
      month: (period) => month.format(new Date(`${period}-01T00:00:00Z`)),
    };
    translators.set(lang, translator);
  }
  return translator;
}

/** The first language of an Accept-Language header Baobab is written in (by quality), else null. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: range.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.lang).find(isLocale) ?? null;
}
