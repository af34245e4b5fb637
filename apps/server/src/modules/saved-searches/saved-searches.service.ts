/**
 * Saved directory searches. A search belongs to a person or to an organisation (decision 0047): its
 * owner, or the organisation's admins and members, change and delete it; its viewers read it. The
 * caller's role is read afresh on every request, so a removed member loses the search at once.
 */
import type { CurrencyCode } from '@baobab/contracts/currencies';
import { message } from '@baobab/contracts/i18n/message';
import type { OrganisationRole } from '@baobab/contracts/organisations';
import {
  SAVED_SEARCH_INBOX_SIZE,
  savedSearchMessages,
  type SavedSearch,
  type SavedSearchFrequency,
  type SavedSearchInbox,
  type SavedSearchInput,
} from '@baobab/contracts/saved-searches';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { unsubscribeTokenLabels, verifyUnsubscribeToken } from '../../lib/unsubscribe-token';
import { viewerCurrency } from '../exchange-rates/exchange-rates.service';
import { organisationRoleOf } from '../organisations/organisations.service';
import { startupsMatchingSearch } from '../startups/startups.service';
import * as repo from './saved-searches.repository';

const onlyEditors = message(savedSearchMessages.onlyEditors);
const canEditAs = (role: OrganisationRole) => role === 'admin' || role === 'member';

/** The filters as stored: only those given, as the directory's URL carries them. */
function storedFilters(filters: SavedSearchInput['filters']): Record<string, string | number> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as Record<string, string | number>;
}

type VisibleRow = Awaited<ReturnType<typeof repo.listVisibleSearches>>[number];

function toSearch(row: VisibleRow, userId: string): SavedSearch {
  const { search } = row;
  return {
    id: search.id,
    name: search.name,
    filters: search.filters,
    organisation: search.organisationId !== null && row.organisationName !== null ? { id: search.organisationId, name: row.organisationName } : null,
    canEdit: search.userId === userId || (row.role !== null && canEditAs(row.role as OrganisationRole)),
    frequency: row.frequency as SavedSearchFrequency,
    newMatches: row.newMatches,
    createdAt: search.createdAt.toISOString(),
  };
}

/** The search as the caller sees it, or 404 when it is neither theirs nor an organisation's they belong to. */
async function visibleSearch(db: Db, user: SessionUser, id: number): Promise<SavedSearch> {
  const [row] = await repo.listVisibleSearches(db, user.id, id);
  if (!row) throw notFound('Saved search');
  return toSearch(row, user.id);
}

export async function listSavedSearches(db: Db, user: SessionUser): Promise<SavedSearch[]> {
  const rows = await repo.listVisibleSearches(db, user.id);
  return rows.map((row) => toSearch(row, user.id));
}

export async function createSavedSearch(db: Db, user: SessionUser, input: SavedSearchInput): Promise<SavedSearch> {
  const currency: CurrencyCode = viewerCurrency(user);
  if (input.organisationId !== null) {
    const role = await organisationRoleOf(db, input.organisationId, user.id);
    if (!role) throw notFound('Organisation');
    if (!canEditAs(role)) throw forbidden(onlyEditors);
  }
  // Read the filters as the directory would now, so a raise bound it cannot read is refused on its field here.
  await startupsMatchingSearch(db, input.filters, currency, new Date(0), new Date(0));
  const row = await repo.insertSearch(db, {
    userId: input.organisationId === null ? user.id : null,
    organisationId: input.organisationId,
    createdBy: user.id,
    name: input.name,
    filters: storedFilters(input.filters),
    currency,
    frequency: input.frequency,
  });
  return visibleSearch(db, user, row.id);
}

export async function getInbox(db: Db, user: SessionUser, id: number): Promise<SavedSearchInbox> {
  const search = await visibleSearch(db, user, id);
  return { search, matches: (await repo.listMatches(db, id, user.id, SAVED_SEARCH_INBOX_SIZE)).map((m) => ({ ...m, matchedAt: m.matchedAt.toISOString() })) };
}

/** Every reader chooses their own e-mails, a fund's viewers too: it is their inbox. */
export async function setFrequency(db: Db, user: SessionUser, id: number, frequency: SavedSearchFrequency): Promise<SavedSearch> {
  await visibleSearch(db, user, id);
  await repo.setReader(db, id, user.id, { frequency });
  return visibleSearch(db, user, id);
}

export async function markSeen(db: Db, user: SessionUser, id: number): Promise<void> {
  await visibleSearch(db, user, id);
  await repo.setReader(db, id, user.id, { seenUntil: await repo.databaseNow(db) });
}

export async function deleteSavedSearch(db: Db, user: SessionUser, id: number): Promise<void> {
  const search = await visibleSearch(db, user, id);
  if (!search.canEdit) throw forbidden(onlyEditors);
  await repo.deleteSearch(db, id);
}

/** The reader and the search a digest's unsubscribe token names; null when forged or naming no search id. */
function verifySearchToken(secret: string, token: string): { userId: string; searchId: number } | null {
  const target = verifyUnsubscribeToken(secret, unsubscribeTokenLabels.savedSearch, token);
  const searchId = Number(target?.subject);
  if (!target || !Number.isSafeInteger(searchId) || searchId < 1) return null;
  return { userId: target.userId, searchId };
}

/**
 * The search a digest's unsubscribe link names, if its reader may still read it; else 400, as a
 * forged or stale link. Turning e-mails off is the reader's own frequency, so a fund's other members keep theirs.
 */
async function unsubscribeTarget(db: Db, secret: string, token: string) {
  const target = verifySearchToken(secret, token);
  const reader = target ? await repo.findUser(db, target.userId) : undefined;
  const [row] = target && reader ? await repo.listVisibleSearches(db, target.userId, target.searchId) : [];
  if (!target || !reader || !row) throw badRequest(message(savedSearchMessages.invalidToken));
  return { ...target, name: row.search.name, locale: reader.locale };
}

export async function getUnsubscribeTarget(db: Db, secret: string, token: string): Promise<{ name: string; locale: string | null }> {
  const { name, locale } = await unsubscribeTarget(db, secret, token);
  return { name, locale };
}

export async function unsubscribeWithToken(db: Db, secret: string, token: string): Promise<number> {
  const { userId, searchId } = await unsubscribeTarget(db, secret, token);
  await repo.setReader(db, searchId, userId, { frequency: 'off' });
  return searchId;
}
