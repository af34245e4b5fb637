/**
 * The saved searches' periodic work: the sweep compares every search with the startups changed since its
 * watermark and records the matches; the digest e-mails each reader the matches since their last digest.
 */
import { vocabularyLabel } from '@baobab/contracts/enums';
import { notificationEmail } from '@baobab/contracts/notifications';
import { savedSearchEmail as e } from '@baobab/contracts/saved-searches';
import { startupStatsQuerySchema } from '@baobab/contracts/startups';
import type { CurrencyCode } from '@baobab/contracts/currencies';
import type { Db } from '../../db/client';
import type { Delivery } from '../../lib/delivery';
import { AppError } from '../../lib/errors';
import { translatorFor } from '../../lib/i18n';
import { createUnsubscribeToken, unsubscribeTokenLabels } from '../../lib/unsubscribe-token';
import { startupsMatchingSearch } from '../startups/startups.service';
import * as repo from './saved-searches.repository';

/**
 * Each sweep reads again the last minutes before its watermark: a write that committed after a sweep
 * but stamped its updated_at before it is still found. The unique match rows make the second reading free.
 */
const OVERLAP_MS = 5 * 60 * 1000;
const BATCH = 100;
const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_MS = { daily: DAY_MS, weekly: 7 * DAY_MS } as const;
/** The most matches one digest lists; the inbox has them all. */
const DIGEST_MAX = 20;

export async function sweepSavedSearches(db: Db, log: (error: unknown) => void = () => {}): Promise<void> {
  const upTo = await repo.databaseNow(db);
  for (let after = 0; ; ) {
    const batch = await repo.searchesToSweep(db, after, BATCH);
    for (const search of batch) {
      // The stored filters are read as the directory reads its URL; one the vocabulary no longer knows matches nothing.
      const filters = startupStatsQuerySchema.safeParse(search.filters);
      if (!filters.success) continue;
      const since = new Date(Math.max(search.createdAt.getTime(), search.matchedUntil.getTime() - OVERLAP_MS));
      let found;
      try {
        found = await startupsMatchingSearch(db, filters.data, search.currency as CurrencyCode, since, upTo);
      } catch (error) {
        // A raise bound whose currency lost its rate: this search waits for the rate, the others go on.
        if (error instanceof AppError) {
          log(error);
          continue;
        }
        throw error;
      }
      await repo.recordMatches(db, search.id, found.map((row) => ({ startupId: row.id, reason: row.createdAt > search.createdAt ? 'new' : 'changed', startupVersion: row.updatedAt })));
      await repo.advanceWatermark(db, search.id, upTo);
    }
    if (batch.length < BATCH) return;
    after = batch[batch.length - 1]!.id;
  }
}

/**
 * E-mails every reader whose digest is due (a day or a week since the last one, or since the search was
 * saved) the matches since. The reader's digest is claimed before the e-mail goes, so two runs at once
 * send it once; a failed send gives the claim back and throws, for the queue to retry.
 */
export async function sendDueDigests(db: Db, delivery: Delivery, now = new Date()): Promise<number> {
  let sent = 0;
  for (const reader of await repo.digestReaders(db)) {
    const period = PERIOD_MS[reader.frequency as keyof typeof PERIOD_MS];
    const last = reader.digestedUntil ?? reader.createdAt;
    if (!period || now.getTime() - last.getTime() < period) continue;
    const matches = await repo.matchesSince(db, reader.searchId, last, DIGEST_MAX);
    if (matches.length === 0) continue;
    if (!(await repo.claimDigest(db, reader.searchId, reader.userId, reader.digestedUntil, now))) continue;
    const { t, message } = translatorFor(reader.locale);
    const unsubscribeUrl = `${delivery.publicUrl}/api/saved-searches/unsubscribe?token=${createUnsubscribeToken(delivery.secret, unsubscribeTokenLabels.savedSearch, reader.userId, reader.searchId)}`;
    const lines = matches.map((m) => `- ${m.name} · ${message(vocabularyLabel(m.sector))} · ${message(vocabularyLabel(m.fundingStage))}${m.reason === 'changed' ? ` (${t(e.changed)})` : ''}`);
    const text = [
      t(notificationEmail.greeting, { name: reader.firstName }),
      '',
      t(e.intro, { count: matches.length, name: reader.name }),
      '',
      ...lines,
      '',
      t(e.open, { url: `${delivery.publicUrl}/saved-searches?search=${reader.searchId}` }),
      '',
      t(e.footer, { name: reader.name, url: unsubscribeUrl }),
    ].join('\n');
    const messageId = `saved-search-${reader.searchId}-${reader.userId}-${now.getTime()}@${new URL(delivery.publicUrl).hostname}`;
    try {
      await delivery.mailer.send({ to: reader.email, subject: t(e.subject, { name: reader.name }), text, unsubscribeUrl, messageId });
    } catch (error) {
      await repo.claimDigest(db, reader.searchId, reader.userId, now, reader.digestedUntil ?? reader.createdAt);
      throw error;
    }
    sent += 1;
  }
  return sent;
}
