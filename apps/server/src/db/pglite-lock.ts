import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite has no postmaster to stop a second process from opening the same data folder, and two
 * processes writing one folder corrupt it. The process that opens it records its pid here;
 * another process (a second server, a backup) refuses while that pid is alive. A stale file
 * after a crash names a dead pid and is ignored.
 */
const LOCK_FILE = 'baobab.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of another live process holding the folder, if any. */
export function pgliteHolder(dir: string): number | undefined {
  const file = join(dir, LOCK_FILE);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid !== process.pid && isAlive(pid) ? pid : undefined;
}

/** Takes the folder for this process; returns the release function. */
export function lockPglite(dir: string, purpose: string): () => void {
  const holder = pgliteHolder(dir);
  if (holder !== undefined) {
    throw new Error(`${dir} is in use by process ${holder}; stop it before ${purpose}`);
  }
  const file = join(dir, LOCK_FILE);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
