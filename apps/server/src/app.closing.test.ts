import { connect, type Socket } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close().catch(() => undefined);
  t = undefined;
});

/** Writes one GET on the socket and resolves with the raw answer's status line and headers. */
function get(socket: Socket, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const headerEnd = received.indexOf('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(received)?.[1] ?? NaN);
      if (headerEnd >= 0 && received.length - headerEnd - 4 >= length) {
        socket.off('data', onData);
        resolve(received.slice(0, headerEnd));
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`);
  });
}

// A proxy keeps idle connections to each replica and may send a request on one at any moment.
// When a replica shuts down, a request that arrives on such a connection after Fastify has
// begun closing, but before it closes idle connections, is answered as usual (with
// `Connection: close`, so the proxy goes elsewhere next), not refused with a 503 the client sees.
it('answers a request that arrives on a kept-alive connection while the app is closing', async () => {
  t = await createTestApp();
  const address = new URL(await t.app.listen({ host: '127.0.0.1', port: 0 }));
  const socket = connect(Number(address.port), address.hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  expect(await get(socket, '/api/health')).toMatch(/^HTTP\/1\.1 200/);

  // Hold Fastify's close at the moment it would close idle connections, and send the
  // next request on the idle connection right then.
  const server = t.app.server;
  const closeIdleConnections = server.closeIdleConnections.bind(server);
  let duringClose: Promise<string> | undefined;
  server.closeIdleConnections = () => {
    duringClose ??= get(socket, '/api/health').finally(closeIdleConnections);
  };
  const closing = t.app.close();
  await expect.poll(() => duringClose).toBeDefined();

  const answer = await duringClose!;
  expect(answer).toMatch(/^HTTP\/1\.1 200/);
  expect(answer).toMatch(/^connection: close$/im);
  await closing;
  socket.destroy();
});
