/**
 * Checked by `npm run typecheck` (tsc), never run: the network hooks' data is what the contract returns, and a
 * call or a read that drifts from the contract is a type error (decision 0018). Each `@ts-expect-error` fails
 * typecheck on the day the drift it stands for stops being an error.
 */
import { expectTypeOf } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@baobab/contracts/endpoint';
import { connectionSchema, type Connection, type Invitations, type NetworkStats, type PersonCard } from '@baobab/contracts/network';
import { networkEndpoints } from '@baobab/contracts/network-endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import type { useMyConnections as useConnections } from '@/lib/my-connections';
import type { useInvitations, useNetworkStats } from './connections';
import type { useSearchPeople } from './search-people';

expectTypeOf<ReturnType<typeof useConnections>['data']>().toEqualTypeOf<Connection[] | undefined>();
expectTypeOf<ReturnType<typeof useInvitations>['data']>().toEqualTypeOf<Invitations | undefined>();
expectTypeOf<ReturnType<typeof useNetworkStats>['data']>().toEqualTypeOf<NetworkStats | undefined>();
expectTypeOf<ReturnType<typeof useSearchPeople>['data']>().toEqualTypeOf<PersonCard[] | undefined>();

/** The connections contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedConnections = endpoint({
  ...networkEndpoints.connections,
  responses: { 200: z.array(connectionSchema.omit({ connectedUser: true }).extend({ otherUser: connectionSchema.shape.connectedUser })) },
});

export async function readsOfADriftedContract() {
  const connections = await callEndpoint(renamedConnections);
  // @ts-expect-error the connection list reads connectedUser, which the renamed contract no longer returns
  const names = connections.map((connection) => connection.connectedUser.firstName);
  // @ts-expect-error the screens take Connection[], which the renamed response no longer is
  const forTheList: Connection[] = connections;
  return { names, forTheList };
}

export async function callsThatDriftFromTheContract() {
  // @ts-expect-error a connection request names its addressee as addresseeId, not userId
  await callEndpoint(networkEndpoints.sendConnection, { body: { userId: 'u1' } });
  // @ts-expect-error the accept path needs its :id
  await callEndpoint(networkEndpoints.accept);
  // @ts-expect-error the decline note is a string
  await callEndpoint(networkEndpoints.decline, { params: { id: 1 }, body: { note: 42 } });
}
