import type { ConnectionState } from '@baobab/contracts/viewer-relations';
import type { SessionUser } from '../../lib/session-user';
import type { ConnectionRow } from './network.repository';

/**
 * Connection rules: anyone signed in may ask anyone else; only the person asked may accept or
 * decline, and only the sender may withdraw. Either person of a connection may see it (an
 * accepted one is their message thread). That the request is still pending is not a permission
 * but a state, checked in the same statement that changes it (`updatePendingConnection`).
 */
export const networkPolicy = {
  canRespond: (user: SessionUser, row: ConnectionRow) => row.addresseeId === user.id,
  canWithdraw: (user: SessionUser, row: ConnectionRow) => row.requesterId === user.id,
  isParticipant: (user: SessionUser, row: ConnectionRow) => row.requesterId === user.id || row.addresseeId === user.id,
};

/**
 * Where the user stands with the other person of their connection row (or none). Declined and
 * withdrawn requests count as none: a new request is allowed (after the decline cool-down).
 */
export function connectionStateOf(user: SessionUser, row: ConnectionRow | undefined): Exclude<ConnectionState, 'self'> {
  if (!row || row.status === 'declined' || row.status === 'withdrawn') return 'none';
  if (row.status === 'accepted') return 'connected';
  return row.requesterId === user.id ? 'pending_sent' : 'pending_received';
}
