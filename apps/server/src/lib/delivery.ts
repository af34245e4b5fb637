import type { Mailer } from '../integrations/email';
import type { Realtime } from '../integrations/realtime';

/**
 * What services need to tell people about a change after it has committed: the real-time
 * fan-out to open browsers and e-mail. Built once per app in buildApp.
 */
export type Delivery = {
  realtime: Realtime;
  mailer: Mailer;
  /** Absolute links in e-mails start here. */
  publicUrl: string;
  /** Signs unsubscribe links. */
  secret: string;
  logError(error: unknown): void;
  /** Runs work the response does not wait for (e-mail); shutdown waits for it. */
  background(task: () => Promise<void>): void;
};

/** Work that outlives its request, awaited on shutdown so no e-mail is cut off mid-send. */
export function createBackgroundTasks(logError: (error: unknown) => void) {
  const running = new Set<Promise<void>>();
  return {
    run(task: () => Promise<void>) {
      const promise = task()
        .catch(logError)
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async drain() {
      await Promise.all([...running]);
    },
  };
}
