import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import type { PgBoss, Queue as QueueOptions } from 'pg-boss';

/**
 * Work the server does outside a request, kept in the database so that it survives a restart
 * and a mail-server outage: one pg-boss queue per kind of task (decision 0014).
 */
export type TaskName =
  | 'notification-email'
  | 'notification-fanout'
  | 'update-delivery'
  | 'update-email'
  | 'data-room-file-purge'
  | 'document-analysis'
  | 'admin-invitation-email'
  | 'round-invitation-email'
  | 'public-score-sweep'
  | 'saved-search-sweep'
  | 'saved-search-digest'
  | 'deal-task-reminders'
  | 'round-deadline-reminders'
  | 'notification-digest';

/** One attempt at a task: `retryCount` is 0 on the first attempt; after a throw on the last one, the task has failed for good. */
export type Task<T> = { id: string; data: T; retryCount: number; isLastAttempt: boolean };

/** A stored task as its owner may see it: pg-boss's state, and what the handler returned. */
export type StoredTask<T> = {
  id: string;
  data: T;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  output: unknown;
  createdOn: Date;
  completedOn: Date | null;
};

/** pg-boss states after which a task never runs again. */
const FINAL_STATES = new Set<StoredTask<unknown>['state']>(['completed', 'cancelled', 'failed']);

export type SendOptions = {
  /**
   * The task's id (a UUID). A second send with the same id stores nothing and resolves with null, so a
   * fan-out that runs again queues each of its tasks once.
   */
  id?: string;
  /** With `singletonSeconds`: at most one task with this key per time slot, across instances. */
  singletonKey?: string;
  singletonSeconds?: number;
};

export type Queue = {
  /** Stores a task; resolves with its id (null when a singleton slot was already taken). */
  send(name: TaskName, data: object, options?: SendOptions): Promise<string | null>;
  /**
   * Runs `handler` for each task of `name` once the queue is started, at most `concurrency` at
   * once in this instance; what it returns is stored as the task's output, a throw schedules a retry.
   */
  work<T>(name: TaskName, handler: (task: Task<T>) => Promise<object | void>, options?: { concurrency?: number }): void;
  /** One stored task of `name`, or null (unknown id, or removed after pg-boss's retention). */
  get<T>(name: TaskName, id: string): Promise<StoredTask<T> | null>;
  /**
   * Resolves with the task once it has ended (completed, failed for good or cancelled), or with
   * its state as it is when `timeoutMs` runs out. Ends at once when this instance ran it, and
   * otherwise sees another instance's result within `POLL_MS`.
   */
  settled<T>(name: TaskName, id: string, timeoutMs: number): Promise<StoredTask<T> | null>;
  /**
   * Once the queue has started, sends an empty `name` task now and every `seconds`. Each instance
   * does so; a singleton slot of that length keeps it to one task per period across them all.
   */
  every(name: TaskName, seconds: number): void;
  /** Starts the workers; send() starts the queue too, so tests that never send pay nothing. */
  start(): Promise<void>;
  /** Lets running tasks finish (up to `STOP_GRACE_MS`), then stops; before the database closes. */
  stop(): Promise<void>;
  /**
   * Tasks of each kind by state, as the queue's monitor last counted them (at most
   * `monitorSeconds` old): one read of pg-boss's queue table, never of its task table. Empty
   * until the queue has started, so reading it never starts the queue.
   */
  counts(): Promise<TaskCounts[]>;
  /** `running` once started (server.ts starts it after listening), `stopped` once stop() began. */
  state(): 'not_started' | 'running' | 'stopped';
};

/**
 * `ready`: waiting for a worker now (new, or a retry whose delay is over); `deferred`: waiting
 * for a later time (a retry's backoff); `active`: running; `failed`: failed for good, kept until
 * pg-boss deletes it (7 days).
 */
export type TaskCounts = { name: TaskName; ready: number; deferred: number; active: number; failed: number };

/** How one attempt ended; a failure retries while attempts remain. */
export type AttemptOutcome = 'completed' | 'failed_will_retry' | 'failed_for_good';

export type QueueSettings = {
  /** Seconds between checks for attempts whose instance died, and recounts for counts(). */
  monitorSeconds?: number;
  /** Told about every attempt that ends in this process (one that dies with it is not). */
  onAttempt?: (name: TaskName, outcome: AttemptOutcome, seconds: number) => void;
  /** Told why an attempt failed (a mail server's refusal, a bucket's error), to log it: counting is onAttempt's. */
  onAttemptFailed?: (failure: { name: TaskName; taskId: string; retryCount: number; outcome: Exclude<AttemptOutcome, 'completed'>; error: unknown }) => void;
};

/**
 * Retries with exponential backoff (pg-boss waits retryDelay × 2^attempt, halved to doubled at
 * random, capped at retryDelayMax). E-mail: about 5 s, 10 s, 20 s, … up to an hour between
 * tries, 14 tries in all, so a mail server may be down for three to four and a half hours before
 * an e-mail fails for good. An attempt still running after expireInSeconds is ended and retried
 * (an attempt whose instance died is retried much sooner: HEARTBEAT_SECONDS); nodemailer's own
 * timeouts (integrations/email.ts) end a hung send well before that.
 */
