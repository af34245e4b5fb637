/**
 * Portfolio returns (decision 0041): the owner's flows and marks, read with their confirmed rounds and
 * exits, and the returns engine's figures in a reporting currency. The owner is the investor or one of
 * their funds (decision 0065); every read and write goes through `returnsOwner` (returns.policy.ts).
 */
import { refusalText } from '@baobab/finance/engine-errors';
import { isCurrencyCode, type CurrencyCode } from '@baobab/contracts/currencies';
import { readMoneyText } from '@baobab/contracts/money-reader';
import {
  returnsMessages,
  type PortfolioReturnsView,
  type RecordReturnsFlowInput,
  type RecordReturnsMarkInput,
  type ReturnsFlowView,
  type ReturnsMarkView,
} from '@baobab/contracts/portfolio-returns';
import { portfolioReturns } from '@baobab/finance/returns/returns';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { viewerCurrency } from '../exchange-rates/exchange-rates.service';
import { organisationNameOf } from '../organisations/organisations.service';
import { findCompanyCurrency } from '../startup-access/startup-access.service';
import { getStartup } from '../startups/startups.service';
import { assembleCompanies, rateLookup, type CompanyEntries } from './returns.inputs';
import { returnsOwner, rowOwner, type ReturnsOwner } from './returns.policy';
import * as repo from './returns.repository';
import { lockForTransaction } from '../../db/transaction-lock';

const today = () => new Date().toISOString().slice(0, 10);
/** One lock name per owner and company: a person's and a fund's amounts never share one. */
const ownerKey = (owner: ReturnsOwner) => (owner.kind === 'organisation' ? `organisation:${owner.organisationId}` : owner.userId);

async function loadCompanies(db: Db, owner: ReturnsOwner): Promise<CompanyEntries[]> {
  const [investments, exits, flows, marks] = await Promise.all([
    repo.listConfirmedInvestments(db, owner),
    repo.listExits(db, owner),
    repo.listFlows(db, owner),
    repo.listMarks(db, owner),
  ]);
  const startupIds = [...new Set([...investments, ...flows, ...marks].map((r) => r.startup.id))];
  const roundPrices = await repo.listConfirmedRoundPrices(db, startupIds);
  return assembleCompanies({ investments, exits, flows, marks, roundPrices });
}

/** The figures for the screen and the files: the engine's result beside the rows it was computed from. */
export type ReturnsQuery = { currency?: CurrencyCode | undefined; organisationId?: number | undefined };

export async function computeReturns(db: Db, user: SessionUser, query: ReturnsQuery) {
  const owner = await returnsOwner(db, user, query.organisationId, 'read');
  const { currency } = query;
  const reporting = currency ?? viewerCurrency(user);
  const companies = await loadCompanies(db, owner);
  const currencies = [...new Set([reporting, ...companies.map((c) => c.input.currency)])].filter((c) => c !== 'USD');
  const rateOn = rateLookup(await repo.listRateHistory(db, currencies));
  try {
    return { owner, companies, result: portfolioReturns(companies.map((c) => c.input), { currency: reporting, asOf: today(), rateOn }) };
  } catch (error) {
    // Amounts of one company in two currencies (possible only if the earliest was deleted since): say so, not a 500.
    if (error instanceof RangeError) throw conflict(refusalText(error));
    throw error;
  }
}

const text = (minor: number) => String(minor);

/** The fund's name beside the caller's role, for the screen and the files; null for the caller's own returns. */
export async function ownerOrganisation(db: Db, owner: ReturnsOwner): Promise<PortfolioReturnsView['organisation']> {
  if (owner.kind !== 'organisation') return null;
  return { id: owner.organisationId, name: (await organisationNameOf(db, owner.organisationId)) ?? '', role: owner.role };
}

export async function getReturns(db: Db, user: SessionUser, query: ReturnsQuery): Promise<PortfolioReturnsView> {
  const { owner, companies, result } = await computeReturns(db, user, query);
  return {
    organisation: await ownerOrganisation(db, owner),
    currency: result.currency,
    asOf: result.asOf,
    paidInMinor: text(result.paidInMinor),
    distributedMinor: text(result.distributedMinor),
    residualValueMinor: text(result.residualValueMinor),
    tvpi: result.tvpi,
    dpi: result.dpi,
    rvpi: result.rvpi,
    irr: result.irr,
    irrMissingReason: result.irrMissingReason,
    companies: companies.map((c, i) => {
      const r = result.companies[i]!;
      return {
        startup: c.startup,
        currency: r.currency,
        investedMinor: text(r.investedMinor),
        distributedMinor: text(r.distributedMinor),
        currentValueMinor: text(r.currentValueMinor),
        moic: r.moic,
        valueSource: r.basis.source,
        valueDate: r.basis.date,
        valueNote: r.basis.source === 'manual' ? r.basis.note : null,
        flows: c.flows,
        marks: c.marks,
      };
    }),
    unconverted: result.unconverted.map((u) => ({ startupId: u.companyId, currency: u.currency, date: u.date })),
    history: result.history.map((p) => ({ date: p.date, paidInMinor: text(p.paidInMinor), distributedMinor: text(p.distributedMinor), valueMinor: text(p.valueMinor), tvpi: p.tvpi })),
  };
}

