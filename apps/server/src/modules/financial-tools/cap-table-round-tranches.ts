import type { PricedRoundSequenceInput, RoundInput } from '@baobab/contracts/cap-table-rounds';
import { roundMessages as m } from '@baobab/contracts/cap-table-rounds';
import { type LedgerEntryInput, ledgerLimits, ledgerMessages } from '@baobab/contracts/financial-tools';
import { validateLedger } from '@baobab/finance/share-ledger';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { lockStartup } from '../../db/lock-startup';
import * as repo from './cap-table-rounds.repository';
import { assertDate, closeRoundIn, computedCapTableRounds } from './cap-table-rounds.service';
import { listEntries } from './share-ledger.repository';
import { foundedOn } from './share-ledger.service';

/**
 * A priced round closed in tranches (decision 0059): the first tranche closes the modelled round through the sequence's
 * own close (decision 0051: one price, every earlier SAFE and note converted, the pool topped up), with that tranche's
 * investors as the series' investors; each later tranche is issuances of the series at the price the first one wrote.
 * Both run inside the caller's transaction under the startup row's lock, as every cap-table write does.
 */

type Startup = { id: number; foundedYear: number | null };

/** One investor's money in a tranche, in the company's currency's major units, under the name the ledger holds it. */
export type TrancheInvestor = { holderName: string; investment: number };

/**
 * Closes the raise's modelled priced round with the tranche's investors, dated the day the money arrived. The pool
 * top-up the whole round computes on that day is fixed in shares first: with fewer investors a pool sized as a share
 * of the post-money would be smaller and the price higher than the one everybody signed. Each investor's issuance id,
 * in the order given, with the series and its price.
 */
export async function closeFirstPricedTrancheIn(tx: Db, user: SessionUser, startup: Startup, roundId: number, date: string, investors: readonly TrancheInvestor[]): Promise<{ seriesName: string; pricePerShare: string; entryIds: number[] }> {
  await lockStartup(tx, startup.id);
  const rows = await repo.listRounds(tx, startup.id);
  const row = rows.find((r) => r.id === roundId && r.status === 'modelled');
  if (!row || (row.round as RoundInput).kind !== 'priced') throw conflict(m.alreadyClosed);
  const whole = { ...(row.round as PricedRoundSequenceInput), date };
  assertDate(whole, foundedOn(startup.foundedYear), rows);
  await repo.updateModelledRound(tx, startup.id, roundId, { roundDate: date, kind: 'priced', round: whole });
  const computed = (await computedCapTableRounds(tx, startup.id)).rounds.find((r) => r.id === roundId);
  const poolShares = computed?.outcome?.kind === 'priced' ? computed.outcome.poolIncreaseShares : null;
  const { coInvestors: _planned, optionPoolTargetPercent: target, ...terms } = whole;
  const pool = target === undefined ? {} : poolShares === null ? { optionPoolTargetPercent: target } : poolShares > 0 ? { optionPoolIncrease: poolShares } : {};
  const [lead, ...rest] = investors as [TrancheInvestor, ...TrancheInvestor[]];
  const tranche: PricedRoundSequenceInput = { ...terms, ...pool, investorName: lead.holderName, investment: lead.investment, ...(rest.length > 0 ? { coInvestors: rest.map((r) => ({ investorName: r.holderName, investment: r.investment })) } : {}) };
  await repo.updateModelledRound(tx, startup.id, roundId, { roundDate: date, kind: 'priced', round: tranche });
  const { outcome, entries } = await closeRoundIn(tx, user, startup, roundId);
  const entryIds = entries.filter((e) => e.role === 'new-money').map((e) => e.entryId);
  // The engine writes one new-money issuance per investor, the lead first then the others as listed.
  if (outcome?.kind !== 'priced' || entryIds.length !== investors.length) throw new Error(`priced round ${roundId} closed without one issuance per investor`);
  return { seriesName: whole.seriesName, pricePerShare: outcome.pricePerShare, entryIds };
}

/**
 * Issues shares of a closed series (a later tranche), validated with the whole ledger, dated no earlier than the last
 * closed round (the series exists from its close on). The entries' ids, in the order given.
 */
export async function issueSeriesSharesIn(tx: Db, user: SessionUser, startup: Startup, issuances: readonly Extract<LedgerEntryInput, { kind: 'issuance' }>[]): Promise<number[]> {
  await lockStartup(tx, startup.id);
  const [rounds, records] = await Promise.all([repo.listRounds(tx, startup.id), listEntries(tx, startup.id)]);
  for (const entry of issuances) assertDate(entry, foundedOn(startup.foundedYear), rounds);
  if (records.length + issuances.length > ledgerLimits.entriesPerStartup) throw conflict(ledgerMessages.tooManyEntries);
  const all = [...records.map((r) => ({ id: r.id, entry: r.entry as LedgerEntryInput })), ...issuances.map((entry, i) => ({ id: Number.MAX_SAFE_INTEGER - issuances.length + i, entry }))];
  const problem = validateLedger(all, { foundedOn: foundedOn(startup.foundedYear) });
  if (problem) throw conflict(problem.message);
  return repo.insertLedgerEntries(tx, issuances.map((entry) => ({ startupId: startup.id, entryDate: entry.date, kind: entry.kind, entry, createdBy: user.id })));
}
