import type { Catalog } from './catalog';
import type { Namespace } from './namespaces';
import common from './en/common';
import messages from './en/messages';
import admin from './en/admin';
import analytics from './en/analytics';
import auth from './en/auth';
import dashboard from './en/dashboard';
import dataRooms from './en/data-rooms';
import deals from './en/deals';
import financialTools from './en/financial-tools';
import fundraising from './en/fundraising';
import insights from './en/insights';
import investors from './en/investors';
import jobs from './en/jobs';
import marketing from './en/marketing';
import messaging from './en/messaging';
import metrics from './en/metrics';
import moderation from './en/moderation';
import network from './en/network';
import notifications from './en/notifications';
import onboarding from './en/onboarding';
import portfolio from './en/portfolio';
import profiles from './en/profiles';
import startups from './en/startups';
import updates from './en/updates';
import verification from './en/verification';
import organisations from './en/organisations';
import email from './en/email';

/**
 * English needs a catalog only where a sentence is counted: the `_one` and `_other` forms of a key
 * written with `{{count}}`, one file per namespace in ./en. Every other English string is its own key.
 * Small on purpose: it ships with every page.
 */
export const englishPlurals: Record<Namespace, Catalog> = {
  'common': common,
  'messages': messages,
  'admin': admin,
  'analytics': analytics,
  'auth': auth,
  'dashboard': dashboard,
  'data-rooms': dataRooms,
  'deals': deals,
  'financial-tools': financialTools,
  'fundraising': fundraising,
  'insights': insights,
  'investors': investors,
  'jobs': jobs,
  'marketing': marketing,
  'messaging': messaging,
  'metrics': metrics,
  'moderation': moderation,
  'network': network,
  'notifications': notifications,
  'onboarding': onboarding,
  'portfolio': portfolio,
  'profiles': profiles,
  'startups': startups,
  'updates': updates,
  'verification': verification,
  'organisations': organisations,
  'email': email,
};
