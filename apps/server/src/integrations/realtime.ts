import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { Database } from '../db/client';
import { listenToChannel } from './pg-listener';

/**
 * A signal that something changed for some users. It carries ids only: PostgreSQL caps a
 * NOTIFY payload at 8,000 bytes and a message may be longer, so each instance loads what it
 * delivers from the database (which also re-checks who may read it).
 */
export type RealtimeSignal =
  | { type: 'message'; userIds: string[]; messageId: number }
  | { type: 'notification'; userIds: string[]; notificationId: number }
  | { type: 'read'; userIds: string[]; threadId: number }
  /** The account was suspended or banned (modules/moderation): its open streams end at once. */
  | { type: 'session_end'; userIds: string[] };

export type RealtimeListener = (signal: RealtimeSignal) => void;

/** Fan-out of signals to every server instance; subscribers are the open live streams. */
export type Realtime = {
  /** Call after the transaction that made the change has committed. */
  publish(signal: RealtimeSignal): Promise<void>;
  subscribe(userId: string, listener: RealtimeListener): () => void;
  close(): Promise<void>;
};

const CHANNEL = 'baobab_realtime';

/** Local delivery to this process's subscribers, shared by both adapters. */
function localHub() {
  const emitter = new EventEmitter();
  // One listener per open stream; a busy instance has many.
  emitter.setMaxListeners(0);
  return {
    deliver(signal: RealtimeSignal) {
      for (const userId of new Set(signal.userIds)) emitter.emit(userId, signal);
    },
    subscribe(userId: string, listener: RealtimeListener) {
      emitter.on(userId, listener);
      return () => void emitter.off(userId, listener);
    },
  };
}

/** Embedded PGlite runs in one process, so an in-process emitter is the whole fan-out. */
export function createInProcessRealtime(): Realtime {
  const hub = localHub();
  return {
    async publish(signal) {
      hub.deliver(signal);
    },
    subscribe: hub.subscribe,
    async close() {},
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY: every instance listens on one dedicated connection (a pooled one
 * would drop the LISTEN when returned), and publishing is a NOTIFY through the pool, so a
 * message posted to instance A reaches a stream open on instance B.
 */
export async function createPostgresRealtime(pool: pg.Pool, log: (error: unknown) => void): Promise<Realtime> {
  const hub = localHub();
  const deliver = (payload: string) => {
    try {
      hub.deliver(JSON.parse(payload) as RealtimeSignal);
    } catch (error) {
      log(error);
    }
  };
  const listener = await listenToChannel(pool, CHANNEL, { onPayload: deliver, log });
  return {
    async publish(signal) {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(signal)]);
    },
    subscribe: hub.subscribe,
    close: () => listener.close(),
  };
}

export async function createRealtime(database: Database, log: (error: unknown) => void): Promise<Realtime> {
  if (!database.pool) return createInProcessRealtime();
  return createPostgresRealtime(database.pool, log);
}
