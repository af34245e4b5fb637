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
  const afterTurn =
    <Args extends unknown[], Result>(run: (...args: Args) => Promise<Result>) =>
    async (...args: Args) => {
      await turn();
      return run(...args);
    };
  return Object.assign(client, {
    query: afterTurn(client.query.bind(client)) as PGlite['query'],
    exec: afterTurn(client.exec.bind(client)) as PGlite['exec'],
    transaction: afterTurn(client.transaction.bind(client)) as PGlite['transaction'],
  });
}
