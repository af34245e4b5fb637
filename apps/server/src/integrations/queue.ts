import type { PGlite } from '@electric-sql/pglite';
import type { PgBoss, Queue as QueueOptions } from 'pg-boss';

/**
 * Work the server does outside a request, kept in the database so that it survives a restart
 * and a mail-server outage: one pg-boss queue per kind of task (decision 0014).
 */
export type TaskName = 'notification-email' | 'data-room-file-purge';

/** One attempt at a task: `retryCount` is 0 on the first attempt. */
export type Task<T> = { id: string; data: T; retryCount: number };

export type SendOptions = {
  /** With `singletonSeconds`: at most one task with this key per time slot, across instances. */
  singletonKey?: string;
  singletonSeconds?: number;
};

export type Queue = {
  /** Stores a task; resolves with its id (null when a singleton slot was already taken). */
  send(name: TaskName, data: object, options?: SendOptions): Promise<string | null>;
  /** Runs `handler` for each task of `name` once the queue is started; a throw schedules a retry. */
  work<T>(name: TaskName, handler: (task: Task<T>) => Promise<void>): void;
  /**
   * Once the queue has started, sends an empty `name` task now and every `seconds`. Each instance
   * does so; a singleton slot of that length keeps it to one task per period across them all.
   */
  every(name: TaskName, seconds: number): void;
  /** Starts the workers; send() starts the queue too, so tests that never send pay nothing. */
  start(): Promise<void>;
  /** Lets running tasks finish (up to `STOP_GRACE_MS`), then stops; before the database closes. */
  stop(): Promise<void>;
};

/**
 * Retries with exponential backoff (pg-boss waits retryDelay × 2^attempt, halved to doubled at
 * random, capped at retryDelayMax). E-mail: about 5 s, 10 s, 20 s, … up to an hour between
 * tries, 14 tries in all, so a mail server may be down for three to four and a half hours before
 * an e-mail fails for good. An attempt still running after expireInSeconds counts as dead (its instance stopped
 * without finishing it) and is retried by whichever instance polls next; nodemailer's own
 * timeouts (integrations/email.ts) end a hung send well before that.
 */
const queues: Record<TaskName, Omit<QueueOptions, 'name'>> = {
  'notification-email': { retryLimit: 13, retryDelay: 5, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120, notify: true },
  'data-room-file-purge': { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 900 },
};

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
export function createQueue(database: QueueDatabase, logError: (error: unknown) => void): Queue {
  const handlers = new Map<TaskName, (task: Task<unknown>) => Promise<void>>();
  const periodic = new Map<TaskName, number>();
  const timers: NodeJS.Timeout[] = [];
  let boss: PgBoss | undefined;
  let starting: Promise<PgBoss> | undefined;

  async function open(): Promise<PgBoss> {
    const { PgBoss, fromPglite } = await import('pg-boss');
    // The cron scheduler is off: it re-creates an internal queue at every start, about a second
    // of PGlite's single connection. Periodic tasks use throttled sends instead (SendOptions).
    const common = { schema: 'pgboss', schedule: false, useListenNotify: true } as const;
    const instance =
      database.kind === 'postgres'
        ? new PgBoss({ ...common, connectionString: database.connectionString, max: 3 })
        : new PgBoss({ ...common, db: fromPglite(database.client), backend: 'pglite' });
    instance.on('error', logError);
    await instance.start();
    for (const [name, options] of Object.entries(queues)) await instance.createQueue(name, options);
    for (const [name, handler] of handlers) {
      await instance.work<object>(name, workOptions, async ([job]) => {
        if (job) await handler({ id: job.id, data: job.data, retryCount: job.retryCount });
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
    work(name, handler) {
      if (starting) throw new Error(`register the ${name} worker before the queue starts`);
      handlers.set(name, handler as (task: Task<unknown>) => Promise<void>);
    },
    every(name, seconds) {
      if (starting) throw new Error(`schedule ${name} before the queue starts`);
      periodic.set(name, seconds);
    },
    async start() {
      await started();
    },
    async stop() {
      if (!starting) return;
      timers.forEach(clearInterval);
      await starting.catch(() => undefined);
      await boss?.stop({ graceful: true, timeout: STOP_GRACE_MS });
    },
  };
}
