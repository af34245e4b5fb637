import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A digest's unsubscribe link carries `base64url(userId:searchId).signature`: a click turns that
 * reader's e-mails for that one search off without signing in, and nobody can forge one for someone
 * else. Signed under its own label, so a notification's token is never one of these.
 */
const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`saved-search-unsubscribe:${payload}`).digest('base64url');

export function createSavedSearchToken(secret: string, userId: string, searchId: number): string {
  const payload = Buffer.from(`${userId}:${searchId}`).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

export function verifySavedSearchToken(secret: string, token: string): { userId: string; searchId: number } | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const decoded = Buffer.from(payload, 'base64url').toString();
  const separator = decoded.lastIndexOf(':');
  const searchId = Number(decoded.slice(separator + 1));
  if (separator < 1 || !Number.isSafeInteger(searchId) || searchId < 1) return null;
  return { userId: decoded.slice(0, separator), searchId };
}
