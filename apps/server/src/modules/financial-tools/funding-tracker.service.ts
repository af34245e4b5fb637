import { currencyExponents, isCurrencyCode, type CurrencyCode } from '@baobab/contracts/currencies';
import { readMoneyText } from '@baobab/contracts/money-reader';
import { financialToolsMessages, type CreateMilestoneInput, type UpdateMilestoneInput } from '@baobab/contracts/financial-tools';
import type { FundingMilestone, FundingTrackerView, SetFundingTargetInput } from '@baobab/contracts/financial-tools-api';
import { fundingProgress } from '@baobab/finance/funding-tracker';
import type { RaiseInstrument, RaiseStatus } from '@baobab/contracts/fundraising-texts';
import { listStartupRaises, raisedByRaise } from './funding-tracker-rounds.repository';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { isNotShared } from '@baobab/insights/parts';
import { readFunding } from '../startup-facts/funding.facts';
import { currentRates, moneyAmount, viewerCurrency } from '../exchange-rates/exchange-rates.service';
import { findCompanyCurrency, getStartupAccess } from '../startup-access/startup-access.service';
import { requireWritableStartup } from './financial-tools.service';
import * as repo from './financial-tools.repository';

/** A tracker stays readable at a glance; more milestones than this belong in a project tool. */
export const maxMilestones = 100;
export const tooManyMilestones = `A funding tracker can have at most ${maxMilestones} milestones (task)`;

const toMilestone = (row: repo.MilestoneRow): FundingMilestone => ({ id: row.id, task: row.task, completed: row.completed, dueDate: row.dueDate });

/**
 * Target: the founder's own figure once set, else the raise on the startup profile. Raised: the rounds
 * investors recorded and the founder confirmed (an unconfirmed claim changes nothing here). Both in the
 * company's currency (funding.facts.ts); progress is raised over target, percent (funding-tracker.ts).
 */
export async function getFundingTracker(db: Db, user: SessionUser, id: number): Promise<FundingTrackerView> {
  const { startup, access } = await getStartupAccess(db, user, id);
  const [funding, milestones, rates, rounds] = await Promise.all([readFunding(db, startup, access), repo.listMilestones(db, id), currentRates(db), trackerRounds(db, id)]);
  if (!funding || isNotShared(funding)) throw notFound('Startup');
  const progress = fundingProgress({ targetAmountCents: funding.targetMinor, raisedAmountCents: funding.raisedMinor, milestones: [] });
  const unit = 10 ** currencyExponents[funding.currency];
  const reader = viewerCurrency(user);
  return {
    targetAmount: funding.targetMinor / unit,
    raisedAmount: funding.raisedMinor / unit,
    currency: funding.currency,
    target: moneyAmount(funding.targetMinor, funding.currency, reader, rates)!,
    raised: moneyAmount(funding.raisedMinor, funding.currency, reader, rates)!,
    targetConversion: funding.targetConversion,
    raisedConversions: funding.raisedConversions,
    unconverted: funding.unconverted,
    progressPercent: progress.progressPercent,
    targetSource: funding.targetSource,
    investorCount: funding.investors,
    milestones: milestones.map(toMilestone),
    rounds,
  };
}

/**
 * The raises with money received (decision 0059): closed, or partly closed in tranches. Their raised amount is the sum
 * of the confirmed investments their closes wrote, the very rows `raised` adds up: a view, not a second tally. A raise
 * still being worked with nothing received stays on the founder's board alone (decision 0057).
 */
async function trackerRounds(db: Db, startupId: number): Promise<FundingTrackerView['rounds']> {
  const [rows, raised] = await Promise.all([listStartupRaises(db, startupId), raisedByRaise(db, startupId)]);
  const byRaise = new Map(raised.map((r) => [r.raiseId, r]));
  return rows
    .filter((r) => r.status === 'closed' || byRaise.has(r.id))
    .map((r) => {
      const currency = (isCurrencyCode(r.currency) ? r.currency : 'USD') as CurrencyCode;
      const received = byRaise.get(r.id);
      const asMoney = (minor: number) => ({ amountMinor: minor, amount: minor / 10 ** currencyExponents[currency] });
      return {
        id: r.id,
        name: r.name,
        instrument: r.instrument as RaiseInstrument,
        status: r.status as RaiseStatus,
        currency,
        target: asMoney(r.targetMinor),
        raised: asMoney(received?.raisedMinor ?? 0),
        fundedCount: received?.fundedCount ?? 0,
        openedOn: r.openedOn,
        closedOn: r.closedOn,
      };
    });
}

/** The target in minor units of the company's currency: a JSON number rounded half up to the minor unit, text read by the one reader. */
function targetMinor(targetAmount: number | string, currency: CurrencyCode): number {
  if (typeof targetAmount === 'number') return Math.round(targetAmount * 10 ** currencyExponents[currency]);
  const reading = readMoneyText(targetAmount, { currency, isCurrencyFixed: true, sign: 'nonNegative' });
  if (reading.ok) return reading.amountMinor;
  const message = reading.reason === 'notAmount' ? financialToolsMessages.targetAmount : reading.message;
  throw badRequest(message, [{ path: 'targetAmount', message }]);
}

/** The target is stored with its currency, the company's at the time it is set. */
export async function setFundingTarget(db: Db, user: SessionUser, id: number, input: SetFundingTargetInput): Promise<FundingTrackerView> {
  await requireWritableStartup(db, user, id);
  const companyCurrency = await findCompanyCurrency(db, id);
  const currency: CurrencyCode = isCurrencyCode(companyCurrency) ? companyCurrency : 'USD';
  await repo.saveFundingTarget(db, id, targetMinor(input.targetAmount, currency), currency);
  return getFundingTracker(db, user, id);
}

/** The count and the insert share a transaction, so two quick adds cannot pass the limit together. */
export async function createMilestone(db: Db, user: SessionUser, id: number, input: CreateMilestoneInput): Promise<FundingMilestone> {
  await requireWritableStartup(db, user, id);
  return db.transaction(async (tx) => {
    if ((await repo.countMilestones(tx, id)) >= maxMilestones) throw badRequest(tooManyMilestones, [{ path: 'task', message: tooManyMilestones }]);
    return toMilestone(await repo.insertMilestone(tx, { startupId: id, task: input.task, dueDate: input.dueDate, completed: input.completed }));
  });
}

async function requireMilestone(db: Db, startupId: number, milestoneId: number) {
  const row = await repo.findMilestone(db, startupId, milestoneId);
  if (!row) throw notFound('Milestone');
  return row;
}

export async function updateMilestone(db: Db, user: SessionUser, id: number, milestoneId: number, input: UpdateMilestoneInput): Promise<FundingMilestone> {
  await requireWritableStartup(db, user, id);
  await requireMilestone(db, id, milestoneId);
  const changes = {
    ...(input.task !== undefined ? { task: input.task } : {}),
    ...(input.dueDate !== undefined ? { dueDate: input.dueDate } : {}),
    ...(input.completed !== undefined ? { completed: input.completed } : {}),
  };
  if (Object.keys(changes).length === 0) throw badRequest(financialToolsMessages.milestoneUpdateEmpty);
  return toMilestone(await repo.updateMilestoneRow(db, milestoneId, changes));
}

export async function deleteMilestone(db: Db, user: SessionUser, id: number, milestoneId: number): Promise<void> {
  await requireWritableStartup(db, user, id);
  await requireMilestone(db, id, milestoneId);
  await repo.deleteMilestoneRow(db, milestoneId);
}
