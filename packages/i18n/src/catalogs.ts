/**
 * The French catalogs' types by namespace: the keys `t` accepts in each (the web's use-t.ts). Type-only,
 * so importing it bundles no catalog; the catalogs themselves load with a French screen (fr-catalogs.ts).
 */
import type common from './fr/common';
import type messages from './fr/messages';
import type admin from './fr/admin';
import type analytics from './fr/analytics';
import type auth from './fr/auth';
import type dashboard from './fr/dashboard';
import type dataRooms from './fr/data-rooms';
import type deals from './fr/deals';
import type financialTools from './fr/financial-tools';
import type fundraising from './fr/fundraising';
import type insights from './fr/insights';
import type investors from './fr/investors';
import type jobs from './fr/jobs';
import type marketing from './fr/marketing';
import type messaging from './fr/messaging';
import type metrics from './fr/metrics';
import type moderation from './fr/moderation';
import type network from './fr/network';
import type notifications from './fr/notifications';
import type onboarding from './fr/onboarding';
import type portfolio from './fr/portfolio';
import type profiles from './fr/profiles';
import type startups from './fr/startups';
import type updates from './fr/updates';
import type verification from './fr/verification';
import type organisations from './fr/organisations';
import type email from './fr/email';

export type FrenchCatalogs = {
  'common': typeof common;
  'messages': typeof messages;
  'admin': typeof admin;
  'analytics': typeof analytics;
  'auth': typeof auth;
  'dashboard': typeof dashboard;
  'data-rooms': typeof dataRooms;
  'deals': typeof deals;
  'financial-tools': typeof financialTools;
  'fundraising': typeof fundraising;
  'insights': typeof insights;
  'investors': typeof investors;
  'jobs': typeof jobs;
  'marketing': typeof marketing;
  'messaging': typeof messaging;
  'metrics': typeof metrics;
  'moderation': typeof moderation;
  'network': typeof network;
  'notifications': typeof notifications;
  'onboarding': typeof onboarding;
  'portfolio': typeof portfolio;
  'profiles': typeof profiles;
  'startups': typeof startups;
  'updates': typeof updates;
  'verification': typeof verification;
  'organisations': typeof organisations;
  'email': typeof email;
};
