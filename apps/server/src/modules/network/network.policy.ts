import type { ConnectionState } from '@baobab/contracts/viewer-relations';
import type { SessionUser } from '../../plugins/auth';
import type { ConnectionRow } from './network.repository';

/**
 * Connection rules: anyone signed in may ask anyone else; only the person asked may accept or
 * decline, and only the sender may withdraw, both only while the request is pending. Either
 * person of a connection may see it (an accepted one is their message thread).
 */
export const networkPolicy = {
  canRespond: (user: SessionUser, row: ConnectionRow) => row.addresseeId === user.id && row.status === 'pending',
  canWithdraw: (user: SessionUser, row: ConnectionRow) => row.requesterId === user.id && row.status === 'pending',
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
