import type { Db } from '../../db/client';
import type { FileStorage } from '../../integrations/storage';
import * as repo from './data-rooms.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

/**
 * The queued task that ends a deleted document's retention (DATA_ROOM_FILE_RETENTION_DAYS): the
 * stored bytes of every version of a document deleted longer ago than that are removed from
 * storage, and the version row records when. Rows and audit entries stay, so the trail still
 * names what was shared and seen. Safe to run twice or to resume after a crash: removing an
 * absent file is no error, and a version is marked only after its bytes are gone.
 * Returns how many versions lost their bytes.
 */
export async function removeFilesPastRetention(db: Db, storage: FileStorage, retentionDays: number, now = new Date()): Promise<number> {
  const deletedBefore = new Date(now.getTime() - retentionDays * DAY_MS);
  let removed = 0;
  for (;;) {
    const versions = await repo.listVersionsPastRetention(db, deletedBefore, BATCH);
    for (const version of versions) {
      await storage.remove(version.storageKey);
      await repo.markBytesRemoved(db, version.id, now);
    }
    removed += versions.length;
    if (versions.length < BATCH) return removed;
  }
}
