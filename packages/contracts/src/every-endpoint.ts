import type { Endpoint } from './endpoint';
import { adminEndpoints } from './admin-endpoints';
import { analyticsEndpoints } from './analytics-endpoints';
import { authEndpoints } from './auth-endpoints';
import { capTableRoundsEndpoints } from './cap-table-rounds-endpoints';
import { dashboardEndpoints } from './dashboard-endpoints';
import { dataRoomsEndpoints } from './data-rooms-endpoints';
import { dealsEndpoints } from './deals-endpoints';
import { exchangeRatesEndpoints } from './exchange-rates-endpoints';
import { financialToolsEndpoints } from './financial-tools-endpoints';
import { fundraisingEndpoints } from './fundraising-endpoints';
import { insightsEndpoints } from './insights-endpoints';
import { investorsEndpoints } from './investors-endpoints';
import { jobsEndpoints } from './jobs-endpoints';
import { messagingEndpoints } from './messaging-endpoints';
import { metricsEndpoints } from './metrics-endpoints';
import { moderationEndpoints } from './moderation-endpoints';
import { networkEndpoints } from './network-endpoints';
import { notificationsEndpoints } from './notifications-endpoints';
import { onboardingEndpoints } from './onboarding-endpoints';
import { organisationEndpoints } from './organisations-endpoints';
import { portfolioEndpoints } from './portfolio-endpoints';
import { portfolioReturnsEndpoints } from './portfolio-returns-endpoints';
import { preferencesEndpoints } from './preferences-endpoints';
import { profilesEndpoints } from './profiles-endpoints';
import { roundDocumentsEndpoints } from './round-documents-endpoints';
import { roundRoomEndpoints } from './round-room-endpoints';
import { savedSearchesEndpoints } from './saved-searches-endpoints';
import { startupAccessEndpoints } from './startup-access-endpoints';
import { startupsEndpoints } from './startups-endpoints';
import { tasksEndpoints } from './tasks-endpoints';
import { updatesEndpoints } from './updates-endpoints';
import { verificationEndpoints } from './verification-endpoints';

/**
 * Every endpoint contract of the API, for what reads them all on the server side (the routes' preloads:
 * route-preloads.ts). endpoints.test.ts checks that each `*-endpoints.ts` module is listed. The web app never
 * imports this module: it would load every contract.
 */
export const allEndpoints: Endpoint[] = [adminEndpoints, analyticsEndpoints, authEndpoints, capTableRoundsEndpoints, dashboardEndpoints, dataRoomsEndpoints, dealsEndpoints, exchangeRatesEndpoints, financialToolsEndpoints, fundraisingEndpoints, insightsEndpoints, investorsEndpoints, jobsEndpoints, messagingEndpoints, metricsEndpoints, moderationEndpoints, networkEndpoints, notificationsEndpoints, onboardingEndpoints, organisationEndpoints, portfolioEndpoints, portfolioReturnsEndpoints, preferencesEndpoints, profilesEndpoints, roundDocumentsEndpoints, roundRoomEndpoints, savedSearchesEndpoints, startupAccessEndpoints, startupsEndpoints, tasksEndpoints, updatesEndpoints, verificationEndpoints].flatMap((group: Record<string, Endpoint>) => Object.values(group));
