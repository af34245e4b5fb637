import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockPglite, pgliteHolder } from './pglite-lock';

const folder = () => mkdtempSync(join(tmpdir(), 'pglite-lock-'));

describe('the embedded database folder lock', () => {
  it('is taken and released by the process that opens the folder', () => {
    const dir = folder();
    const release = lockPglite(dir, 'testing');
    expect(existsSync(join(dir, 'baobab.pid'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'baobab.pid'))).toBe(false);
  });

  it('refuses while another live process holds the folder', () => {
    const dir = folder();
    writeFileSync(join(dir, 'baobab.pid'), String(process.ppid));
    expect(pgliteHolder(dir)).toBe(process.ppid);
    expect(() => lockPglite(dir, 'backing up')).toThrow(`${dir} is in use by process ${process.ppid}; stop it before backing up`);
  });

  it('ignores the lock of a process that has died (a crash leaves the file behind)', () => {
    const dir = folder();
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(join(dir, 'baobab.pid'), String(dead));
    expect(pgliteHolder(dir)).toBeUndefined();
    expect(() => lockPglite(dir, 'testing')()).not.toThrow();
  });
});
