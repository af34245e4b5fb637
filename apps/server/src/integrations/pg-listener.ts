import pg from 'pg';

const RECONNECT_DELAY_MS = 1000;

export type ChannelListener = { close(): Promise<void> };

/**
 * LISTEN on one PostgreSQL channel over a dedicated connection (a pooled one would drop the
 * LISTEN when returned), reconnecting after an error. `onLost` runs when the connection fails
 * and again once it listens anew: notifications sent meanwhile are gone, and the caller decides
 * what that means. Resolves once LISTEN is active, so nothing sent after start-up goes unheard.
 */
export async function listenToChannel(
  pool: pg.Pool,
  channel: string,
  handlers: { onPayload(payload: string): void; onLost?(): void; log(error: unknown): void },
): Promise<ChannelListener> {
  let client: pg.Client | undefined;
  let closed = false;

  const listen = async () => {
    const next = new pg.Client(pool.options);
    next.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload) handlers.onPayload(msg.payload);
    });
    next.on('error', (error) => {
      handlers.log(error);
      handlers.onLost?.();
      void next.end().catch(() => undefined);
      if (!closed) reconnect();
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      next.removeAllListeners('error');
      next.on('error', () => undefined);
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };
  // Until the database is back (a restart takes seconds): a failed attempt schedules the next.
  const reconnect = () =>
    setTimeout(() => {
      if (closed) return;
      listen().then(handlers.onLost, (error: unknown) => {
        handlers.log(error);
        reconnect();
      });
    }, RECONNECT_DELAY_MS).unref();
  await listen();

  return {
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}
