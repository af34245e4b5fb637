/**
 * Signed-in users by session cookie, kept between requests: every signed-in request reads its session,
 * and Better Auth's lookup (the signed cookie checked, a statement for the session and its user, its
 * context built) was most of the CPU of a light signed-in request (bench/README.md, "The session read
 * once per 30 seconds").
 *
 * The key is the session cookie's value exactly as sent, which Better Auth verified (its signature, the
 * session row, the user's status) when the entry was made. An entry is used only before its session's
 * own expiry and the absolute time-out, and never longer than the time to live. It is forgotten:
 * - on `sessions`, which the auth routes signal after any request that can end a session or change a
 *   user (plugins/auth.ts: everything but reading the session, signing in and signing up);
 * - on `investors`, which every module that writes a user's row signals (profiles, onboarding,
 *   preferences, admin, moderation; session-cache.writers.test.ts keeps that list whole);
 * and by the time to live, which bounds a missed signal.
 */
import { defineCache } from '../lib/cache-registry';
import type { SessionUser } from '../lib/session-user';

export type CachedSession = { user: SessionUser; expiresAt: number; createdAt: number };

export const sessionUsers = defineCache<CachedSession | null>({ name: 'session-user', ttlMs: 30_000, maxEntries: 10_000, forgetOn: ['sessions', 'investors'] });

/** Whether a cached session may still be used now (its expiry and the absolute time-out, both by the clock). */
export function stillValid(session: CachedSession, absoluteMs: number, now = Date.now()): boolean {
  return now < session.expiresAt && now - session.createdAt <= absoluteMs;
}
