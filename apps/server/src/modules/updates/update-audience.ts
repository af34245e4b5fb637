/**
 * Who an update may reach (decision 0020, amended): the startup's confirmed investors, the people
 * holding a live share of it, and the founder's connections. Chosen people must be among them; a
 * stranger in the chosen list is refused by name (the id given), never silently dropped, and no
 * answer turns an id outside these relationships into a name.
 */
import { updateMessages as m, type RecipientReason } from '@baobab/contracts/updates';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
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
