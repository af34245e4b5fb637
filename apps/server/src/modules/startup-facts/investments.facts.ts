/**
 * Confirmed investments as public figures: a round an investor recorded counts on anyone else's
 * screen (market intelligence, an investor's public profile) only once the startup's founder
 * confirmed it (decision 0005). The investor's own portfolio reads all of their own records,
 * with their status, in the portfolio module.
 */
import type { Db } from '../../db/client';
import { listConfirmedCompaniesOfInvestor, listConfirmedInvestments } from './startup-facts.repository';

export type ConfirmedInvestment = { startupId: number; investorId: number | null; amountUsd: number; date: Date };

export async function listPlatformConfirmedInvestments(db: Db): Promise<ConfirmedInvestment[]> {
  const rows = await listConfirmedInvestments(db);
  return rows.map((r) => ({ startupId: r.startupId, investorId: r.investorId, amountUsd: r.amountMinor / 100, date: new Date(`${r.dealDate}T00:00:00Z`) }));
}

/** The startups an investor (by profile id) holds confirmed rounds in, newest first. */
export function listInvestorConfirmedCompanies(db: Db, investorProfileId: number) {
  return listConfirmedCompaniesOfInvestor(db, investorProfileId);
}
