import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { STREAM_HEARTBEAT_MS, type LiveEvent } from '@baobab/contracts/messaging';
import { messagingEndpoints } from '@baobab/contracts/messaging-endpoints';
import type { Db } from '../../db/client';
import type { Realtime, RealtimeSignal } from '../../integrations/realtime';
import { fromContract } from '../../lib/contract-route';
import { requireUser } from '../../plugins/auth';
import { findMessageFor, listMessagesAfter } from './messaging.service';

/** Browsers wait this long before reconnecting a dropped stream. */
const RETRY_MS = 3000;

/**
 * GET /api/messages/stream: Server-Sent Events for the signed-in user (the session cookie
 * authenticates; EventSource sends it). Message events carry the message id as the event id,
 * so a reconnecting browser sends Last-Event-ID and gets what it missed. A comment every
 * STREAM_HEARTBEAT_MS keeps proxies from closing an idle stream.
 */
export function registerMessageStream(app: FastifyInstance, db: Db, realtime: Realtime) {
  const open = new Set<() => void>();
  // Open streams never go idle, so close them before the server waits for connections to end.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  // Method and path from the contract; no response schema (an event stream), and hidden from the OpenAPI document.
  const route = fromContract(messagingEndpoints.stream);
  app.route({
    ...route,
    schema: { ...route.schema, hide: true },
    handler: async (request, reply) => {
      const user = await requireUser(request);
      const lastEventId = Number(request.headers['last-event-id'] ?? 0);
      reply.hijack();
      const res = reply.raw;
      // The reply's own headers (security headers, rate limit) still apply to a hijacked reply.
      res.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (event: LiveEvent, id?: number) => {
        res.write(`${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(event)}\n\n`);
      };

      // Signals are handled one at a time so messages arrive in the order they were sent.
      let queue = Promise.resolve();
      const onSignal = (signal: RealtimeSignal) => {
        if (signal.type === 'session_end') return end();
        queue = queue.then(async () => {
          if (signal.type === 'message') {
            const message = await findMessageFor(db, user.id, signal.messageId);
            if (message) send({ type: 'message', message }, message.id);
          } else if (signal.type === 'notification') {
            send({ type: 'notification', notificationId: signal.notificationId });
          } else if (signal.type === 'read') {
            send({ type: 'read', threadId: signal.threadId });
          }
        }).catch((error: unknown) => request.log.error({ err: error }, 'live stream delivery failed'));
      };
      const unsubscribe = realtime.subscribe(user.id, onSignal);
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), STREAM_HEARTBEAT_MS);
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        res.end();
      };
      open.add(end);
      request.raw.on('close', end);

      res.write(`retry: ${RETRY_MS}\n: connected\n\n`);
      if (Number.isInteger(lastEventId) && lastEventId > 0) {
        const missed = await listMessagesAfter(db, user.id, lastEventId);
        queue = queue.then(() => missed.forEach((message) => send({ type: 'message', message }, message.id)));
      }
    },
  });
}
