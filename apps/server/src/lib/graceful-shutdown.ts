import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** One turn of the event loop: sockets with data waiting are read and their requests start. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The listener stays open until no connection has arrived for this long... */
const QUIET_MS = 250;
/** ...or for at most this long, so a steady stream of new connections cannot hold shutdown up. */
const MAX_LISTEN_MS = 3000;

/**
 * Closing a Fastify app without dropping requests a client has already sent. Call before
 * listen (it adds a hook); `close()` then:
 * 1. keeps accepting until connections stop arriving (QUIET_MS): a client whose connection the
 *    kernel has already accepted into the listen backlog has sent its request, and closing the
 *    listener would reset it; the load balancer or the clients go elsewhere meanwhile, since
 *    every answer now carries `Connection: close`;
 * 2. stops accepting connections, but through net.Server's close: http.Server's close also
 *    destroys every connection it considers idle, and a connection whose request bytes have
 *    arrived but not yet been parsed (a busy server) counts as idle, so its client would get
 *    a reset instead of an answer;
 * 3. lets the event loop read what has arrived, so those requests start;
 * 4. closes the app: idle keep-alive connections end, running requests finish and answer with
 *    `Connection: close` (otherwise their sockets would stay open for the keep-alive timeout),
 *    live streams end in preClose hooks, then onClose hooks run. A request that arrives on a
 *    kept-alive connection before Fastify closes the idle ones is served too (app.ts turns
 *    Fastify's 503 while closing off).
 */
export function gracefulShutdown(app: FastifyInstance) {
  let draining = false;
  let lastConnectionAt = 0;
  app.server.on('connection', () => {
    lastConnectionAt = performance.now();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  return {
    async close() {
      draining = true;
      // Answers sent before routing would go without `Connection: close`: from now on Fastify sends them.
      if (app.hasDecorator('visitorAnswers')) app.visitorAnswers.stop();
      const started = performance.now();
      // Checked after a poll phase (nextTurn), when every connection waiting in the backlog has
      // been accepted, even if a long synchronous task (a PDF) held the event loop meanwhile.
      do {
        await sleep(50);
        await nextTurn();
      } while (performance.now() - lastConnectionAt < QUIET_MS && performance.now() - started < MAX_LISTEN_MS);
      if (app.server.listening) NetServer.prototype.close.call(app.server);
      await nextTurn();
      await nextTurn();
      await app.close();
    },
  };
}
