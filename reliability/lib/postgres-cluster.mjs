// A PostgreSQL cluster of the test's own (initdb, pg_ctl) on its own port and data folder, so a
// test can stop and restart the database under a running server without touching anyone else's.
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** Debian's PostgreSQL 15 binaries; PG_BIN overrides. */
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * Runs one of PostgreSQL's tools, as the postgres user when we are root (PostgreSQL refuses to
 * run as root). Asynchronous, so the test's own clients keep sending while pg_ctl waits.
 */
async function run(tool, args) {
  const command = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', join(BIN, tool), ...args] : [join(BIN, tool), ...args];
  try {
    return (await promisify(execFile)(command[0], command.slice(1), { encoding: 'utf8' })).stdout;
  } catch (error) {
    throw new Error(`${tool} ${args.join(' ')} failed:\n${error.stdout ?? ''}\n${error.stderr ?? error.message}`, { cause: error });
  }
}

function postgresIds() {
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid, gid };
}

/**
 * initdb in a fresh temporary folder (trust authentication, loopback only) and start it on
 * `port`. Returns the URL of database `name` (created), and stop/start/restart/destroy.
 */
export async function startCluster({ port, name = 'baobab' }) {
  const dir = mkdtempSync(join(tmpdir(), 'baobab-reliability-cluster-'));
  if (process.getuid?.() === 0) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  // The socket goes in the cluster's own folder, never the system's /var/run/postgresql.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`;
  const start = () => run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', '-t', '30', 'start']);
  const stop = (mode = 'fast') => run('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop']);
  await start();
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${name}`,
    adminUrl,
    async start() {
      await start();
      running = true;
    },
    /** `fast` ends every session (a planned restart); `immediate` is a crash, with recovery at the next start. */
    async stop(mode) {
      await stop(mode);
      running = false;
    },
    /** Rows of one query on the test's database. */
    async query(sql, params) {
      const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/${name}` });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
    /** Ends every session the server under test holds on the database (as a failover or an operator would). */
    async terminateConnections() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        const { rows } = await client.query('select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
        return rows[0].n;
      } finally {
        await client.end();
      }
    },
    async destroy() {
      if (running) await stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
