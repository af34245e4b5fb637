/**
 * Who an update may reach (decision 0020, amended): the startup's confirmed investors, the people
 * holding a live share of it, and the founder's connections. Chosen people must be among them; a
 * stranger in the chosen list is refused by name (the id given), never silently dropped, and no
 * answer turns an id outside these relationships into a name.
 */
import { updateMessages as m, type AudiencePerson, type RecipientReason } from '@baobab/contracts/updates';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { requireStartupOwner } from '../startup-access/startup-access.service';
import { nameOf } from './updates.mapper';
import * as repo from './updates.repository';

type Relationship = Exclude<RecipientReason, 'chosen'>;
export type Relationships = Record<Relationship, string[]>;

/** The startup's confirmed investors, the holders of a live share of it, and its founder's connections, founder excluded. */
export async function listRelationships(db: Db, startup: { id: number; ownerId: string }, now: Date): Promise<Relationships> {
  const [investor, share, connection] = await Promise.all([
    repo.listConfirmedInvestorIds(db, startup.id),
    repo.listShareHolderIds(db, startup.id, now),
    repo.listConnectionIds(db, startup.ownerId),
  ]);
  const others = (ids: string[]) => ids.filter((id) => id !== startup.ownerId);
  return { investor: others(investor), share: others(share), connection: others(connection) };
}

/** Everyone in any of the relationships. */
export const relatedIds = (relationships: Relationships): Set<string> => new Set([...relationships.investor, ...relationships.share, ...relationships.connection]);

/** Refuses (400, one issue per person at `audience.userIds.<index>`) chosen people outside the relationships. */
export function requireChosenRelated(chosen: readonly string[], related: ReadonlySet<string>): void {
  const issues = chosen.flatMap((id, index) => (related.has(id) ? [] : [{ path: `audience.userIds.${index}`, message: m.chosenNotRelated(id) }]));
  if (issues.length > 0) throw badRequest(issues[0]!.message, issues);
}

/** The draft's chosen people, checked when it is saved: the same rule as at sending. */
export async function requireChosenRelatedNow(db: Db, startup: { id: number; ownerId: string }, chosen: readonly string[]): Promise<void> {
  if (chosen.length === 0) return;
  requireChosenRelated(chosen, relatedIds(await listRelationships(db, startup, new Date())));
}

/**
 * The people the founder may choose by name (the audience picker): everyone in the relationships,
 * each with every relationship that allows it, sorted by name. Only the startup's founder asks.
 */
export async function listAudiencePeople(db: Db, user: SessionUser, startupId: number): Promise<AudiencePerson[]> {
  const startup = await requireStartupOwner(db, user, startupId);
  const relationships = await listRelationships(db, startup, new Date());
  const reasons = new Map<string, Relationship[]>();
  for (const reason of ['investor', 'share', 'connection'] as const) {
    for (const id of relationships[reason]) reasons.set(id, [...(reasons.get(id) ?? []), reason]);
  }
  const people = await repo.findPeople(db, [...reasons.keys()]);
  return people
    .map((person) => ({ person: { id: person.id, name: nameOf(person) }, reasons: reasons.get(person.id) ?? [] }))
    .sort((a, b) => a.person.name.localeCompare(b.person.name));
}
