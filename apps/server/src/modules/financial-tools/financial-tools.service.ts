import { type CapTableResult, type CreateCapTableInput, type FinancialAssumptions, type FinancialAssumptionsInput, type FinancialModelResult, financialToolsMessages, type ValuationResult } from '@baobab/contracts/financial-tools';
import { modelCurrency, readAssumptionText, typedAssumptions, type TypedAssumption } from '@baobab/contracts/financial-tools-model-input';
import type { FinancialToolsStartup, SavedCapTable, SavedFinancialModel, SavedValuation } from '@baobab/contracts/financial-tools-api';
import { specCapTable } from '@baobab/finance/spec-cap-table';
import { capTableRefusalField } from '@baobab/finance/engine-error-fields';
import { refusalText } from '@baobab/finance/engine-errors';
import { specFinancialModel } from '@baobab/finance/spec-financial-model';
import { specValuation } from '@baobab/finance/spec-valuation';
import { valueStartup } from '@baobab/finance/valuation';
import type { Db } from '../../db/client';
import { badRequest, type Issue } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { isNotShared, type Part } from '@baobab/insights/parts';
import { notFound } from '../../lib/errors';
import { capTableFromLedger, closedRoundOutcomes, readCapTable, readCapTableFact, todayUtc } from '../startup-facts/cap-table.facts';
import { type LedgerEntryInput, ledgerLimits, ledgerMessages } from '@baobab/contracts/financial-tools';
import { capTableCurrency } from '@baobab/contracts/financial-tools-cap-table-amounts';
import { capTableInputOn, openingEntries } from '@baobab/finance/ledger-cap-table';
import { validateLedger } from '@baobab/finance/share-ledger';
import { conflict } from '../../lib/errors';
import { lockStartup } from '../../db/lock-startup';
import * as ledgerRepo from './share-ledger.repository';
import { foundedOn, NEW_ENTRY_IDS } from './share-ledger.service';
import { modelStartingPoint } from '@baobab/finance/model-starting-point';
import { readCompanyActuals } from '../metrics/metrics.service';
import { readActuals, recordedActuals } from '../startup-facts/actuals.facts';
import type { CashPosition } from '@baobab/contracts/metrics';
import { readFinancialModel, withActuals, type WithNotes } from '../startup-facts/financial-model.facts';
import { readValuation, type WithReasoning } from '../startup-facts/valuation.facts';
import { currencyExponents, isCurrencyCode } from '@baobab/contracts/currencies';
import type { ValuationInCurrency } from '@baobab/contracts/financial-tools-valuation';
import { convertMinor, type RateTable } from '@baobab/finance/currency-conversion';
import type { MoneyWriter } from '@baobab/finance/valuation-types';
import { currentRates } from '../exchange-rates/exchange-rates.service';
import { findCompanyCurrency, getStartupAccess, listFinancialStartups, requireStartupOwner, startupAccessPolicy, type StartupAccess } from '../startup-access/startup-access.service';
import { assertDatesAfterFounding } from './cap-table-dates';
import * as repo from './financial-tools.repository';
import { startupFacts, toComparable, toFundingStage } from './valuation-facts';
import { pickRecordedValuation } from '../startup-facts/recorded-valuation';

/**
 * Reads go through the startup-access module (the founder, or a person the founder shared the
 * part with); writes are the founder's. Anyone else gets 404, as for a missing startup.
 */
export async function requireWritableStartup(db: Db, user: SessionUser, id: number) {
  return requireStartupOwner(db, user, id);
}

export type FinancialSummary = {
  capTable?: { totalShares: number; shareClasses: string[]; holders: { name: string; percentage: number }[] };
  valuation?: { fairValueUsd: number; minUsd: number; maxUsd: number; inCompanyCurrency?: ValuationInCurrency };
  /** Cash, burn and runway as of the latest recorded month (company metrics). */
  actuals?: CashPosition;
};

/** How many shareholders a summary names; the rest are in the cap table itself. */
const SUMMARY_HOLDERS = 5;

/**
 * The stored cap table and valuation in brief, for the PDF deal summary: total shares, share
 * classes, the largest holders' percentages and the valuation range. A PDF leaves Baobab, so each
 * part appears only for its founder or a person it was shared with for download.
 */
