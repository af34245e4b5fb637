import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { connections } from '../../db/schema/network';

/**
 * The viewer's connection rows by state, in one query: accepted on either side, pending sent to
 * them (incoming) and pending sent by them (outgoing). The same rows the Network lists show
 * (network.repository.ts: listConnectionsOf), counted without the lists' 500-row page.
 */
export async function countConnectionRows(db: Db, viewerId: string): Promise<{ accepted: number; incoming: number; outgoing: number }> {
  const [row] = await db
    .select({
      accepted: sql<number>`(count(*) filter (where ${connections.status} = 'accepted'))::int`,
      incoming: sql<number>`(count(*) filter (where ${connections.status} = 'pending' and ${connections.addresseeId} = ${viewerId}))::int`,
      outgoing: sql<number>`(count(*) filter (where ${connections.status} = 'pending' and ${connections.requesterId} = ${viewerId}))::int`,
    })
    .from(connections)
    .where(or(eq(connections.requesterId, viewerId), eq(connections.addresseeId, viewerId)));
  return row ?? { accepted: 0, incoming: 0, outgoing: 0 };
}