const queues: Record<TaskName, Omit<QueueOptions, 'name'>> = {
  'notification-email': { retryLimit: 13, retryDelay: 5, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120, notify: true },
  // One change that tells many people (a new data-room document to every grantee): recorded and
  // e-mailed outside the request that made the change.
  'notification-fanout': { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 300, notify: true },
  // A sent investor update: each recipient's in-app notification, then one update-email task each.
  'update-delivery': { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 300, notify: true },
  // One recipient's copy of an update (HTML and text, with its figures): retried like notification e-mail.
  'update-email': { retryLimit: 13, retryDelay: 5, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120, notify: true },
  // An admin invitation to an address with no account yet: retried like notification e-mail.
  'admin-invitation-email': { retryLimit: 13, retryDelay: 5, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120, notify: true },
  // A round room invitation to a board entry by e-mail address (decision 0058): retried like notification e-mail.
  'round-invitation-email': { retryLimit: 13, retryDelay: 5, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120, notify: true },
  'data-room-file-purge': { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 900 },
  // A refused document is an answer, not a failure (the handler returns the refusal); a throw is
  // a crash, tried twice more. The worker pool stops a document at its time limit (20 s by
  // default), far inside the expiry.
  'document-analysis': { retryLimit: 2, retryDelay: 2, retryBackoff: true, expireInSeconds: 300, notify: true },
  // Every startup's public score (startup-page/public-score.service.ts): one visitor's assessment per
  // startup, one after another; the next hour's sweep redoes whatever a failed one left.
  'public-score-sweep': { retryLimit: 1, retryDelay: 60, expireInSeconds: 1800 },
  // Saved searches (modules/saved-searches): the sweep records matches since each search's watermark;
  // the next one redoes whatever a failed one left. The digest claims each reader's e-mail before sending.
  'saved-search-sweep': { retryLimit: 1, retryDelay: 60, expireInSeconds: 900 },
  'saved-search-digest': { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 900 },
  // Deal tasks due today or overdue (modules/deals/deal-task-notifications.ts): each reminder is claimed on
  // its task's row before it is recorded, so a retry or a second instance's sweep sends none twice.
  'deal-task-reminders': { retryLimit: 1, retryDelay: 60, expireInSeconds: 900 },
  // Round deadlines (modules/fundraising/round-notices.service.ts): each reminder claimed by a unique row in the
  // transaction that records it. Notification digests: each person's kind claimed before its e-mail goes.
  'round-deadline-reminders': { retryLimit: 1, retryDelay: 60, expireInSeconds: 900 },
  'notification-digest': { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 900 },
};

/** How often a request waiting for a task another instance may be running looks at it again. */
const POLL_MS = 250;

/** Every kind of task, for metrics that start each series at zero. */
export const taskNames = Object.keys(queues) as TaskName[];

/**
 * A worker refreshes each running attempt's heartbeat every HEARTBEAT_SECONDS / 2; the monitor
 * (every `monitorSeconds`, one instance at a time) retries an attempt whose heartbeat is older
 * than HEARTBEAT_SECONDS: its instance died. With the 10 s monitor, a dead instance's task is
 * retried elsewhere 10 to 20 s after the death, plus the retry's delay, instead of after the whole
 * expireInSeconds. 10 s is pg-boss's least; a handler must not hold the event loop for 5 s (CPU
 * work runs in worker threads), or its live attempt would look dead.
 */
const HEARTBEAT_SECONDS = 10;

/** Default for `monitorSeconds` (TASK_MONITOR_SECONDS): each pass counts pgboss.job once. */
const MONITOR_SECONDS = 10;

/**
 * Workers look for due tasks every 2 s. New tasks wake them at once through LISTEN/NOTIFY; a retry
 * coming due does not notify, so the backstop poll is kept as short as the base one.
 */
const workOptions = { pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 2 };

/** How long shutdown waits for tasks in progress; server.ts gives the whole shutdown 10 s. */
const STOP_GRACE_MS = 5000;

/** Where the queue lives: its own pool on PostgreSQL, the embedded database's only connection on PGlite. */
export type QueueDatabase = { kind: 'postgres'; connectionString: string } | { kind: 'pglite'; client: PGlite };

/**
 * pg-boss keeps its tables in the `pgboss` schema of the same database, on PostgreSQL and on
 * PGlite alike, so tasks commit, survive restarts and retry the same way on both. It loads on
 * first use: the server answers before the queue has started.
 */
