import { useQuery } from '@tanstack/react-query';
import { organisationRoutes } from '@baobab/contracts/organisations-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { organisationKeys } from '@/features/organisations/api/organisations-keys';

/**
 * The organisations whose pipelines the person may open, and one organisation's members to assign. The
 * fund-teams screen's keys, so a change there (a role, a removal) refreshes the switch and the dialog too.
 */
export const useMyPipelineOrganisations = () => useQuery({ queryKey: organisationKeys.mine(), queryFn: () => callEndpoint(organisationRoutes.mine) });

/** `enabled: false` for a deal in a person's own pipeline, which has no organisation to ask about. */
export const useOrganisationMembers = (id: number, enabled = true) =>
  useQuery({ queryKey: organisationKeys.one(id), queryFn: () => callEndpoint(organisationRoutes.get, { params: { id } }), select: (organisation) => organisation.members, enabled });
