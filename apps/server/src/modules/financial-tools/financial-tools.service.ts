import type { CapTableResult, CreateCapTableInput, FinancialAssumptions, FinancialModelResult, ValuationResult } from '@baobab/contracts/financial-tools';
import type { FinancialToolsStartup, SavedCapTable, SavedFinancialModel, SavedValuation } from '@baobab/contracts/financial-tools-api';
import { specCapTable } from '@baobab/finance/spec-cap-table';
import { specFinancialModel } from '@baobab/finance/spec-financial-model';
import { specValuation } from '@baobab/finance/spec-valuation';
import { valueStartup } from '@baobab/finance/valuation';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { SessionUser } from '../../plugins/auth';
import { findDealForStartup } from '../deals/deals.service';
import { hasRecordedInvestment } from '../portfolio/portfolio.service';
import { getStartup } from '../startups/startups.service';
import { financialToolsPolicy } from './financial-tools.policy';
import * as repo from './financial-tools.repository';
import { startupFacts, toComparable, toFundingStage } from './valuation-facts';

type StartupRow = Awaited<ReturnType<typeof getStartup>>;

async function mayRead(db: Db, user: SessionUser, startup: StartupRow): Promise<boolean> {
  if (financialToolsPolicy.canWrite(user, startup)) return true;
  const isInvestor = user.userType === 'investor';
  const [deal, invested] = isInvestor
    ? await Promise.all([findDealForStartup(db, user, startup.id), hasRecordedInvestment(db, user, startup.id)])
    : [null, false];
  return financialToolsPolicy.canRead(user, startup, { inPipeline: deal !== null, hasInvested: invested });
}

/** A startup whose financial tools the user may read, or 404 (the same answer as a missing startup). */
export async function requireReadableStartup(db: Db, user: SessionUser, id: number): Promise<StartupRow> {
  const startup = await getStartup(db, id);
  if (!(await mayRead(db, user, startup))) throw notFound('Startup');
  return startup;
}

/**
 * Whether the user may read this startup's financial tools (financial-tools.policy.ts): its
 * founder, or an investor with it in their pipeline or a recorded round in it. Other modules
 * use it to decide what they may show of the startup's private numbers.
 */
export async function canReadFinancialTools(db: Db, user: SessionUser, startupId: number): Promise<boolean> {
  return mayRead(db, user, await getStartup(db, startupId));
}

export type FinancialSummary = {
  capTable?: { totalShares: number; shareClasses: string[]; holders: { name: string; percentage: number }[] };
  valuation?: { fairValueUsd: number; minUsd: number; maxUsd: number };
};

/** How many shareholders a summary names; the rest are in the cap table itself. */
const SUMMARY_HOLDERS = 5;

/**
 * The stored cap table and valuation in brief (deal summary PDF): total shares, share classes,
 * the largest holders' percentages and the valuation range. Empty when the user may not read
 * the startup's financial tools, or nothing was generated.
 */
export async function getFinancialSummary(db: Db, user: SessionUser, startupId: number): Promise<FinancialSummary> {
  if (!(await canReadFinancialTools(db, user, startupId))) return {};
  const [capRow, valuationRow] = await Promise.all([repo.findCapTable(db, startupId), repo.findValuation(db, startupId)]);
  const summary: FinancialSummary = {};
  if (capRow) {
    const cap = capRow.result as CapTableResult;
    const holders = [...cap.shareholders].sort((a, b) => b.percentage - a.percentage || a.shareholderName.localeCompare(b.shareholderName));
    summary.capTable = {
      totalShares: cap.totalShares,
      shareClasses: cap.shareClasses,
      holders: holders.slice(0, SUMMARY_HOLDERS).map((h) => ({ name: h.shareholderName, percentage: h.percentage })),
    };
  }
  if (valuationRow) {
    const { fairValue, range } = (valuationRow.result as ValuationResult).recommendation;
    summary.valuation = { fairValueUsd: fairValue, minUsd: range.min, maxUsd: range.max };
  }
  return summary;
}

