import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Database } from '../db/client';

/**
 * A signal that something changed for some users. It carries ids only: PostgreSQL caps a
 * NOTIFY payload at 8,000 bytes and a message may be longer, so each instance loads what it
 * delivers from the database (which also re-checks who may read it).
 */
export type RealtimeSignal =
  | { type: 'message'; userIds: string[]; messageId: number }
  | { type: 'notification'; userIds: string[]; notificationId: number }
  | { type: 'read'; userIds: string[]; threadId: number };

export type RealtimeListener = (signal: RealtimeSignal) => void;

/** Fan-out of signals to every server instance; subscribers are the open live streams. */
export type Realtime = {
  /** Call after the transaction that made the change has committed. */
  publish(signal: RealtimeSignal): Promise<void>;
  subscribe(userId: string, listener: RealtimeListener): () => void;
  close(): Promise<void>;
};

const CHANNEL = 'baobab_realtime';
const RECONNECT_DELAY_MS = 1000;

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
  let client: pg.Client | undefined;
  let closed = false;

  const listen = async () => {
    const next = new pg.Client(pool.options);
    next.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        hub.deliver(JSON.parse(msg.payload) as RealtimeSignal);
      } catch (error) {
        log(error);
      }
    });
    next.on('error', (error) => {
      log(error);
      void next.end().catch(() => undefined);
      if (!closed) setTimeout(() => void listen().catch(log), RECONNECT_DELAY_MS).unref();
    });
    await next.connect();
    await next.query(`listen ${CHANNEL}`);
    client = next;
  };
  // Serve only once LISTEN is active, so no signal published after start-up is missed.
  await listen();

  return {
    async publish(signal) {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(signal)]);
    },
    subscribe: hub.subscribe,
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}

export async function createRealtime(database: Database, log: (error: unknown) => void): Promise<Realtime> {
  if (!database.pool) return createInProcessRealtime();
  return createPostgresRealtime(database.pool, log);
}
