import type { PGlite } from '@electric-sql/pglite';

/**
 * Longest stretch of back-to-back queries before the event loop gets a turn. A query a request
 * queued meanwhile waits at most about this long plus one query.
 */
const SLICE_MS = 10;

/**
 * PGlite runs each query synchronously on the main thread and resolves its promise as a microtask,
 * so a chain of awaited queries never lets the event loop run: no connection is accepted, no
 * request read, no timer fired until the chain ends. The public score's sweep over 100,000
 * startups at start held a server that way for minutes (its health check unanswered;
 * bench/README.md). Wrapped here, every query first checks when the event loop last had a turn,
 * and after SLICE_MS without one it waits for the next (setImmediate: pending I/O and timers run
 * first). A query inside a transaction may wait too: the transaction's lock keeps other queries
 * out meanwhile, as it does between any two of its statements.
 */
export function givingTurnsToTheEventLoop(client: PGlite): PGlite {
  let lastTurnAt = performance.now();
  let isMarking = false;
  const markNextTurn = () => {
    if (isMarking) return;
    isMarking = true;
    setImmediate(() => {
      isMarking = false;
      lastTurnAt = performance.now();
    });
  };
  const turn = async () => {
    if (performance.now() - lastTurnAt > SLICE_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      lastTurnAt = performance.now();
    }
    markNextTurn();
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  return Object.assign(client, {
    query: (async (...args: Parameters<PGlite['query']>) => {
      await turn();
      return query(...args);
    }) as PGlite['query'],
    exec: (async (...args: Parameters<PGlite['exec']>) => {
      await turn();
      return exec(...args);
    }) as PGlite['exec'],
    transaction: (async (...args: Parameters<PGlite['transaction']>) => {
      await turn();
      return transaction(...args);
    }) as PGlite['transaction'],
  });
}
