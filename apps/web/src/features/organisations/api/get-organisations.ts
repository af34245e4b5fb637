import { useQuery } from '@tanstack/react-query';
import { organisationEndpoints as endpoints } from '@baobab/contracts/organisations-endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { organisationKeys } from './organisations-keys';

export const useMyOrganisations = (enabled = true) => useQuery({ queryKey: organisationKeys.mine(), queryFn: () => callEndpoint(endpoints.mine), enabled });

export const useOrganisation = (id: number) => useQuery({ queryKey: organisationKeys.one(id), queryFn: () => callEndpoint(endpoints.get, { params: { id } }) });

export const useMyOrganisationInvitations = () => useQuery({ queryKey: organisationKeys.myInvitations(), queryFn: () => callEndpoint(endpoints.myInvitations) });
