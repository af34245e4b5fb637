import { dealMentionTexts } from '@baobab/contracts/deals';
import { message } from '@baobab/contracts/i18n/message';
import { personsWords } from '@baobab/contracts/notification-texts';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import { recordNotification, type PendingNotification } from '../notifications/notifications.service';
import { findStartupName, type DealRow } from './deals.repository';
import { mentionedMembers } from './deal-mentions';
import { currentMembers, organisationName } from './fund-membership.repository';

/** Where a mention leads: the fund's pipeline on the deal-flow screen. */
export const fundPipelineHref = (organisationId: number) => `/portfolio/deal-flow?organisation=${organisationId}`;

const EXCERPT_CHARS = 280;

/**
 * Records a notification for each current member the note names, inside the note's transaction. The
 * membership is read here, so a removed member named in a note is told nothing.
 */
export async function notifyMentions(tx: Db, input: { deal: DealRow; author: SessionUser; body: string }): Promise<PendingNotification[]> {
  const organisationId = input.deal.organisationId!;
  const named = mentionedMembers(input.body, await currentMembers(tx, organisationId), input.author.id);
  if (named.length === 0) return [];
  const [organisation, startup] = await Promise.all([organisationName(tx, organisationId), findStartupName(tx, input.deal.startupId)]);
  const title = message(dealMentionTexts.title, { name: `${input.author.firstName} ${input.author.lastName}`.trim(), startup: startup ?? '', organisation: organisation ?? '' });
  // The note is the members' own words: quoted as written, never translated.
  const body = personsWords(input.body.length > EXCERPT_CHARS ? `${input.body.slice(0, EXCERPT_CHARS)}…` : input.body);
  const pending: PendingNotification[] = [];
  for (const member of named) {
    pending.push(await recordNotification(tx, { userId: member.userId, kind: 'deal_mention', actorId: input.author.id, title, body, href: fundPipelineHref(organisationId) }));
  }
  return pending;
}
