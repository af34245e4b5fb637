import { useQuery } from '@tanstack/react-query';
import { networkRoutes } from '@baobab/contracts/network-routes';
import { callEndpoint } from './call-endpoint';

/**
 * The signed-in user's accepted connections: the network screen lists them, and the data-room grant form and
 * the financials sharing form offer them (the only people either may share with). Features may not import
 * each other, so the one query lives here; its key sits under the network feature's root ('network'), which the
 * network feature invalidates.
 */
export const myConnectionsKey = ['network', 'connections'] as const;

export const useMyConnections = (enabled = true) => useQuery({ queryKey: myConnectionsKey, queryFn: () => callEndpoint(networkRoutes.connections), enabled });
