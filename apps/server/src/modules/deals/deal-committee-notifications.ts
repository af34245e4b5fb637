import { committeeNotificationTexts as texts, type CommitteeDecision } from '@baobab/contracts/deal-committee';
import { message } from '@baobab/contracts/i18n/message';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import { recordNotification, type PendingNotification } from '../notifications/notifications.service';
import { fundPipelineHref } from './deal-mention-notifications';
import { findStartupName, type DealRow } from './deals.repository';
import { currentMembers, organisationName } from './fund-membership.repository';

type CommitteeEvent = { kind: 'opened' } | { kind: 'decided'; outcome: CommitteeDecision };

/**
 * Tells every current member of the deal's fund, but the one who acted, that the deal was put to the committee
 * or that the committee decided, inside the same transaction. Membership is read here, so someone removed
 * meanwhile is told nothing; a solo investor's own deal notifies nobody.
 */
export async function notifyCommittee(tx: Db, deal: DealRow, actor: SessionUser, event: CommitteeEvent): Promise<PendingNotification[]> {
  if (deal.organisationId === null) return [];
  const organisationId = deal.organisationId;
  const members = (await currentMembers(tx, organisationId)).filter((m) => m.userId !== actor.id);
  if (members.length === 0) return [];
  const [organisation, startup] = await Promise.all([organisationName(tx, organisationId), findStartupName(tx, deal.startupId)]);
  const names = { name: `${actor.firstName} ${actor.lastName}`.trim(), startup: startup ?? '', organisation: organisation ?? '' };
  const title =
    event.kind === 'opened' ? message(texts.opened, names) : message(event.outcome === 'invest' ? texts.decidedInvest : texts.decidedPass, names);
  const body = event.kind === 'opened' ? message(texts.openedBody) : undefined;
  const pending: PendingNotification[] = [];
  for (const member of members) {
    pending.push(await recordNotification(tx, { userId: member.userId, kind: 'deal_committee', actorId: actor.id, title, ...(body ? { body } : {}), href: fundPipelineHref(organisationId) }));
  }
  return pending;
}
