import { and, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { anyOfIds, anyOfTexts } from '../../db/any-of';
import type { Db } from '../../db/client';
import { preparedRead } from '../../db/prepared';
import { userNameText, users } from '../../db/schema/auth';
import { connections } from '../../db/schema/network';
import { organisations } from '../../db/schema/organisations';
import { investorProfiles } from '../../db/schema/profiles';
import { startups } from '../../db/schema/startups';
import { userProfiles } from '../../db/schema/user-profiles';

export type PeopleFilters = {
  q?: string;
  userType?: 'founder' | 'investor' | 'vc_fund';
  location?: string;
  experienceLevel?: string;
  availability?: boolean;
  limit: number;
  offset: number;
};

/** Escapes LIKE wildcards so that '%' or '_' typed by a person match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const ilike = (haystack: SQL, text: string) => sql`${haystack} ilike ${likePattern(text)} escape '\\'`;

/** Fund investors: the investor types that invest a fund's money rather than their own. */
const FUND_INVESTOR_TYPES = ['vc_partner', 'institutional'];

const profileText = sql`concat_ws(' ', ${userProfiles.headline}, ${userProfiles.location}, array_to_string(${userProfiles.skills}, ' '))`;

/** Trigrams need three characters: a shorter word cannot narrow anything through an index. */
const TRIGRAM = 3;

/**
 * People whose name (user_name_trgm_idx) or profile text contains `word`, a set the planner
 * finds by index, where a haystack over the join could only be scanned. Profile text
 * (headline, location, skills) has no index (skills are an array and array_to_string is not
 * immutable); only people who filled in their profile have a row there.
 */
function nameOrProfileContains(word: string): SQL {
  const pattern = likePattern(word);
  return sql`${users.id} in (select ${users.id} from ${users} where ${userNameText(users)} ilike ${pattern} escape '\\'
    union select ${userProfiles.userId} from ${userProfiles} where ${profileText} ilike ${pattern} escape '\\')`;
}

/**
 * People search: every word of q must appear in the name, headline, location or skills. A
 * word cannot span two fields (it has no space), so "in the haystack" equals "in the name or
 * in the profile text", which indexes can answer for words of three characters or more.
 */
export function searchPeople(db: Db, viewerId: string, f: PeopleFilters) {
  const haystack = sql`concat_ws(' ', ${users.firstName}, ${users.lastName}, ${profileText})`;
  const words = (f.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  // Suspended and banned people leave people search (modules/moderation).
  const conditions: (SQL | undefined)[] = [ne(users.id, viewerId), eq(users.accountStatus, 'active'), ...words.map((word) => (word.length >= TRIGRAM ? nameOrProfileContains(word) : ilike(haystack, word)))];
  if (f.userType === 'founder') conditions.push(eq(users.userType, 'founder'));
  if (f.userType === 'investor') conditions.push(eq(users.userType, 'investor'));
  if (f.userType === 'vc_fund') {
    conditions.push(
      eq(users.userType, 'investor'),
      sql`exists (select 1 from ${investorProfiles} where ${investorProfiles.userId} = ${users.id} and ${inArray(investorProfiles.type, FUND_INVESTOR_TYPES)})`,
    );
  }
  if (f.location) conditions.push(ilike(sql`coalesce(${userProfiles.location}, '')`, f.location));
  if (f.experienceLevel) conditions.push(eq(userProfiles.experienceLevel, f.experienceLevel));
  if (f.availability !== undefined) conditions.push(sql`coalesce(${userProfiles.isOpenToWork}, false) = ${f.availability}`);

  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.image,
      userType: users.userType,
      // A profile hidden by a moderator shows its name only.
      headline: sql<string | null>`case when ${userProfiles.hiddenAt} is null then ${userProfiles.headline} end`,
      location: userProfiles.location,
      experienceLevel: userProfiles.experienceLevel,
      skills: userProfiles.skills,
      isOpenToWork: userProfiles.isOpenToWork,
      isOpenToCofounder: userProfiles.isOpenToCofounder,
      isOpenToInvest: userProfiles.isOpenToInvest,
      isVerifiedInvestor: sql<boolean>`${investorProfiles.verifiedAt} is not null`,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(investorProfiles, eq(investorProfiles.userId, users.id))
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(f.limit)
    .offset(f.offset);
}

const pairCondition = (a: string, b: string) =>
  or(and(eq(connections.requesterId, a), eq(connections.addresseeId, b)), and(eq(connections.requesterId, b), eq(connections.addresseeId, a)));

export type ConnectionRow = typeof connections.$inferSelect;

export async function findConnectionBetween(db: Db, a: string, b: string): Promise<ConnectionRow | undefined> {
  const [row] = await db.select().from(connections).where(pairCondition(a, b)).limit(1);
  return row;
}

/**
 * The pair's row, locked until the transaction ends, so that an answer or a withdrawal cannot
 * land between a new request's read of the row and its write. NO KEY UPDATE: only the status
 * and its details change, never the row's keys.
 */
export async function lockConnectionBetween(db: Db, a: string, b: string): Promise<ConnectionRow | undefined> {
  const [row] = await db.select().from(connections).where(pairCondition(a, b)).limit(1).for('no key update');
  return row;
}

/**
 * Serialises one sender's requests: the sender's user row stays locked until the transaction
 * ends, so the daily count that follows sees every request the sender made before. A row lock
 * behaves the same on PostgreSQL and on single-connection PGlite; NO KEY UPDATE leaves the
 * foreign-key checks of rows pointing at the user (notifications, sessions) unblocked.
 */
export async function lockSender(db: Db, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

export async function findConnection(db: Db, id: number): Promise<ConnectionRow | undefined> {
  const [row] = await db.select().from(connections).where(eq(connections.id, id)).limit(1);
  return row;
}

/** The viewer's connection rows with the given people (search results), any status. */
// A startup's or investor's page asks for the viewer's links to its people on every visit: written once (db/prepared.ts).
const connectionsWith = preparedRead<{ viewerId: string; otherIds: string[] }, ConnectionRow[]>('connections_with', (db) => {
  const [viewerId, otherIds] = [sql.placeholder('viewerId'), sql.placeholder('otherIds')];
  return db
    .select()
    .from(connections)
    .where(
      or(
        and(eq(connections.requesterId, viewerId), anyOfTexts(connections.addresseeId, otherIds)),
        and(eq(connections.addresseeId, viewerId), anyOfTexts(connections.requesterId, otherIds)),
      ),
    );
});

export function listConnectionsWith(db: Db, viewerId: string, otherIds: string[]): Promise<ConnectionRow[]> {
  return otherIds.length === 0 ? Promise.resolve([]) : connectionsWith(db, { viewerId, otherIds });
}

export async function userExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row !== undefined;
}

type NewConnection = typeof connections.$inferInsert;

/** Inserts unless the pair already has a row (the other person's request committed first): then undefined. */
export async function insertConnection(db: Db, values: NewConnection): Promise<ConnectionRow | undefined> {
  const [row] = await db.insert(connections).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateConnection(db: Db, id: number, values: Partial<NewConnection>): Promise<ConnectionRow> {
  const [row] = await db.update(connections).set(values).where(eq(connections.id, id)).returning();
  return row!;
}

/**
 * Answers (or withdraws) a request in one conditional statement: it applies only while the row
 * is pending and `party` is still the person on that side, so of racing answers exactly one
 * changes the row; the others get undefined.
 */
export async function updatePendingConnection(
  db: Db,
  id: number,
  party: { requesterId: string } | { addresseeId: string },
  values: Partial<NewConnection>,
): Promise<ConnectionRow | undefined> {
  const isParty = 'requesterId' in party ? eq(connections.requesterId, party.requesterId) : eq(connections.addresseeId, party.addresseeId);
  const [row] = await db
    .update(connections)
    .set(values)
    .where(and(eq(connections.id, id), eq(connections.status, 'pending'), isParty))
    .returning();
  return row;
}

export async function findUserName(db: Db, id: string) {
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * The viewer's connections in one direction-free list with the other person's card fields.
 * `side` picks incoming (viewer is the addressee), outgoing, or both.
 */
export function listConnectionsOf(db: Db, viewerId: string, status: 'pending' | 'accepted', side: 'incoming' | 'outgoing' | 'both') {
  const otherId = sql`case when ${connections.requesterId} = ${viewerId} then ${connections.addresseeId} else ${connections.requesterId} end`;
  const sideCondition =
    side === 'incoming'
      ? eq(connections.addresseeId, viewerId)
      : side === 'outgoing'
        ? eq(connections.requesterId, viewerId)
        : or(eq(connections.requesterId, viewerId), eq(connections.addresseeId, viewerId));
  return db
    .select({
      id: connections.id,
      status: connections.status,
      message: connections.message,
      declineNote: connections.declineNote,
      createdAt: connections.createdAt,
      respondedAt: connections.respondedAt,
      attachedStartupId: startups.id,
      attachedStartupName: startups.name,
      // The fund the requester wrote for (decision 0069); its slug only while listed (its public page).
      organisationId: organisations.id,
      organisationName: organisations.name,
      organisationSlug: sql<string | null>`case when ${organisations.listed} then ${organisations.slug} end`,
      otherId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      profileImageUrl: users.image,
      headline: userProfiles.headline,
      isVerifiedInvestor: sql<boolean>`${investorProfiles.verifiedAt} is not null`,
      investorId: investorProfiles.id,
    })
    .from(connections)
    .innerJoin(users, sql`${users.id} = ${otherId}`)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(investorProfiles, eq(investorProfiles.userId, users.id))
    .leftJoin(startups, eq(startups.id, connections.attachedStartupId))
    .leftJoin(organisations, eq(organisations.id, connections.organisationId))
    .where(and(eq(connections.status, status), sideCondition))
    .orderBy(desc(sql`coalesce(${connections.respondedAt}, ${connections.createdAt})`), desc(connections.id))
    .limit(500);
}

/** Counts of the viewer's sent requests by outcome, for the acceptance rate. */
export function countSentByStatus(db: Db, viewerId: string) {
  return db
    .select({ status: connections.status, n: count() })
    .from(connections)
    .where(eq(connections.requesterId, viewerId))
    .groupBy(connections.status);
}

/** The people behind startups (their founder) and investor profiles, for the ids that exist. */
type Owner = { id: number; userId: string };
const startupOwnersOf = preparedRead<{ ids: number[] }, Owner[]>('startup_owners', (db) =>
  db.select({ id: startups.id, userId: startups.ownerId }).from(startups).where(anyOfIds(startups.id, sql.placeholder('ids'))),
);
const investorOwnersOf = preparedRead<{ ids: number[] }, Owner[]>('investor_profile_owners', (db) =>
  db.select({ id: investorProfiles.id, userId: investorProfiles.userId }).from(investorProfiles).where(anyOfIds(investorProfiles.id, sql.placeholder('ids'))),
);

export async function findTargetOwners(db: Db, startupIds: number[], investorIds: number[]) {
  const [startupOwners, investorOwners] = await Promise.all([
    startupIds.length ? startupOwnersOf(db, { ids: startupIds }) : [],
    investorIds.length ? investorOwnersOf(db, { ids: investorIds }) : [],
  ]);
  return { startupOwners, investorOwners };
}