export async function getFinancialSummary(db: Db, user: SessionUser, startupId: number): Promise<FinancialSummary> {
  const { access } = await getStartupAccess(db, user, startupId);
  const [cap, valuation, actuals] = await Promise.all([
    startupAccessPolicy.canDownloadPart(access, 'cap_table') ? readCapTableFact(db, startupId, access) : null,
    startupAccessPolicy.canDownloadPart(access, 'valuation') ? readValuation(db, startupId, access) : null,
    // The actuals travel with the financial model (actuals.facts.ts), so they leave Baobab as it would.
    startupAccessPolicy.canDownloadPart(access, 'financial_model') ? readActuals(db, startupId, access) : null,
  ]);
  const summary: FinancialSummary = {};
  if (cap && !isNotShared(cap)) {
    const holders = [...cap.shareholders].sort((a, b) => b.percentage - a.percentage || a.shareholderName.localeCompare(b.shareholderName));
    summary.capTable = {
      totalShares: cap.totalShares,
      shareClasses: cap.shareClasses,
      holders: holders.slice(0, SUMMARY_HOLDERS).map((h) => ({ name: h.shareholderName, percentage: h.percentage })),
    };
  }
  if (valuation && !isNotShared(valuation)) {
    const { fairValue, range } = valuation.recommendation;
    summary.valuation = { fairValueUsd: fairValue, minUsd: range.min, maxUsd: range.max, ...(valuation.inCompanyCurrency ? { inCompanyCurrency: valuation.inCompanyCurrency } : {}) };
  }
  if (actuals && !isNotShared(actuals)) summary.actuals = actuals.position;
  return summary;
}

export async function listFinancialToolsStartups(db: Db, user: SessionUser): Promise<FinancialToolsStartup[]> {
  return listFinancialStartups(db, user);
}

/**
 * The engines also refuse impossible input (RangeError); that is the caller's 400, never a 500. The
 * refusal's message (decision 0046) is the field's issue, and nested after the field in the answer's message.
 */
function calculate<T>(field: 'assumptions' | 'startup', run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const refusal = refusalText(error);
    throw badRequest(financialToolsMessages.engineRefusal(field, refusal), [{ path: field, message: refusal }]);
  }
}

/** The cap table's refusals, each answered at the request field it is about (a safe's under safes, the round's price under pricedRound.preMoneyValuation). */
export function calculateCapTable<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const refusal = refusalText(error);
    const field = capTableRefusalField(refusal);
    throw badRequest(financialToolsMessages.engineRefusal(field, refusal), [{ path: field, message: refusal }]);
  }
}

/**
 * "Generate Cap Table" writes ownership once, to the share ledger (decision 0031): the form's shareholders
 * replace the ledger's opening position (dated `openingDate`, default today), the rest of the form is saved
 * as the round model, and the answer is the cap table read back from the ledger today, in one transaction
 * under the startup row's lock, so of two racing generates one opening position stands, whole.
 */
export async function createCapTable(db: Db, user: SessionUser, id: number, input: CreateCapTableInput): Promise<CapTableResult> {
  const startup = await requireWritableStartup(db, user, id);
  const today = todayUtc();
  const openingDate = input.openingDate ?? today;
  assertOpeningDate(openingDate, today, startup.foundedYear);
  assertDatesAfterFounding(input, startup.foundedYear);
  const { shares, openingDate: _date, ...model } = input;
  const currency = capTableCurrency(await findCompanyCurrency(db, id));
  const opening = openingEntries(shares, openingDate, currency);
  const saved = await db.transaction(async (tx) => {
    await lockStartup(tx, id);
    const kept = (await ledgerRepo.listEntries(tx, id)).filter((r) => !r.isOpening);
    if (kept.length + opening.length > ledgerLimits.entriesPerStartup) throw conflict(ledgerMessages.tooManyEntries);
    const records = [...kept.map((r) => ({ id: r.id, entry: r.entry as LedgerEntryInput })), ...opening.map((entry, i) => ({ id: NEW_ENTRY_IDS + i, entry }))];
    const problem = validateLedger(records, { foundedOn: foundedOn(startup.foundedYear) });
    if (problem) throw conflict(problem.message);
    // The engine's refusals of the model on these holdings are the caller's 400, before anything is written.
    calculateCapTable(() => specCapTable(capTableInputOn(records, model, today) ?? input));
    await ledgerRepo.deleteOpeningEntries(tx, id);
    await ledgerRepo.insertEntries(tx, opening.map((entry) => ({ startupId: id, entryDate: entry.date, kind: entry.kind, entry, isOpening: true, createdBy: user.id })));
    const modelRow = await repo.saveCapTableModel(tx, { startupId: id, input: model, openingDate, createdBy: user.id });
    return capTableFromLedger(await ledgerRepo.listEntries(tx, id), modelRow, today, await closedRoundOutcomes(tx, id));
  });
  if (!saved) throw badRequest(financialToolsMessages.shareholdersRequired);
  const { input: _input, generatedAt: _at, asOf: _asOf, openingDate: _opening, openingShares: _shares, ...result } = saved;
  return { ...result, currency };
}

