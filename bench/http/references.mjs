// Starts the two reference servers (reference-bare.mjs, reference-peer.mjs) as child processes.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

function startChild(script, args) {
  const child = spawn(process.execPath, [script, ...args], { cwd: here, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with code ${code} before listening`)));
    child.stdout.once('data', () =>
      resolve({
        base: `http://127.0.0.1:${args[0]}`,
        stop: () => new Promise((done) => (child.exitCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM')))),
      }),
    );
  });
}

export const startBareServer = (port) => startChild('reference-bare.mjs', [String(port)]);
export const startPeerServer = (port, databaseUrl) => startChild('reference-peer.mjs', [String(port), databaseUrl]);
