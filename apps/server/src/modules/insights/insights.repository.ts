import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { DocumentType } from '@baobab/contracts/enums';
import type { DocumentAnalysisRecord } from '@baobab/contracts/insights-api';
import type { DocumentAnalysis } from '@baobab/insights/document-intelligence/types';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { documentAnalyses } from '../../db/schema/insights';
import { investorGeographyTerms, investorProfiles } from '../../db/schema/profiles';
import { startups } from '../../db/schema/startups';
import { startupFactColumns } from '../startup-facts/startup-fact-rows';
import { isPubliclyVisible } from '../../lib/public-visibility';

export type DocumentAnalysisRow = typeof documentAnalyses.$inferSelect;

/** Investors read per query while the investor index is built. */
const investorFactPageSize = 2000;

const investorFactColumns = {
  id: investorProfiles.id,
  userId: investorProfiles.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  type: investorProfiles.type,
  investmentThesis: investorProfiles.investmentThesis,
  minTicketSize: investorProfiles.minTicketSize,
  maxTicketSize: investorProfiles.maxTicketSize,
  averageTicketSize: investorProfiles.averageTicketSize,
  preferredSectors: investorProfiles.preferredSectors,
  preferredGeographies: investorGeographyTerms,
  preferredStages: investorProfiles.preferredStages,
};

function investorFactPage(db: Db, afterId: number, pageSize: number) {
  return db
    .select(investorFactColumns)
    .from(investorProfiles)
    .innerJoin(users, eq(users.id, investorProfiles.userId))
    .where(gt(investorProfiles.id, afterId))
    .orderBy(investorProfiles.id)
    .limit(pageSize);
}

export type InvestorFactRow = Awaited<ReturnType<typeof investorFactPage>>[number];

/**
 * Every investor with the facts matching reads, by id, handed over a page at a time (keyset on
 * the primary key) inside one read-only snapshot, so the set is consistent while neither the
 * database nor the caller holds all of it at once. On embedded PGlite one answer is built in its
 * WebAssembly memory, which never shrinks; the investor index keeps no thesis text, so each
 * page's theses are garbage once indexed (the server's peak-memory target, bench/README.md).
 */
export async function forEachInvestorFactPage(db: Db, onPage: (rows: InvestorFactRow[]) => void, pageSize = investorFactPageSize): Promise<void> {
  await db.transaction(
    async (tx) => {
      for (let afterId = 0; ; ) {
        const page = await investorFactPage(tx, afterId, pageSize);
        onPage(page);
        const last = page.at(-1);
        if (!last || page.length < pageSize) return;
        afterId = last.id;
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** One user's own investor profile with the facts matching reads, or undefined. */
export async function ownInvestorFactRow(db: Db, userId: string): Promise<InvestorFactRow | undefined> {
  const [row] = await db.select(investorFactColumns).from(investorProfiles).innerJoin(users, eq(users.id, investorProfiles.userId)).where(eq(investorProfiles.userId, userId));
  return row;
}

export async function insertDocumentAnalysis(
  db: Db,
  values: { startupId: number; createdBy: string; documentType: DocumentType; source: DocumentAnalysisRecord['source']; fileName: string | null; documentText: string; result: DocumentAnalysis },
): Promise<DocumentAnalysisRow> {
  const [row] = await db.insert(documentAnalyses).values(values).returning();
  return row!;
}

export async function listDocumentAnalysisRows(db: Db, startupId: number, limit = 20): Promise<DocumentAnalysisRow[]> {
  return db
    .select()
    .from(documentAnalyses)
    .where(eq(documentAnalyses.startupId, startupId))
    .orderBy(desc(documentAnalyses.createdAt), desc(documentAnalyses.id))
    .limit(limit);
}

/**
 * An investor's candidate startups: in their sectors and stages (form values), best scored
 * first. The ids come from an index-only scan of startup_score_idx (sector and stage are in
 * it), so only the `limit` chosen rows are read from the table, not every row the walk skips.
 */
export async function candidateStartupRows(db: Db, sectors: string[], stages: string[], limit: number) {
  if (sectors.length === 0 || stages.length === 0) return [];
  const best = [sql`${startups.score} desc nulls last`, desc(startups.id)];
  const chosen = db
    .select({ id: startups.id })
    .from(startups)
    .where(and(inArray(startups.sector, sectors), inArray(startups.fundingStage, stages), isPubliclyVisible(startups.hiddenAt, startups.ownerId)))
    .orderBy(...best)
    .limit(limit);
  return db
    .select(startupFactColumns)
    .from(startups)
    .where(inArray(startups.id, chosen))
    .orderBy(...best);
}

/** Startups other people own, newest first: the pool people matching ranks for an investor. */
export async function otherStartupFactRows(db: Db, ownerId: string, limit: number) {
  return db.select(startupFactColumns).from(startups).where(and(ne(startups.ownerId, ownerId), isPubliclyVisible(startups.hiddenAt, startups.ownerId))).orderBy(desc(startups.createdAt), desc(startups.id)).limit(limit);
}

export async function findDocumentAnalysisRow(db: Db, startupId: number, id: number): Promise<DocumentAnalysisRow | undefined> {
  const [row] = await db.select().from(documentAnalyses).where(and(eq(documentAnalyses.startupId, startupId), eq(documentAnalyses.id, id)));
  return row;
}