/** The opening position is dated by the founder: not after today, not before the year the startup was founded. */
function assertOpeningDate(date: string, today: string, foundedYear: number | null): void {
  if (date > today) throw badRequest(financialToolsMessages.openingDateInFuture, [{ path: 'openingDate', message: financialToolsMessages.openingDateInFuture }]);
  const founded = foundedOn(foundedYear);
  if (founded && foundedYear !== null && date < founded) {
    const message = financialToolsMessages.openingBeforeFounding(foundedYear);
    throw badRequest(message, [{ path: 'openingDate', message }]);
  }
}


/** A part the reader may not see is a 404, exactly as for a missing startup. */
async function readable<T>(db: Db, user: SessionUser, id: number, read: (db: Db, id: number, access: StartupAccess) => Promise<Part<T>>): Promise<T | null> {
  const { access } = await getStartupAccess(db, user, id);
  const part = await read(db, id, access);
  if (isNotShared<T>(part)) throw notFound('Startup');
  return part;
}

/** The cap table with the company's currency its amounts are in (the ledger's opening position is written in it too). */
export async function getCapTable(db: Db, user: SessionUser, id: number): Promise<SavedCapTable | null> {
  const saved = await readable(db, user, id, readCapTable);
  return saved ? { ...saved, currency: capTableCurrency(await findCompanyCurrency(db, id)) } : null;
}

/**
 * The model starts from the company record: the founder's figures for this run, else the latest month
 * of company metrics (cash, revenue, burn, headcount), else the profile, else a stated default
 * (packages/finance/src/model-starting-point.ts), and says which for each. It works in the company's
 * currency: its cash metric's, else its raise's. The stored input is what the model actually used.
 */
export async function createFinancialModel(db: Db, user: SessionUser, id: number, typed: FinancialAssumptionsInput): Promise<WithNotes<FinancialModelResult>> {
  const startup = await requireWritableStartup(db, user, id);
  const actuals = await readCompanyActuals(db, id);
  const currency = modelCurrency(actuals?.position.currency ?? startup.raisingCurrency);
  const assumptions = readAssumptions(typed, currency);
  const given = Object.fromEntries(Object.entries(assumptions).filter(([, v]) => v !== undefined && v !== null)) as FinancialAssumptions;
  const start = modelStartingPoint({
    given,
    actuals: actuals ? recordedActuals(actuals) : null,
    profile: { monthlyRevenueUsd: startup.monthlyRevenueUsd, teamSize: startup.teamSize },
    currency,
  });
  const used = { ...start.settings, ...given } as FinancialAssumptions;
  const projected = calculate('assumptions', () => specFinancialModel(used));
  const stored: WithNotes<FinancialModelResult> = { ...projected, currency, startingPoint: start.items };
  await repo.saveFinancialModel(db, { startupId: id, input: used, result: stored, createdBy: user.id });
  return actuals ? withActuals(stored, actuals) : stored;
}

/** Every typed assumption read in the company's currency; all refusals at once, each at its field. */
function readAssumptions(typed: FinancialAssumptionsInput, currency: ReturnType<typeof modelCurrency>): FinancialAssumptions {
  const read: Record<string, unknown> = { ...typed };
  const issues: Issue[] = [];
  for (const field of Object.keys(typedAssumptions) as TypedAssumption[]) {
    const value = typed[field];
    if (typeof value !== 'string') continue;
    const reading = readAssumptionText(field, value, currency);
    if (reading.ok) read[field] = reading.value;
    else issues.push({ path: `assumptions.${field}`, message: reading.message });
  }
  if (issues.length > 0) throw badRequest(issues[0]!.message, issues);
  return read as FinancialAssumptions;
}

export async function getFinancialModel(db: Db, user: SessionUser, id: number): Promise<WithNotes<SavedFinancialModel> | null> {
  return readable(db, user, id, readFinancialModel);
}

/**
 * The company's currency and the latest stored rate to it, or null for US dollars and a currency with no rate:
 * the engine values in US dollars (its scores and thresholds are dollar-based); every amount it reports, in
 * its figures and its sentences, is converted once at this rate (decision 0035).
 */
function companyConversion(currency: string, rates: RateTable) {
  if (currency === 'USD' || !isCurrencyCode(currency)) return null;
  const probe = convertMinor(100n, 'USD', currency, rates);
  if (!probe || probe.rateDate === null || probe.source === null) return null;
  const { rateDate, source } = probe;
  const perUsd = Number(rates.get(currency)!.perUsd);
  const minorUnits = 10 ** currencyExponents[currency];
  const toMinor = (usd: number) => convertMinor(BigInt(Math.round(usd * 100)), 'USD', currency, rates)!.amountMinor.toString();
  // The engine's cents may be fractional (a raise in francs in dollars): converted before any rounding, so a
  // figure the founder typed comes back as typed. Approximate, so whole units (rounded half up, as
  // formatMinorAmount's `whole`), never with cents it has not; an amount value each language writes.
  const write: MoneyWriter = (cents) => ({ amount: Math.round(Math.round((cents / 100) * perUsd * minorUnits) / minorUnits), currency });
  /** An amount of the company's currency in hundredths of its major unit, as the engine's US cents. */
  const toUsdCents = (hundredths: number) => hundredths / perUsd;
  return { currency, rateDate, source, toMinor, write, toUsdCents };
}

