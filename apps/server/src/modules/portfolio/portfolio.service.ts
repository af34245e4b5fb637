import { sectorSlug } from '@baobab/contracts/taxonomy';
import {
  portfolioMessages,
  type Investment,
  type InvestmentFromRound,
  type InvestmentConfirmationStatus,
  type PortfolioCompaniesQuery,
  type PortfolioCompanyDetail,
  type PortfolioOverview,
  type PortfolioPerformance,
  type RecordExitInput,
  type RecordInvestmentInput,
} from '@baobab/contracts/portfolio';
import type { Db } from '../../db/client';
import { figureStatement, type Placeholders } from '../../db/figures';
import { defineCache, type CachedDb } from '../../lib/cache-registry';
import type { Delivery } from '../../lib/delivery';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { RaiseInstrument } from '@baobab/contracts/fundraising';
import { roundClosingMessages } from '@baobab/contracts/round-closing';
import type { RoomTerms } from '@baobab/contracts/round-room';
import { requireInvestor } from '../../lib/roles';
import type { SessionUser } from '../../lib/session-user';
import { deliverNotifications } from '../notifications/notifications.service';
import { readValuationMarks } from '../startup-facts/valuation.facts';
import { convertMinor } from '@baobab/finance/currency-conversion';
import { cachedLatestRates } from '../exchange-rates/exchange-rates.service';
import { ratesFingerprint } from '../exchange-rates/exchange-rates.cache';
import type { RateTable } from '@baobab/finance/currency-conversion';
import { startupsSeenBeyondPublicFigure, viewerOf, type Viewer } from '../startup-access/startup-access.service';
import { getStartup } from '../startups/startups.service';
import { askFounderToConfirm } from './investment-confirmations.service';
import { fromMinor, investmentValues, toInvestment, toMinor, toPortfolioCompany, toRound, type AssessmentRiskText, type PortfolioCompanyText } from './portfolio.mapper';
import { average, buildPositions, valueHistory, type Position, type PositionExit, type ValuationMark } from './portfolio-metrics';
import { portfolioPolicy } from './portfolio.policy';
import * as repo from './portfolio.repository';

/**
 * The companies' assessments as this user sees them (decision 0042), in the order asked. Injected by
 * app.ts (insights/assessment.service.ts `getAssessmentRisksSeen`): portfolio may not import insights, which
 * reaches portfolio through analytics.
 */
export type ReadAssessmentRisk = (user: SessionUser, startupIds: readonly number[], seenBeyondPublic: ReadonlySet<number>) => Promise<AssessmentRiskText[]>;

const today = () => new Date().toISOString().slice(0, 10);

async function ownInvestment(db: Db, user: SessionUser, id: number) {
  const row = await repo.findOwnInvestment(db, user.id, id);
  if (!row || !portfolioPolicy.canChangeInvestment(user, row)) throw notFound('Investment');
  // A round's close wrote it (decision 0059): it is the record, as the cap table's SAFE is, not the investor's claim.
  if (await repo.isWrittenByRaise(db, id)) throw conflict(roundClosingMessages.fromRound);
  return row;
}

/** The round each investment came from, with the terms its investor signed (decision 0059). */
async function roundsOf(db: Db, ids: number[]): Promise<Map<number, InvestmentFromRound>> {
  const rows = await repo.findRoundsOfInvestments(db, ids);
  return new Map(
    rows.flatMap((r) =>
      r.investmentId === null || r.signedAt === null || r.signedTermsVersion === null
        ? []
        : [[r.investmentId, { raiseId: r.raiseId, name: r.name, instrument: r.instrument as RaiseInstrument, terms: r.signedTerms as RoomTerms, termsVersion: r.signedTermsVersion, signedAt: r.signedAt.toISOString() }] as const],
    ),
  );
}

/**
 * Records a round as the investor's claim and asks the startup's founder to confirm it, in one
 * transaction; the founder's own record in their own startup needs nobody's confirmation.
 */
export async function recordInvestment(db: Db, delivery: Delivery, user: SessionUser, input: RecordInvestmentInput): Promise<Investment> {
  requireInvestor(user);
  const startup = await getStartup(db, input.startupId);
  const ownRecord = startup.ownerId === user.id;
  const { row, pending } = await db.transaction(async (tx) => {
    const row = await repo.insertInvestment(tx, {
      ...investmentValues(input),
      investorId: user.id,
      ...(ownRecord ? { confirmationStatus: 'confirmed', decidedAt: new Date() } : {}),
    });
    return { row, pending: ownRecord ? [] : [await askFounderToConfirm(tx, delivery, user, startup, row, false)] };
  });
  await deliverNotifications(db, delivery, pending);
  return toInvestment(row);
}