export function createQueue(database: QueueDatabase, logError: (error: unknown) => void, settings: QueueSettings = {}): Queue {
  const { monitorSeconds = MONITOR_SECONDS, onAttempt, onAttemptFailed } = settings;
  const handlers = new Map<TaskName, { handler: (task: Task<unknown>) => Promise<object | void>; concurrency: number }>();
  // Tasks this instance has just finished, for settled() waiting in this process.
  const finished = new EventEmitter();
  finished.setMaxListeners(0);
  const periodic = new Map<TaskName, number>();
  const timers: NodeJS.Timeout[] = [];
  let boss: PgBoss | undefined;
  let starting: Promise<PgBoss> | undefined;
  let stopping = false;

  async function open(): Promise<PgBoss> {
    const { PgBoss, fromPglite } = await import('pg-boss');
    // The cron scheduler is off: it re-creates an internal queue at every start, about a second
    // of PGlite's single connection. Periodic tasks use throttled sends instead (SendOptions).
    // The supervisor (dead attempts, recounts) runs every monitorSeconds rather than every minute.
    const supervision = { superviseIntervalSeconds: monitorSeconds, monitorIntervalSeconds: monitorSeconds };
    const common = { schema: 'pgboss', schedule: false, useListenNotify: true, ...supervision } as const;
    const instance =
      database.kind === 'postgres'
        ? new PgBoss({ ...common, connectionString: database.connectionString, max: 3 })
        : new PgBoss({ ...common, db: fromPglite(database.client), backend: 'pglite' });
    instance.on('error', logError);
    await instance.start();
    for (const [name, options] of Object.entries(queues)) {
      const settled = { heartbeatSeconds: HEARTBEAT_SECONDS, ...options };
      await instance.createQueue(name, settled);
      // createQueue leaves an existing queue as it was: bring its options up to date as well.
      await instance.updateQueue(name, settled);
    }
    for (const [name, { handler, concurrency }] of handlers) {
      await instance.work(name, { ...workOptions, localConcurrency: concurrency, includeMetadata: true as const }, async ([job]) => {
        if (!job) return undefined;
        const began = performance.now();
        const seconds = () => (performance.now() - began) / 1000;
        // pg-boss retries while retryCount < retryLimit (its count before this attempt ends).
        const isLastAttempt = job.retryCount >= job.retryLimit;
        try {
          const output = await handler({ id: job.id, data: job.data, retryCount: job.retryCount, isLastAttempt });
          onAttempt?.(name, 'completed', seconds());
          return output ?? undefined;
        } catch (error) {
          const outcome = isLastAttempt ? 'failed_for_good' : 'failed_will_retry';
          onAttempt?.(name, outcome, seconds());
          onAttemptFailed?.({ name, taskId: job.id, retryCount: job.retryCount, outcome, error });
          throw error;
        } finally {
          // Shortly after the handler, when pg-boss has usually recorded the result: a waiter in this
          // process re-reads the task then instead of at its next poll.
          setTimeout(() => finished.emit(job.id), 20);
        }
      });
    }
    boss = instance;
    for (const [name, seconds] of periodic) {
      const sendPeriodic = () => void instance.send(name, {}, { singletonKey: name, singletonSeconds: seconds }).catch(logError);
      sendPeriodic();
      timers.push(setInterval(sendPeriodic, seconds * 1000).unref());
    }
    return instance;
  }

  const started = () => (starting ??= open());

  return {
    async send(name, data, options = {}) {
      return (await started()).send(name, data, options);
    },
    work(name, handler, options = {}) {
      if (starting) throw new Error(`register the ${name} worker before the queue starts`);
      handlers.set(name, { handler: handler as (task: Task<unknown>) => Promise<object | void>, concurrency: options.concurrency ?? 1 });
    },
    async get<T>(name: TaskName, id: string) {
      const job = await (await started()).getJobById<T>(name, id);
      return job ? { id: job.id, data: job.data, state: job.state, output: job.output, createdOn: job.createdOn, completedOn: job.completedOn } : null;
    },
    async settled<T>(name: TaskName, id: string, timeoutMs: number) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const task = await this.get<T>(name, id);
        if (!task || FINAL_STATES.has(task.state) || Date.now() >= deadline) return task;
        await new Promise<void>((wake) => {
          const timer = setTimeout(done, Math.min(POLL_MS, Math.max(0, deadline - Date.now())));
          function done() {
            clearTimeout(timer);
            finished.off(id, done);
            wake();
          }
          finished.on(id, done);
        });
      }
    },
    every(name, seconds) {
      if (starting) throw new Error(`schedule ${name} before the queue starts`);
      periodic.set(name, seconds);
    },
    async start() {
      await started();
    },
    async counts() {
      if (!boss || stopping) return [];
      const rows = await boss.getQueues(taskNames);
      return rows.map((row) => ({ name: row.name as TaskName, ready: row.readyCount, deferred: row.deferredCount, active: row.activeCount, failed: row.failedCount }));
    },
    state() {
      if (stopping) return 'stopped';
      return boss ? 'running' : 'not_started';
    },
    async stop() {
      if (!starting) return;
      stopping = true;
      timers.forEach(clearInterval);
      await starting.catch(() => undefined);
      await boss?.stop({ graceful: true, timeout: STOP_GRACE_MS });
    },
  };
}