/**
 * The engine's facts and round in its US cents when the company works in another currency: the raise typed in
 * it (exactly, not its reference-rate dollars) and the pre-money of the rounds modelled on the cap table, which
 * is in the company's currency (decision 0043). The confirmed round's recorded valuation is in dollars already.
 */
function inEngineDollars<F extends { raiseAmountCents?: number }, R extends { modelledPreMoneyCents: number[] }>(
  facts: F,
  round: R,
  raise: { amountMinor: number | null; currency: string | null },
  conversion: NonNullable<ReturnType<typeof companyConversion>>,
): { facts: F; round: R } {
  const exponent = currencyExponents[conversion.currency];
  const raiseCents = raise.amountMinor !== null && raise.currency === conversion.currency ? conversion.toUsdCents(raise.amountMinor * 10 ** (2 - exponent)) : undefined;
  return {
    facts: raiseCents !== undefined && raiseCents > 0 ? { ...facts, raiseAmountCents: raiseCents } : facts,
    round: { ...round, modelledPreMoneyCents: round.modelledPreMoneyCents.map(conversion.toUsdCents) },
  };
}

/** The recommendation and each method's value in the company's currency, with the rate's date and source. */
function inCurrencyOf(result: WithReasoning<ValuationResult>, conversion: NonNullable<ReturnType<typeof companyConversion>>): ValuationInCurrency {
  const { fairValue, range } = result.recommendation;
  const { currency, rateDate, source, toMinor } = conversion;
  const methods = Object.fromEntries(Object.entries(result.methods).map(([name, method]) => [name, toMinor(method.value)]));
  const peers = result.comparables?.peers.map((peer) => toMinor(peer.value));
  return { currency, fairValueMinor: toMinor(fairValue), minMinor: toMinor(range.min), maxMinor: toMinor(range.max), methods, ...(peers ? { peers } : {}), rateDate, source };
}

export async function createValuation(db: Db, user: SessionUser, id: number): Promise<WithReasoning<ValuationResult>> {
  const startup = await requireWritableStartup(db, user, id);
  const stage = toFundingStage(startup.fundingStage);
  if (!stage) throw badRequest(financialToolsMessages.unknownFundingStage(startup.fundingStage));
  const founder: StartupAccess = { isOwner: true, share: null, hasRoomGrant: false };
  const [comparableRows, model, ownRound, actuals, rates] = await Promise.all([repo.listComparables(db, startup), readFinancialModel(db, id, founder), repo.findOwnRoundRecord(db, id), readCompanyActuals(db, id), currentRates(db)]);
  const profileFacts = startupFacts(stage, startup, model && !isNotShared(model) ? model.assumptions : null, actuals ? recordedActuals(actuals) : null);
  const comparables = comparableRows.map((row) => toComparable(row, rates));
  const confirmed = pickRecordedValuation(ownRound.own, rates);
  const recordRound = { confirmedRound: confirmed ? { preMoneyCents: confirmed.minor, date: confirmed.date } : undefined, modelledPreMoneyCents: ownRound.modelledPreMoneyCents };
  const conversion = companyConversion(await findCompanyCurrency(db, id), rates);
  const { facts, round } = conversion ? inEngineDollars(profileFacts, recordRound, { amountMinor: startup.raisingAmountMinor, currency: startup.raisingCurrency }, conversion) : { facts: profileFacts, round: recordRound };
  const valued: WithReasoning<ValuationResult> = specValuation(calculate('startup', () => valueStartup({ facts, comparables, round, ...(conversion ? { write: conversion.write } : {}) })));
  const inCompanyCurrency = conversion ? inCurrencyOf(valued, conversion) : undefined;
  const result: WithReasoning<ValuationResult> = inCompanyCurrency ? { ...valued, inCompanyCurrency } : valued;
  await repo.saveValuation(db, {
    startupId: id,
    input: { facts, comparables },
    result,
    fairValueMinor: Math.round(result.recommendation.fairValue * 100),
    currency: 'USD',
    createdBy: user.id,
  });
  // Stored without the actuals, which readValuation lays over for each reader allowed to see them.
  return actuals ? { ...result, actuals: actuals.position } : result;
}

export async function getValuation(db: Db, user: SessionUser, id: number): Promise<WithReasoning<SavedValuation> | null> {
  return readable(db, user, id, readValuation);
}
