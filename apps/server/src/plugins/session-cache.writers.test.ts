/**
 * Cached sessions carry the user's row (name, picture, role, admin, status, preferences) and stand for
 * a session row, so every write to either must be followed by a signal that forgets them
 * (session-cache.ts). This lists the server's writes to the user and session tables outside the auth
 * routes (which signal `sessions` themselves) and requires each to be one reviewed here, with where its
 * signal is sent: a new write fails this test until its service signals and it is added.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');

/** file → where the write's signal is sent. */
const reviewed: Record<string, string> = {
  'modules/admin/admin.repository.ts': "admin.service.ts: acceptAdminInvitation and revokeAdmin signal 'investors'; makeAdminFromCli signals running servers",
  'modules/moderation/moderation.repository.ts': "moderation.service.ts signals 'investors' after a suspension, ban or reinstatement",
  'modules/profiles/profiles.repository.ts': "profiles.service.ts signals 'investors' after a name or picture changes",
  'modules/preferences/preferences.service.ts': "updatePreferences signals 'investors'",
  'modules/onboarding/onboarding.repository.ts': "onboarding.service.ts signals 'investors' after a role is set",
  'plugins/auth-mail.ts': "inside an auth route (an unverified sign-up removed); never a user with a session",
  'seed/insert.ts': 'before the server serves anyone (seeding)',
};

const writes = /\.(update|delete)\((users|sessions)\)|\b(update|delete from)\s+"?(user|session)"?\s/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('writes to users and sessions', () => {
  it('are each followed by a signal that forgets cached sessions', () => {
    const writers = sourceFiles(src).filter((file) => writes.test(readFileSync(file, 'utf8'))).map((file) => relative(src, file));
    expect(writers.filter((file) => !(file in reviewed)), "a new write to a user's or a session's row: make it signal 'investors' (plugins/session-cache.ts) and list it here").toEqual([]);
    expect(Object.keys(reviewed).filter((file) => !writers.includes(file)), 'listed here but no longer writing: remove from the list').toEqual([]);
  });
});
