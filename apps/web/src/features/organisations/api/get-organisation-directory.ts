import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EndpointInput } from '@baobab/contracts/endpoint';
import type { organisationEndpoints as endpoints } from '@baobab/contracts/organisations-endpoints';
import { organisationRoutes as routes } from '@baobab/contracts/organisations-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { organisationKeys } from './organisations-keys';

export type OrganisationDirectoryFilters = EndpointInput<typeof endpoints.directory>['query'];

/** The directory of listed funds and networks; the previous page stays on screen while the next one loads. */
export const useOrganisationDirectory = (query: OrganisationDirectoryFilters) =>
  useQuery({ queryKey: organisationKeys.directory(query), queryFn: () => callEndpoint(routes.directory, { query }), placeholderData: keepPreviousData });

export const usePublicOrganisation = (slug: string) => useQuery({ queryKey: organisationKeys.listed(slug), queryFn: () => callEndpoint(routes.publicProfile, { params: { slug } }) });
