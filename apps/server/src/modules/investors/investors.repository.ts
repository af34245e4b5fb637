import { and, arrayOverlaps, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { investorProfiles } from '../../db/schema/profiles';

export type InvestorFilters = { type?: string; sectors: string[]; stages: string[]; q?: string };

const columns = {
  id: investorProfiles.id,
  userId: investorProfiles.userId,
  type: investorProfiles.type,
  investmentThesis: investorProfiles.investmentThesis,
  minTicketSize: investorProfiles.minTicketSize,
  maxTicketSize: investorProfiles.maxTicketSize,
  averageTicketSize: investorProfiles.averageTicketSize,
  preferredSectors: investorProfiles.preferredSectors,
  preferredGeographies: investorProfiles.preferredGeographies,
  preferredStages: investorProfiles.preferredStages,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.image,
};

/** LIKE treats % and _ as wildcards; a searched name must match them literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(filters: InvestorFilters): SQL[] {
  const result: SQL[] = [];
  if (filters.type) result.push(eq(investorProfiles.type, filters.type));
  if (filters.sectors.length) result.push(arrayOverlaps(investorProfiles.preferredSectors, filters.sectors));
  if (filters.stages.length) result.push(arrayOverlaps(investorProfiles.preferredStages, filters.stages));
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    result.push(or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(investorProfiles.investmentThesis, pattern))!);
  }
  return result;
}

export async function listInvestorRows(db: Db, filters: InvestorFilters, limit: number, offset: number) {
  return db
    .select(columns)
    .from(investorProfiles)
    .innerJoin(users, eq(users.id, investorProfiles.userId))
    .where(and(...conditions(filters)))
    .orderBy(desc(investorProfiles.createdAt), desc(investorProfiles.id))
    .limit(limit)
    .offset(offset);
}
export type InvestorListRow = Awaited<ReturnType<typeof listInvestorRows>>[number];

export async function investorStatsRow(db: Db, filters: InvestorFilters) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      angel: sql<number>`(count(*) filter (where ${investorProfiles.type} = 'angel'))::int`,
      vc_partner: sql<number>`(count(*) filter (where ${investorProfiles.type} = 'vc_partner'))::int`,
      institutional: sql<number>`(count(*) filter (where ${investorProfiles.type} = 'institutional'))::int`,
    })
    .from(investorProfiles)
    .innerJoin(users, eq(users.id, investorProfiles.userId))
    .where(and(...conditions(filters)));
  return row!;
}

export async function findInvestorRow(db: Db, id: number) {
  const [row] = await db
    .select({ ...columns, linkedinUrl: investorProfiles.linkedinUrl, createdAt: investorProfiles.createdAt })
    .from(investorProfiles)
    .innerJoin(users, eq(users.id, investorProfiles.userId))
    .where(eq(investorProfiles.id, id))
    .limit(1);
  return row;
}