/** A startup whose financial tools the user may change (its founder), or 404. */
export async function requireWritableStartup(db: Db, user: SessionUser, id: number): Promise<StartupRow> {
  const startup = await getStartup(db, id);
  if (!financialToolsPolicy.canWrite(user, startup)) throw notFound('Startup');
  return startup;
}

export async function listFinancialToolsStartups(db: Db, user: SessionUser): Promise<FinancialToolsStartup[]> {
  const rows = await repo.listReadableStartups(db, user.id, user.userType === 'investor');
  return rows.map(({ ownerId, ...s }) => ({ ...s, canEdit: financialToolsPolicy.canWrite(user, { ownerId }) }));
}

/** The engines also refuse impossible input (RangeError); that is the caller's 400, never a 500. */
function calculate<T>(field: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof RangeError) throw badRequest(`${field}: ${error.message}`, [{ path: field, message: error.message }]);
    throw error;
  }
}

export async function createCapTable(db: Db, user: SessionUser, id: number, input: CreateCapTableInput): Promise<CapTableResult> {
  await requireWritableStartup(db, user, id);
  const result = calculate('shares', () => specCapTable(input));
  await repo.saveCapTable(db, { startupId: id, input, result, totalShares: result.totalShares, createdBy: user.id });
  return result;
}

export async function getCapTable(db: Db, user: SessionUser, id: number): Promise<SavedCapTable | null> {
  await requireReadableStartup(db, user, id);
  const row = await repo.findCapTable(db, id);
  if (!row) return null;
  return { ...(row.result as CapTableResult), input: row.input as CreateCapTableInput, generatedAt: row.createdAt.toISOString() };
}

/**
 * The founder's six assumptions drive the model; what the screen does not ask for starts
 * from the startup profile when it says (monthly revenue, team size), else the engine's
 * stated defaults. The stored assumptions are the ones the model actually used.
 */
export async function createFinancialModel(db: Db, user: SessionUser, id: number, assumptions: FinancialAssumptions): Promise<FinancialModelResult> {
  const startup = await requireWritableStartup(db, user, id);
  const used: FinancialAssumptions = {
    ...(startup.monthlyRevenueUsd ? { startingMonthlyRevenue: startup.monthlyRevenueUsd } : {}),
    startingHeadcount: startup.teamSize,
    ...Object.fromEntries(Object.entries(assumptions).filter(([, v]) => v !== undefined)),
  } as FinancialAssumptions;
  const result = calculate('assumptions', () => specFinancialModel(used));
  await repo.saveFinancialModel(db, { startupId: id, input: used, result, createdBy: user.id });
  return result;
}

export async function getFinancialModel(db: Db, user: SessionUser, id: number): Promise<SavedFinancialModel | null> {
  await requireReadableStartup(db, user, id);
  const row = await repo.findFinancialModel(db, id);
  if (!row) return null;
  return { ...(row.result as FinancialModelResult), assumptions: row.input as FinancialAssumptions, generatedAt: row.createdAt.toISOString() };
}

export async function createValuation(db: Db, user: SessionUser, id: number): Promise<ValuationResult> {
  const startup = await requireWritableStartup(db, user, id);
  const stage = toFundingStage(startup.fundingStage);
  if (!stage) throw badRequest(`fundingStage: the startup's funding stage '${startup.fundingStage}' is not one the valuation knows`);
  const [comparableRows, model] = await Promise.all([repo.listComparables(db, startup), repo.findFinancialModel(db, id)]);
  const facts = startupFacts(stage, startup, model ? (model.input as FinancialAssumptions) : null);
  const comparables = comparableRows.map(toComparable);
  const result = specValuation(calculate('startup', () => valueStartup({ facts, comparables })));
  await repo.saveValuation(db, {
    startupId: id,
    input: { facts, comparables },
    result,
    fairValueMinor: Math.round(result.recommendation.fairValue * 100),
    currency: 'USD',
    createdBy: user.id,
  });
  return result;
}

export async function getValuation(db: Db, user: SessionUser, id: number): Promise<SavedValuation | null> {
  await requireReadableStartup(db, user, id);
  const row = await repo.findValuation(db, id);
  if (!row) return null;
  return { ...(row.result as ValuationResult), generatedAt: row.createdAt.toISOString() };
}
