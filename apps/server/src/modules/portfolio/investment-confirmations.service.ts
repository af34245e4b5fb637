import { roundTypeLabel } from '@baobab/contracts/enums';
import { message, type AmountValue } from '@baobab/contracts/i18n/message';
import { notificationTexts as nt } from '@baobab/contracts/notification-texts';
/**
 * An investor's record of a round is their claim until the startup's founder confirms it
 * (decision 0005, "Confirmed investments"). The founder is asked on every new record and every edit; only confirmed rounds
 * count in the funding tracker and the startup's figures. The investor's own portfolio shows
 * every record with its status.
 */
import { portfolioMessages, type DecideInvestmentInput, type StartupInvestment } from '@baobab/contracts/portfolio';
import type { Db } from '../../db/client';
import type { Delivery } from '../../lib/delivery';
import { conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { recordSecurityEvent } from '../audit/audit.service';
import { spendDailyAllowance } from '../account-limits/account-limits.service';
import { deliverNotifications, recordNotification, type PendingNotification } from '../notifications/notifications.service';
import { requireStartupOwner } from '../startup-access/startup-access.service';
import { fromMinor } from './portfolio.mapper';
import * as repo from './portfolio.repository';

const nameOf = (p: { firstName: string; lastName: string; email: string }) => `${p.firstName} ${p.lastName}`.trim() || p.email;
/** Stored cents as a message's amount: whole dollars unless there are cents (as formatMinorAmount wrote it). */
const usd = (minor: number): AmountValue => ({ amount: minor / 100, currency: 'USD', ...(minor % 100 === 0 ? {} : { digits: 2 }) });
export const confirmationsHref = (startupId: number) => `/financial-tools?startup=${startupId}&tab=funding-tracker`;

/**
 * Inside the transaction that wrote the record: ask the founder to confirm this revision. Each ask
 * spends one of the investor's daily recorded investments (a new record or an edit alike).
 */
export async function askFounderToConfirm(
  tx: Db,
  delivery: Delivery,
  investor: SessionUser,
  startup: { id: number; name: string; ownerId: string },
  row: repo.InvestmentRow,
  isEdit: boolean,
): Promise<PendingNotification> {
  await spendDailyAllowance(tx, investor.id, 'investmentClaims', 1, delivery.limits);
  // The round is shown by its label (roundTypeLabels), translated; the names are as written.
  const values = { name: nameOf(investor), amount: usd(row.amountMinor), round: message(roundTypeLabel(row.roundType)), startup: startup.name };
  return recordNotification(tx, {
    userId: startup.ownerId,
    kind: 'investment_confirmation',
    actorId: investor.id,
    title: message(isEdit ? nt.investmentChanged : nt.investmentRecorded, values),
    body: message(nt.investmentDealDate, { date: row.dealDate }),
    href: confirmationsHref(startup.id),
  });
}

export async function listStartupInvestments(db: Db, user: SessionUser, startupId: number): Promise<StartupInvestment[]> {
  await requireStartupOwner(db, user, startupId);
  return (await repo.listStartupInvestmentRows(db, startupId)).map(({ investment: i, ...investor }) => ({
    id: i.id,
    investor: { id: i.investorId, name: nameOf(investor) },
    dealDate: i.dealDate,
    investmentAmount: fromMinor(i.amountMinor),
    currency: i.currency,
    equityPercentage: i.equityPercentage === null ? null : Number(i.equityPercentage),
    valuation: i.valuationMinor === null ? null : fromMinor(i.valuationMinor),
    roundType: i.roundType as StartupInvestment['roundType'],
    confirmationStatus: i.confirmationStatus as StartupInvestment['confirmationStatus'],
    revision: i.revision,
    updatedAt: i.updatedAt.toISOString(),
  }));
}

/** Confirm or decline the revision the founder reviewed; the investor hears the answer. */
export async function decideInvestment(
  db: Db,
  delivery: Delivery,
  user: SessionUser,
  context: { ip: string },
  startupId: number,
  investmentId: number,
  status: 'confirmed' | 'declined',
  input: DecideInvestmentInput,
): Promise<void> {
  const startup = await requireStartupOwner(db, user, startupId);
  const pending = await db.transaction(async (tx) => {
    const row = await repo.decideInvestmentRow(tx, { startupId, id: investmentId, revision: input.revision, status, now: new Date() });
    if (!row) {
      const current = await repo.findInvestmentInStartup(tx, startupId, investmentId);
      if (!current) throw notFound('Investment');
      throw conflict(current.revision !== input.revision ? portfolioMessages.investmentChanged : portfolioMessages.investmentAlreadyDecided);
    }
    await recordSecurityEvent(tx, {
      kind: `investment.${status}`,
      userId: user.id,
      email: user.email,
      ip: context.ip,
      detail: { startupId, investmentId, revision: row.revision, investorId: row.investorId },
    });
    return recordNotification(tx, {
      userId: row.investorId,
      kind: 'investment_decision',
      actorId: user.id,
      title: message(status === 'confirmed' ? nt.investmentConfirmed : nt.investmentDeclined, { startup: startup.name, amount: usd(row.amountMinor), round: message(roundTypeLabel(row.roundType)) }),
      href: `/portfolio/company/${startupId}`,
    });
  });
  await deliverNotifications(db, delivery, [pending]);
}