/**
 * An amount typed for a company, read by the one money reader (decision 0032) in the company's currency: the
 * currency of the owner's earliest amount there, else the company's own. Once a company has amounts, another
 * currency is refused: the engine keeps a company's figures in one currency.
 */
function readCompanyAmount(typed: string, field: 'amount' | 'value', currency: CurrencyCode, isFixed: boolean, sign: 'positive' | 'nonNegative') {
  // The reader's refusal names what was wrong ("This amount is in USD, but "€500" is in EUR: write it in USD").
  const reading = readMoneyText(typed, { currency, isCurrencyFixed: isFixed, sign });
  if (reading.ok) return reading;
  throw badRequest(reading.message, [{ path: field, message: reading.message }]);
}

/** The company's currency for a new amount, read inside the write's transaction. */
async function companyCurrency(tx: Db, owner: ReturnsOwner, startupId: number): Promise<{ currency: CurrencyCode; isFixed: boolean }> {
  const existing = (await loadCompanies(tx, owner)).find((c) => c.startup.id === startupId);
  if (existing) return { currency: existing.input.currency, isFixed: true };
  const own = await findCompanyCurrency(tx, startupId);
  return { currency: own && isCurrencyCode(own) ? own : 'USD', isFixed: false };
}

/**
 * A flow the owner records in any company that exists (a cheque made off the platform counts too). The
 * currency check and the insert share a transaction, so the company's currency is read as it is written.
 */
export async function recordFlow(db: Db, user: SessionUser, input: RecordReturnsFlowInput): Promise<ReturnsFlowView> {
  const owner = await returnsOwner(db, user, input.organisationId, 'write');
  await getStartup(db, input.startupId);
  const row = await db.transaction(async (tx) => {
    // Two first amounts racing for a company with none yet would each read "no currency fixed" and
    // both be stored, in two currencies: the second waits here and then reads the first's.
    await lockForTransaction(tx, `returns-amounts:${ownerKey(owner)}:${input.startupId}`);
    const { currency, isFixed } = await companyCurrency(tx, owner, input.startupId);
    const amount = readCompanyAmount(input.amount, 'amount', currency, isFixed, input.kind === 'write-off' ? 'nonNegative' : 'positive');
    return repo.insertFlow(tx, { ...repo.ownerColumns(owner), startupId: input.startupId, kind: input.kind, amountMinor: amount.amountMinor, currency: amount.currency, flowDate: input.date, note: input.note ? input.note : null });
  });
  return { id: row.id, origin: 'recorded', kind: input.kind, date: row.flowDate, amountMinor: String(row.amountMinor), currency: row.currency as CurrencyCode, note: row.note };
}

/** A manual mark values a holding the owner has: a company with no amount of theirs yet is refused on the field. */
export async function recordMark(db: Db, user: SessionUser, input: RecordReturnsMarkInput): Promise<ReturnsMarkView> {
  const owner = await returnsOwner(db, user, input.organisationId, 'write');
  await getStartup(db, input.startupId);
  const row = await db.transaction(async (tx) => {
    const existing = (await loadCompanies(tx, owner)).find((c) => c.startup.id === input.startupId);
    if (!existing) throw notFound('Portfolio company');
    const value = readCompanyAmount(input.value, 'value', existing.input.currency, true, 'nonNegative');
    return repo.insertMark(tx, { ...repo.ownerColumns(owner), startupId: input.startupId, valueMinor: value.amountMinor, currency: value.currency, markDate: input.date, source: input.source });
  });
  return { id: row.id, date: row.markDate, valueMinor: String(row.valueMinor), currency: row.currency as CurrencyCode, source: row.source };
}

export async function deleteFlow(db: Db, user: SessionUser, id: number): Promise<void> {
  const owner = await rowOwner(db, user, await repo.findFlowOwner(db, id), returnsMessages.flowNotFound);
  if (!(await repo.deleteOwnFlow(db, owner, id))) throw notFound(returnsMessages.flowNotFound);
}

export async function deleteMark(db: Db, user: SessionUser, id: number): Promise<void> {
  const owner = await rowOwner(db, user, await repo.findMarkOwner(db, id), returnsMessages.markNotFound);
  if (!(await repo.deleteOwnMark(db, owner, id))) throw notFound(returnsMessages.markNotFound);
}
