/**
 * A seeded startup's score is its public assessment, written by the same sweep the server runs
 * (startup-page/public-score.service.ts) with its basis, so the first start's sweep finds every
 * startup's basis unchanged and recomputes nothing. Read through a cache registry of its own: the
 * seed runs before the server serves anyone, so there is no other instance's cache to tell.
 */
import { createInProcessChangeFeed } from '../integrations/change-feed';
import { createCacheRegistry } from '../lib/cache-registry';
import { refreshAllPublicScores, type SweepCounts } from '../modules/startup-page/public-score.service';
import type { Db } from '../db/client';

export async function writePublicScores(db: Db): Promise<SweepCounts> {
  const caches = createCacheRegistry(createInProcessChangeFeed(), (error) => {
    throw error;
  });
  try {
    return await refreshAllPublicScores({ db, caches });
  } finally {
    caches.close();
  }
}
