import { useQuery } from '@tanstack/react-query';
import { organisationRoutes as routes } from '@baobab/contracts/organisations-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { organisationKeys } from './organisations-keys';

export const useMyOrganisations = (enabled = true) => useQuery({ queryKey: organisationKeys.mine(), queryFn: () => callEndpoint(routes.mine), enabled });

export const useOrganisation = (id: number) => useQuery({ queryKey: organisationKeys.one(id), queryFn: () => callEndpoint(routes.get, { params: { id } }) });

export const useMyOrganisationInvitations = () => useQuery({ queryKey: organisationKeys.myInvitations(), queryFn: () => callEndpoint(routes.myInvitations) });
