import type { z } from 'zod';
import type {
  Connection,
  Invitations,
  NetworkStats,
  PersonCard,
  ConnectionStatusQuery,
  searchPeopleQuerySchema,
} from '@baobab/contracts/network';
import type { ViewerConnection, ViewerConnections } from '@baobab/contracts/viewer-relations';
import type { Db } from '../../db/client';
import type { CachedDb } from '../../lib/cache-registry';
import type { SessionUser } from '../../lib/session-user';
import type { UserCounts } from '@baobab/contracts/dashboard';
import { connectionStateOf } from './network.policy';
import {
  countSentByStatus,
  findConnectionBetween,
  findTargetOwners,
  listConnectionsOf,
  listConnectionsWith,
  searchPeople,
} from './network.repository';

type SearchQuery = z.output<typeof searchPeopleQuerySchema>;
type ConnectionListRow = Awaited<ReturnType<typeof listConnectionsOf>>[number];

const asUserType = (value: string | null) => (value === 'founder' || value === 'investor' ? value : null);

function toConnection(row: ConnectionListRow): Connection {
  return {
    id: row.id,
    status: row.status as Connection['status'],
    connectedUser: { id: row.otherId, firstName: row.firstName, lastName: row.lastName, headline: row.headline, profileImageUrl: row.profileImageUrl, isVerifiedInvestor: row.isVerifiedInvestor, investorId: row.investorId },
    message: row.message,
    attachedStartup: row.attachedStartupId !== null && row.attachedStartupName !== null ? { id: row.attachedStartupId, name: row.attachedStartupName } : null,
    organisation: row.organisationId !== null && row.organisationName !== null ? { id: row.organisationId, name: row.organisationName, slug: row.organisationSlug } : null,
    declineNote: row.declineNote,
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}

const searchRelation = { none: 'none', pending_sent: 'outgoing', pending_received: 'incoming', connected: 'connected' } as const;

/** People search of the Discover tab; each card says where the viewer stands with that person. */
export async function searchPeopleFor(db: Db, user: SessionUser, query: SearchQuery): Promise<PersonCard[]> {
  const rows = await searchPeople(db, user.id, query);
  const links = await listConnectionsWith(db, user.id, rows.map((r) => r.id));
  const relationOf = (otherId: string): Pick<PersonCard, 'relation' | 'connectionId'> => {
    const link = links.find((l) => l.requesterId === otherId || l.addresseeId === otherId);
    const relation = searchRelation[connectionStateOf(user, link)];
    return { relation, connectionId: relation === 'none' ? null : link!.id };
  };
  return rows.map((row) => ({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    headline: row.headline,
    location: row.location,
    userType: asUserType(row.userType),
    experienceLevel: row.experienceLevel as PersonCard['experienceLevel'],
    skills: row.skills ?? [],
    isOpenToWork: row.isOpenToWork ?? false,
    isOpenToCofounder: row.isOpenToCofounder ?? false,
    isOpenToInvest: row.isOpenToInvest ?? false,
    isVerifiedInvestor: row.isVerifiedInvestor,
    ...relationOf(row.id),
  }));
}

/**
 * Where the viewer stands with each person, startup (its founder) and investor profile asked
 * about, in two queries whatever the count. Only the viewer's own connection rows are read, so the
 * answer tells nobody else's; an unknown id reads as none, like a person the viewer never asked.
 */
export async function getConnectionStatuses(db: Db, user: SessionUser, query: ConnectionStatusQuery): Promise<ViewerConnections> {
  const { startupOwners, investorOwners } = await findTargetOwners(db, query.startupIds, query.investorIds);
  const people = [...new Set([...query.userIds, ...startupOwners.map((o) => o.userId), ...investorOwners.map((o) => o.userId)])].filter((id) => id !== user.id);
  const links = await listConnectionsWith(db, user.id, people);
  const statusOf = (personId: string | undefined): ViewerConnection => {
    if (personId === user.id) return { state: 'self', connectionId: null };
    const link = personId === undefined ? undefined : links.find((l) => l.requesterId === personId || l.addresseeId === personId);
    const state = connectionStateOf(user, link);
    return { state, connectionId: state === 'none' ? null : link!.id };
  };
  const ownerOf = (owners: { id: number; userId: string }[], id: number) => owners.find((o) => o.id === id)?.userId;
  return {
    users: Object.fromEntries(query.userIds.map((id) => [id, statusOf(id)])),
    startups: Object.fromEntries(query.startupIds.map((id) => [String(id), statusOf(ownerOf(startupOwners, id))])),
    investors: Object.fromEntries(query.investorIds.map((id) => [String(id), statusOf(ownerOf(investorOwners, id))])),
  };
}

export async function listOwnConnections(db: Db, user: SessionUser): Promise<Connection[]> {
  return (await listConnectionsOf(db, user.id, 'accepted', 'both')).map(toConnection);
}

export async function listOwnInvitations(db: Db, user: SessionUser): Promise<Invitations> {
  const [incoming, outgoing] = await Promise.all([
    listConnectionsOf(db, user.id, 'pending', 'incoming'),
    listConnectionsOf(db, user.id, 'pending', 'outgoing'),
  ]);
  return { incoming: incoming.map(toConnection), outgoing: outgoing.map(toConnection) };
}

/** The counts module's one definition per count, passed in by the app: counts sits above network (it reads matching). */
export type ReadUserCounts = (cached: CachedDb, user: SessionUser) => Promise<UserCounts>;

/**
 * The Network tiles and Analytics tab: counted from the user's own connections, never sample
 * figures. The counts are the one definition the dashboard states too (counts module).
 */
export async function getNetworkStats(cached: CachedDb, user: SessionUser, readUserCounts: ReadUserCounts): Promise<NetworkStats> {
  const { db } = cached;
  const [accepted, counts, sent] = await Promise.all([
    listConnectionsOf(db, user.id, 'accepted', 'both'),
    readUserCounts(cached, user),
    countSentByStatus(db, user.id),
  ]);
  const sentCount = (status: string) => sent.find((s) => s.status === status)?.n ?? 0;
  const answered = sentCount('accepted') + sentCount('declined');
  const byType = new Map<string, number>();
  for (const row of accepted) byType.set(row.userType ?? 'unassigned', (byType.get(row.userType ?? 'unassigned') ?? 0) + 1);
  return {
    connections: counts.connections,
    pendingIncoming: counts.pendingInvitations,
    pendingOutgoing: counts.sentInvitations,
    matches: counts.matches,
    acceptanceRate: answered === 0 ? null : Math.round((sentCount('accepted') / answered) * 100),
    connectionsByUserType: [...byType].map(([userType, count]) => ({ userType, count })).sort((a, b) => b.count - a.count),
  };
}

/** Used by recommendations: only connected people may be asked to write one. */
export async function areConnected(db: Db, a: string, b: string): Promise<boolean> {
  const row = await findConnectionBetween(db, a, b);
  return row?.status === 'accepted';
}
