import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { listenToChannel } from './pg-listener';

/**
 * "Table X changed" signals for in-process caches, fanned out to every server instance.
 * A signal carries only a topic: each instance drops what it cached for that topic and reads
 * the database again. On PostgreSQL it is LISTEN/NOTIFY on one dedicated connection (like
 * integrations/realtime.ts); embedded PGlite is one process, so an emitter is enough.
 */
/**
 * `startups`: the startup table; `investors`: investor profiles and users (names, pictures, e-mail,
 * account status, role, preferences); `jobs`: the job table; `saved-jobs`: which jobs people saved;
 * `sessions`: sessions ended or users changed through the auth routes (plugins/auth.ts).
 */
export type ChangeTopic = 'startups' | 'investors' | 'jobs' | 'saved-jobs' | 'sessions';

export type ChangeFeed = {
  /**
   * Call after the transaction that made the change has committed. This instance's listeners
   * run before it returns, so the writer's next read is fresh without waiting for the NOTIFY.
   */
  publish(topic: ChangeTopic): Promise<void>;
  /** `listener` also runs when the feed may have missed signals (the LISTEN connection dropped). */
  subscribe(topic: ChangeTopic, listener: () => void): () => void;
  close(): Promise<void>;
};

const CHANNEL = 'baobab_changes';
/** Emitted to every subscriber when signals may have been missed (the LISTEN connection dropped). */
const LOST = Symbol('lost');

function localHub() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    deliver: (topic: ChangeTopic) => emitter.emit(topic),
    /** Everyone forgets everything: the safe answer to "some signals may be lost". */
    lost: () => emitter.emit(LOST),
    subscribe(topic: ChangeTopic, listener: () => void) {
      emitter.on(topic, listener);
      emitter.on(LOST, listener);
      return () => {
        emitter.off(topic, listener);
        emitter.off(LOST, listener);
      };
    },
  };
}

export function createInProcessChangeFeed(): ChangeFeed {
  const hub = localHub();
  return {
    async publish(topic) {
      hub.deliver(topic);
    },
    subscribe: hub.subscribe,
    async close() {},
  };
}

/**
 * A payload is the topic, then the sending instance's id when a server sent it. An instance has already told its
 * own listeners (publish), so it skips its own NOTIFY when it comes back: heard a second time, later, it would
 * throw away what was read after the write (a directory page just cached, a visitor's kept answer).
 */
const payloadOf = (topic: ChangeTopic, origin: string) => `${topic} ${origin}`;
const readPayload = (payload: string) => {
  const [topic, origin] = payload.split(' ');
  return { topic: topic as ChangeTopic, origin };
};

export async function createPostgresChangeFeed(pool: pg.Pool, log: (error: unknown) => void): Promise<ChangeFeed> {
  const hub = localHub();
  const instance = randomUUID();
  const onPayload = (payload: string) => {
    const { topic, origin } = readPayload(payload);
    if (origin !== instance) hub.deliver(topic);
  };
  // Signals sent while nobody listens are gone: caches must not trust what they hold.
  const listener = await listenToChannel(pool, CHANNEL, { onPayload, onLost: hub.lost, log });
  return {
    async publish(topic) {
      hub.deliver(topic);
      await pool.query('select pg_notify($1, $2)', [CHANNEL, payloadOf(topic, instance)]);
    },
    subscribe: hub.subscribe,
    close: () => listener.close(),
  };
}

/**
 * For a process that is not a server (a command-line tool): tells the running servers that `topic`
 * changed, through the channel they listen on (on PostgreSQL; an embedded database is locked by its one server).
 */
export async function signalRunningServers(db: Db, topic: ChangeTopic): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${topic})`);
}

export async function createChangeFeed(database: Database, log: (error: unknown) => void): Promise<ChangeFeed> {
  if (!database.pool) return createInProcessChangeFeed();
  return createPostgresChangeFeed(database.pool, log);
}
