import { or, sql } from 'drizzle-orm';
import { jsonFigure, type Arg, type Figure } from '../../db/figures';
import { connections } from '../../db/schema/network';

export type ConnectionRows = { accepted: number; incoming: number; outgoing: number };

/**
 * The viewer's connection rows by state, as one figure (db/figures.ts): accepted on either side, pending sent to
 * them (incoming) and pending sent by them (outgoing). The same rows the Network lists show
 * (network.repository.ts: listConnectionsOf), counted without the lists' 500-row page.
 */
export function connectionRowsFigure(viewerId: Arg<string>): Figure<ConnectionRows> {
  return jsonFigure(
    sql`select json_build_object(
      'accepted', count(*) filter (where ${connections.status} = 'accepted'),
      'incoming', count(*) filter (where ${connections.status} = 'pending' and ${connections.addresseeId} = ${viewerId}),
      'outgoing', count(*) filter (where ${connections.status} = 'pending' and ${connections.requesterId} = ${viewerId}))::text
    from ${connections} where ${or(sql`${connections.requesterId} = ${viewerId}`, sql`${connections.addresseeId} = ${viewerId}`)}`,
    (value) => value as ConnectionRows,
  );
}
