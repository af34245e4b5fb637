import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@baobab/contracts/endpoint';
import type { InviteMemberInput, OrganisationRole } from '@baobab/contracts/organisations';
import type { organisationEndpoints as endpoints } from '@baobab/contracts/organisations-endpoints';
import { organisationRoutes as routes } from '@baobab/contracts/organisations-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { organisationKeys } from './organisations-keys';

/** Every change refreshes every fund-teams query: lists, members and invitations move together. */
function useOrganisationMutation<T, R>(run: (variables: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }) });
}

/** What the form sends: cheques as typed ('50K', '$250,000'), read by the server's one reader of amounts. */
export type OrganisationDraft = EndpointInput<typeof endpoints.create>['body'];

export const useCreateOrganisation = () => useOrganisationMutation((body: OrganisationDraft) => callEndpoint(routes.create, { body }));

export const useUpdateOrganisation = (id: number) => useOrganisationMutation((body: OrganisationDraft) => callEndpoint(routes.update, { params: { id }, body }));

export const useInviteMember = (id: number) => useOrganisationMutation((body: InviteMemberInput) => callEndpoint(routes.invite, { params: { id }, body }));

export const useWithdrawInvitation = (id: number) =>
  useOrganisationMutation((invitationId: number) => callEndpoint(routes.withdrawInvitation, { params: { id, invitationId } }));

export const useAcceptOrganisationInvitation = () =>
  useOrganisationMutation((invitationId: number) => callEndpoint(routes.acceptInvitation, { params: { invitationId } }));

export const useSetMemberRole = (id: number) =>
  useOrganisationMutation(({ userId, role }: { userId: string; role: OrganisationRole }) => callEndpoint(routes.setRole, { params: { id, userId }, body: { role } }));

export const useRemoveMember = (id: number) => useOrganisationMutation((userId: string) => callEndpoint(routes.removeMember, { params: { id, userId } }));