/**
 * A confirmed investment written by a raise's close (decision 0059), inside the caller's transaction: the founder is the
 * one stating it, so it needs nobody's confirmation, and nobody is asked.
 */
export async function recordClosedRoundInvestment(tx: Db, values: Omit<repo.NewInvestmentRow, 'confirmationStatus' | 'decidedAt'>): Promise<{ id: number }> {
  const row = await repo.insertInvestment(tx, { ...values, confirmationStatus: 'confirmed', decidedAt: new Date() });
  return { id: row.id };
}

/** An edit is a new revision that the founder confirms again (portfolio.repository.ts `updateInvestmentRow`). */
export async function updateInvestment(db: Db, delivery: Delivery, user: SessionUser, id: number, input: RecordInvestmentInput): Promise<Investment> {
  requireInvestor(user);
  await ownInvestment(db, user, id);
  const startup = await getStartup(db, input.startupId);
  const ownRecord = startup.ownerId === user.id;
  const { row, pending } = await db.transaction(async (tx) => {
    const row = await repo.updateInvestmentRow(tx, id, investmentValues(input), ownRecord ? 'confirmed' : 'pending');
    if (!row) throw notFound('Investment');
    return { row, pending: ownRecord ? [] : [await askFounderToConfirm(tx, delivery, user, startup, row, true)] };
  });
  await deliverNotifications(db, delivery, pending);
  return toInvestment(row);
}

/** Deleting the last round in a company also drops its exit, in one transaction. */
export async function deleteInvestment(db: Db, user: SessionUser, id: number): Promise<void> {
  requireInvestor(user);
  const row = await ownInvestment(db, user, id);
  await db.transaction(async (tx) => {
    await repo.deleteInvestmentRow(tx, id);
    if ((await repo.countInvestmentsInStartup(tx, user.id, row.startupId)) === 0) await repo.deleteExitRow(tx, user.id, row.startupId);
  });
}

/**
 * One investor's rounds and the positions built from them (risk compares a position with the
 * whole). Each company is valued at the latest valuation known for it: the investor's latest
 * priced round, or the valuation tool's fair value when that is newer. The fair value is read
 * without a Financial Tools permission check: the investor sees only their own stake's value
 * derived from it (see startup-facts/valuation.facts.ts).
 */
async function loadPortfolio(db: Db, user: SessionUser, rates: RateTable) {
  const [rows, exits] = await Promise.all([repo.listInvestmentsWithStartups(db, user.id), repo.listExits(db, user.id)]);
  const exitMap = new Map<number, PositionExit>(exits.map((e) => [e.startupId, { amountMinor: e.amountMinor, exitDate: e.exitDate }]));
  const fairValues = await readValuationMarks(db, rows.map((r) => r.startup.id));
  const marks = new Map<number, ValuationMark>(
    [...fairValues].map(([id, v]) => [id, { valueMinor: v.fairValueCents, date: v.createdAt.toISOString().slice(0, 10) }]),
  );
  // `rows` as recorded (a company's rounds list them in their own currency); `inUsd` for every total and list in dollars.
  const inUsd = inUsCents(rows, rates);
  return { rows, inUsd, positions: buildPositions(inUsd.map(toRound), exitMap, today(), marks) };
}

type Portfolio = Awaited<ReturnType<typeof loadPortfolio>>;

/**
 * Portfolios kept by what they are built from (decision 0080): the investor, today, the exchange rates (the app's
 * cached table, as every converted figure reads them) and the portfolio's fingerprint, read before the portfolio.
 * Every input is in the key, so no write signals anything; the readers copy before they sort and never change it.
 */
const keptPortfolios = defineCache<Portfolio>({ name: 'kept-portfolios', ttlMs: 10 * 60_000, maxEntries: 2_000, forgetOn: [] });

const fingerprintOf = figureStatement((a: Placeholders<{ userId: string }>) => ({ fingerprint: repo.portfolioFingerprintFigure(a.userId) }));

async function keptPortfolio(cached: CachedDb, user: SessionUser): Promise<Portfolio> {
  const [rates, { fingerprint }] = await Promise.all([cachedLatestRates(cached), fingerprintOf(cached.db, { userId: user.id })]);
  return portfolioKeptBy(cached, user, rates, fingerprint);
}

/**
 * The kept portfolio and the companies the investor sees beyond a visitor (their assessments are theirs, the others'
 * a visitor's), read with the fingerprint in one statement.
 */
const fingerprintAndSeenOf = figureStatement((a: Placeholders<Viewer>) => ({
  fingerprint: repo.portfolioFingerprintFigure(a.userId),
  seen: startupsSeenBeyondPublicFigure(a, repo.portfolioStartupIdsQuery(a.userId)),
}));

