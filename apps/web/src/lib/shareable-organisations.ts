import { useQuery } from '@tanstack/react-query';
import { startupAccessRoutes } from '@baobab/contracts/startup-access-routes';
import { callEndpoint } from './call-endpoint';

/**
 * The funds the signed-in founder may give to: those one of their connections belongs to (decision 0055).
 * The financials share dialog and the data-room grant form both offer them; features may not import each
 * other, so the one query lives here (as useMyConnections does).
 */
export const shareableOrganisationsKey = ['startup-access', 'organisations'] as const;

export const useShareableOrganisations = () => useQuery({ queryKey: shareableOrganisationsKey, queryFn: () => callEndpoint(startupAccessRoutes.shareableOrganisations) });
