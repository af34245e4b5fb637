import type { Endpoint, Route } from './endpoint';
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

/** Every group of endpoint contracts of the API, by name. endpoints.test.ts checks that each `*-endpoints.ts` module is listed. */
const groups = { adminEndpoints, analyticsEndpoints, authEndpoints, capTableRoundsEndpoints, dashboardEndpoints, dataRoomsEndpoints, dealsEndpoints, exchangeRatesEndpoints, financialToolsEndpoints, fundraisingEndpoints, insightsEndpoints, investorsEndpoints, jobsEndpoints, messagingEndpoints, metricsEndpoints, moderationEndpoints, networkEndpoints, notificationsEndpoints, onboardingEndpoints, organisationEndpoints, portfolioEndpoints, portfolioReturnsEndpoints, preferencesEndpoints, profilesEndpoints, roundDocumentsEndpoints, roundRoomEndpoints, savedSearchesEndpoints, startupAccessEndpoints, startupsEndpoints, tasksEndpoints, updatesEndpoints, verificationEndpoints };

type Groups = typeof groups;

/**
 * Every endpoint contract of the API, for what reads them all on the server side (the routes' preloads:
 * route-preloads.ts). The web app never imports this module's values, it would load every contract: it reads
 * the types below only (`import type`, which the lint's dependency check holds it to).
 */
export const allEndpoints: Endpoint[] = Object.values(groups).flatMap((group: Record<string, Endpoint>) => Object.values(group));

/** Every endpoint's type: the union of each contract's own literal type. */
export type EveryEndpoint = { [G in keyof Groups]: Groups[G][keyof Groups[G]] }[keyof Groups];

/** The method and path of every endpoint, as its route module spells them. */
export type EveryRoute = EveryEndpoint extends infer E ? (E extends Endpoint ? { readonly method: E['method']; readonly path: E['path'] } : never) : never;

/**
 * The contract an endpoint's route stands for (no two endpoints share a method and path: endpoints.test.ts), so the
 * web app calls by the zod-free route and types the call by the full contract: `EndpointOf<typeof jobsRoutes.list>`.
 */
export type EndpointOf<R extends Route> = Extract<EveryEndpoint, { method: R['method']; path: R['path'] }>;