async function keptPortfolioSeen(cached: CachedDb, user: SessionUser): Promise<{ portfolio: Portfolio; seen: ReadonlySet<number> }> {
  const [rates, { fingerprint, seen }] = await Promise.all([cachedLatestRates(cached), fingerprintAndSeenOf(cached.db, viewerOf(user))]);
  return { portfolio: await portfolioKeptBy(cached, user, rates, fingerprint), seen: new Set(seen) };
}

/** The portfolio under its key (the fingerprint read before it), loaded when no entry has that key. */
function portfolioKeptBy(cached: CachedDb, user: SessionUser, rates: RateTable, fingerprint: string): Promise<Portfolio> {
  const key = JSON.stringify([user.id, today(), ratesFingerprint(rates), fingerprint]);
  return cached.caches.use(keptPortfolios).get(key, () => loadPortfolio(cached.db, user, rates));
}

/**
 * Positions are in US dollars (the spec's portfolio); a round closed in the company's own currency (decision 0059) is
 * counted at the latest stored rate, and without a rate counts nothing rather than its francs read as cents.
 */
function inUsCents(rows: repo.InvestmentWithStartup[], rates: RateTable): repo.InvestmentWithStartup[] {
  const usd = (minor: number | null, currency: string) => (minor === null ? null : convertMinor(BigInt(minor), currency, 'USD', rates)?.amountMinor ?? null);
  return rows.map((r) => {
    const { currency, amountMinor, valuationMinor } = r.investment;
    if (currency === 'USD') return r;
    const amount = usd(amountMinor, currency);
    return { ...r, investment: { ...r.investment, amountMinor: amount === null ? 0 : Number(amount), valuationMinor: amount === null ? null : Number(usd(valuationMinor, currency) ?? 0) || null } };
  });
}

/** The summary and the latest rounds, every amount in US dollars at the rates the app reads (as the positions). */
export async function getOverview(cached: CachedDb, user: SessionUser): Promise<PortfolioOverview> {
  requireInvestor(user);
  const { inUsd: rows, positions } = await keptPortfolio(cached, user);
  const active = positions.filter((p) => p.exit === null);
  const recent = [...rows]
    .sort((a, b) => b.investment.dealDate.localeCompare(a.investment.dealDate) || b.investment.id - a.investment.id)
    .slice(0, 5);
  return {
    summary: {
      totalInvested: fromMinor(rows.reduce((sum, r) => sum + r.investment.amountMinor, 0)),
      activeCompanies: active.length,
      totalInvestments: rows.length,
      avgOwnership: average(active.map((p) => p.ownershipPercentage)),
    },
    recentInvestments: recent.map(({ investment, startup }) => ({
      id: investment.id,
      startupId: startup.id,
      startupName: startup.name,
      logoUrl: startup.logoUrl,
      roundType: investment.roundType,
      date: investment.dealDate,
      amount: fromMinor(investment.amountMinor),
      confirmationStatus: investment.confirmationStatus as InvestmentConfirmationStatus,
    })),
  };
}

const sorters: Record<PortfolioCompaniesQuery['sortBy'], (a: PortfolioCompanyText, b: PortfolioCompanyText) => number> = {
  name: (a, b) => a.startup.name.localeCompare(b.startup.name),
  investment: (a, b) => b.totalInvested - a.totalInvested,
  performance: (a, b) => b.performanceScore - a.performanceScore || b.multiple - a.multiple,
  valuation: (a, b) => b.currentValuation - a.currentValuation,
};

/** Each position with its company's assessment, all companies read in one call (a visitor's view of most, shared). */
async function assessPositions(user: SessionUser, positions: Position[], seen: ReadonlySet<number>, readAssessment: ReadAssessmentRisk): Promise<PortfolioCompanyText[]> {
  const assessments = await readAssessment(user, positions.map((p) => p.startup.id), seen);
  return positions.map((p, i) => toPortfolioCompany(p, assessments[i]!));
}

export async function listCompanies(cached: CachedDb, user: SessionUser, query: PortfolioCompaniesQuery, readAssessment: ReadAssessmentRisk): Promise<PortfolioCompanyText[]> {
  requireInvestor(user);
  const { portfolio, seen } = await keptPortfolioSeen(cached, user);
  const companies = await assessPositions(user, portfolio.positions, seen, readAssessment);
  const filtered = query.sector === 'All' ? companies : companies.filter((c) => sectorSlug(c.startup.sector) === sectorSlug(query.sector));
  return filtered.sort((a, b) => sorters[query.sortBy](a, b) || a.id - b.id);
}

