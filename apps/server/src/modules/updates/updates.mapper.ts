import type { UpdateAudience, UpdateFigure, UpdateReply, UpdateThread } from '@baobab/contracts/updates';
import { renderMarkdown } from './markdown';
import type { ReplyRow, UpdateRow } from './updates.repository';

type Named = { firstName: string; lastName: string; email: string };

/** A person as updates show them: their name, or their address when they gave none. */
export const nameOf = (person: Named) => `${person.firstName} ${person.lastName}`.trim() || person.email;

/** Where an update is read in the app (notifications and e-mail link here). */
export const updateHref = (updateId: number) => `/updates/${updateId}`;

/** Stored as the first day of the month; the API speaks 'YYYY-MM'. */
export const toMonth = (date: string) => date.slice(0, 7);
export const toPeriodDate = (month: string) => `${month}-01`;

const noAudience: UpdateAudience = { confirmedInvestors: false, shareHolders: false, connections: false, userIds: [] };

/** The stored audience, read defensively (jsonb): anything missing counts as not chosen. */
export function audienceOf(row: UpdateRow): UpdateAudience {
  const stored = (row.audience ?? {}) as Partial<UpdateAudience>;
  return {
    confirmedInvestors: stored.confirmedInvestors === true,
    shareHolders: stored.shareHolders === true,
    connections: stored.connections === true,
    userIds: Array.isArray(stored.userIds) ? stored.userIds.filter((id): id is string => typeof id === 'string') : noAudience.userIds,
  };
}

export const storedFigures = (row: UpdateRow): UpdateFigure[] => (Array.isArray(row.figures) ? (row.figures as UpdateFigure[]) : []);

export function renderedParts(row: Pick<UpdateRow, 'body' | 'highlights' | 'lowlights' | 'asks'>) {
  return {
    bodyHtml: renderMarkdown(row.body),
    highlightsHtml: renderMarkdown(row.highlights),
    lowlightsHtml: renderMarkdown(row.lowlights),
    asksHtml: renderMarkdown(row.asks),
  };
}

export type ReplyWithAuthor = { reply: ReplyRow } & Named;

export const toReply = ({ reply, ...author }: ReplyWithAuthor, founderId: string): UpdateReply => ({
  id: reply.id,
  author: { id: reply.authorId, name: nameOf(author) },
  isFounder: reply.authorId === founderId,
  body: reply.body,
  createdAt: reply.createdAt.toISOString(),
});

/** Replies grouped into one thread per recipient, in the order of `recipients`; a recipient without replies has an empty thread. */
export function toThreads(replies: ReplyWithAuthor[], recipients: { id: string; name: string }[], founderId: string): UpdateThread[] {
  return recipients.map((recipient) => ({
    recipient,
    replies: replies.filter((r) => r.reply.recipientId === recipient.id).map((r) => toReply(r, founderId)),
  }));
}
