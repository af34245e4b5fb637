// A Redis of the test's own (redis-server on its own port, nothing saved to disk) that the test
// can stop and start again under a running server.
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';

function answersPing(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export function redisServer(port) {
  let child;
  return {
    url: `redis://127.0.0.1:${port}`,
    /** Resolves once it answers PING. */
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      const deadline = Date.now() + 10_000;
      while (!(await answersPing(port))) {
        if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /** Dies at once, as a crashed or unplugged Redis would. */
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    /** How many keys it holds (the shared counts). */
    keyCount() {
      return Number(spawnSync('redis-cli', ['-p', String(port), 'dbsize'], { encoding: 'utf8' }).stdout.trim());
    },
  };
}