/** The companies of the investor's own records (every record, whatever its confirmation), by name. */
export async function listPortfolioStartups(db: Db, user: SessionUser): Promise<{ id: number; name: string }[]> {
  requireInvestor(user);
  const byId = new Map((await repo.listInvestmentsWithStartups(db, user.id)).map(({ startup }) => [startup.id, { id: startup.id, name: startup.name }]));
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** How many of the investor's own records the founder has not confirmed yet (their screens count them, with a note). */
export async function countUnconfirmedInvestments(db: Db, user: SessionUser): Promise<number> {
  requireInvestor(user);
  return (await repo.listInvestmentsWithStartups(db, user.id)).filter((r) => r.investment.confirmationStatus !== 'confirmed').length;
}

export async function getPerformance(cached: CachedDb, user: SessionUser): Promise<PortfolioPerformance> {
  requireInvestor(user);
  const { positions } = await keptPortfolio(cached, user);
  const count = (list: Position[]) => list.reduce((sum, p) => sum + p.rounds.length, 0);
  return {
    overview: {
      totalCommitted: fromMinor(positions.reduce((sum, p) => sum + p.investedMinor, 0)),
      activeInvestments: count(positions.filter((p) => p.exit === null)),
      exitedInvestments: count(positions.filter((p) => p.exit !== null)),
      avgMultiple: average(positions.map((p) => p.multiple)),
    },
    topPerformers: [...positions]
      .sort((a, b) => b.multiple - a.multiple || a.startup.id - b.startup.id)
      .slice(0, 5)
      .map((p) => ({
        startup: { id: p.startup.id, name: p.startup.name, sector: p.startup.sector, logoUrl: p.startup.logoUrl },
        exitMultiple: p.exit ? p.multiple : null,
        currentMultiple: p.multiple,
        investmentAmount: fromMinor(p.investedMinor),
      })),
  };
}

function positionIn({ rows, positions }: Portfolio, startupId: number) {
  const position = positions.find((p) => p.startup.id === startupId);
  if (!position) throw notFound('Portfolio company');
  return { rows: rows.filter((r) => r.startup.id === startupId), position };
}

/**
 * A write's check that the investor holds the company, with the date of their first round in it: their rounds as
 * recorded now (a position is its rounds; values, exits and rates do not decide whether there is one), held until
 * the write's transaction ends (a concurrent deletion of the last round waits, then drops the exit it finds).
 */
async function requireRounds(tx: Db, user: SessionUser, startupId: number) {
  const dates = await repo.lockRoundDates(tx, user.id, startupId);
  if (dates.length === 0) throw notFound('Portfolio company');
  return { firstDate: dates[0]! };
}

export async function getCompanyDetail(cached: CachedDb, user: SessionUser, startupId: number, readAssessment: ReadAssessmentRisk): Promise<Omit<PortfolioCompanyDetail, 'company'> & { company: PortfolioCompanyText }> {
  requireInvestor(user);
  const { portfolio, seen } = await keptPortfolioSeen(cached, user);
  const { rows: rounds, position } = positionIn(portfolio, startupId);
  const s = position.startup;
  const [company] = await assessPositions(user, [position], seen, readAssessment);
  const fromRounds = await roundsOf(cached.db, rounds.map((r) => r.investment.id));
  return {
    company: company!,
    startup: { id: s.id, name: s.name, sector: s.sector, logoUrl: s.logoUrl, region: s.region, fundingStage: s.fundingStage },
    rounds: rounds.map((r) => toInvestment(r.investment, fromRounds.get(r.investment.id) ?? null)),
    exit: position.exit ? { exitAmount: fromMinor(position.exit.amountMinor), exitDate: position.exit.exitDate, currency: 'USD' } : null,
    valueHistory: valueHistory(position, today()).map((p) => ({ date: p.date, invested: fromMinor(p.investedMinor), value: fromMinor(p.valueMinor) })),
  };
}

export async function recordExit(db: Db, user: SessionUser, startupId: number, input: RecordExitInput): Promise<void> {
  requireInvestor(user);
  await db.transaction(async (tx) => {
    const { firstDate } = await requireRounds(tx, user, startupId);
    if (input.exitDate < firstDate) {
      throw badRequest(portfolioMessages.exitDateBeforeInvestment, [{ path: 'exitDate', message: portfolioMessages.exitDateBeforeInvestment }]);
    }
    await repo.upsertExit(tx, { investorId: user.id, startupId, amountMinor: toMinor(input.exitAmount), exitDate: input.exitDate });
  });
}

export async function deleteExit(db: Db, user: SessionUser, startupId: number): Promise<void> {
  requireInvestor(user);
  await db.transaction(async (tx) => {
    await requireRounds(tx, user, startupId);
    await repo.deleteExitRow(tx, user.id, startupId);
  });
}
