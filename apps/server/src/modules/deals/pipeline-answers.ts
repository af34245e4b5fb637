import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedRead } from '../../db/prepared';
import { rowVersions } from '../../db/row-versions';
import { users } from '../../db/schema/auth';
import { deals } from '../../db/schema/deals';
import { organisationMembers, organisations } from '../../db/schema/organisations';
import { startups } from '../../db/schema/startups';
import { defineCache, type CachedDb } from '../../lib/cache-registry';
import { encodedJson, type EncodedJson } from '../../lib/encoded-body';
import { ownedBy, ownPipeline, type PipelineOwner } from './deals.repository';
import { todayUtc } from './utc-today';

const cardsOf = (db: Db, where: SQL) =>
  db
    .select({ text: rowVersions(deals, deals.id, startups.factsVersion) })
    .from(deals)
    .innerJoin(startups, eq(startups.id, deals.startupId))
    .where(where);

/** A person's own pipeline is read on every visit of their deal flow: written once (db/prepared.ts). */
const personalFingerprint = preparedRead<{ investorId: string }, { text: string }[]>('personal_pipeline_fingerprint', (db) =>
  cardsOf(db, ownPipeline(sql.placeholder('investorId'))),
);

/**
 * Everything a pipeline's cards show, as one short text that changes whenever any of it does (decision 0080):
 * - each deal's id and `xmin`, the transaction that wrote its row's current version. A change to the deal, and
 *   (through migration 0051's triggers) to its notes, tasks or assignees, writes a new version; a deal added or
 *   removed adds or removes a pair. Unlike a counter, `xmin` needs no lock of its own and never repeats for a row;
 * - each deal's startup's `facts_version`, raised by any change to the startup row's columns (decision 0075), so a
 *   renamed company or a new logo shows;
 * - for a fund's pipeline, its members with their roles and names (a card names owners and assignees).
 * Rows as `rowVersions` (db/row-versions.ts), names as JSON. One statement; the md5s keep the key short.
 */
export async function pipelineFingerprint(db: Db, owner: PipelineOwner): Promise<string> {
  if (owner.organisationId === undefined) {
    const [row] = await personalFingerprint(db, { investorId: owner.investorId });
    return row!.text;
  }
  const cards = cardsOf(db, ownedBy(owner));
  const team = db
    .select({
      // As JSON: names may hold any character (a separator would make two renames read alike) or be empty.
      text: sql<string>`md5(coalesce(json_agg(json_build_array(${organisationMembers.userId}, ${organisationMembers.role}, ${users.firstName}, ${users.lastName}) order by ${organisationMembers.userId})::text, ''))`,
    })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(eq(organisationMembers.organisationId, owner.organisationId));
  const [row] = await db.select({ text: sql<string>`(${cards}) || (${team})` }).from(organisations).where(eq(organisations.id, owner.organisationId));
  return row?.text ?? '';
}

/**
 * Deal-flow answers (the list, the board, a column's page) as ready JSON, by pipeline, request and fingerprint.
 * Access is checked before, on every request, as ever. Every input of an answer is in its key: the pipeline's
 * fingerprint (read before the answer, so a write landing in between only makes the entry's key old), the request,
 * and today's UTC date (a task's overdue flag moves with it). The time to live bounds only the memory an outdated
 * entry holds, not how old an answer can be.
 */
// 500 answers: a 200-deal list is about 90 KB, so at most about 45 MB. The oldest goes first; an outdated one is never read again.
const pipelineAnswers = defineCache<EncodedJson>({ name: 'pipeline-answers', ttlMs: 10 * 60_000, maxEntries: 500, forgetOn: [] });

const ownerKey = (owner: PipelineOwner) => (owner.organisationId === undefined ? `investor:${owner.investorId}` : `fund:${owner.organisationId}`);

export async function keptPipelineAnswer({ db, caches }: CachedDb, owner: PipelineOwner, request: unknown, answer: () => Promise<unknown>): Promise<EncodedJson> {
  const key = JSON.stringify([ownerKey(owner), request, todayUtc(), await pipelineFingerprint(db, owner)]);
  return caches.use(pipelineAnswers).get(key, async () => encodedJson(JSON.stringify(await answer())));
}
