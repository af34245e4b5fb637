import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * One signed unsubscribe link for every kind of e-mail: `base64url(userId:subject).signature`, where the subject
 * names what the click turns off (a notification kind, a saved search's id). A click works without signing in,
 * and nobody can forge a link for someone else. Each use signs under its own label, so a token made for one
 * (a notification's) is never accepted as another (a saved search's). The labels and the layout are those of
 * the links already sent, which must keep working: changing either breaks every e-mail in people's inboxes.
 */
export const unsubscribeTokenLabels = { notification: 'unsubscribe', savedSearch: 'saved-search-unsubscribe' } as const;

export type UnsubscribeTokenLabel = (typeof unsubscribeTokenLabels)[keyof typeof unsubscribeTokenLabels];

const sign = (secret: string, label: UnsubscribeTokenLabel, payload: string) => createHmac('sha256', secret).update(`${label}:${payload}`).digest('base64url');

export function createUnsubscribeToken(secret: string, label: UnsubscribeTokenLabel, userId: string, subject: string | number): string {
  const payload = Buffer.from(`${userId}:${subject}`).toString('base64url');
  return `${payload}.${sign(secret, label, payload)}`;
}

/** The user and the subject (as text, for the caller to check) of a token signed under `label`; null when forged or malformed. */
export function verifyUnsubscribeToken(secret: string, label: UnsubscribeTokenLabel, token: string): { userId: string; subject: string } | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(secret, label, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const decoded = Buffer.from(payload, 'base64url').toString();
  // The user id comes first and the subject last, so the last colon separates them.
  const separator = decoded.lastIndexOf(':');
  if (separator < 1) return null;
  return { userId: decoded.slice(0, separator), subject: decoded.slice(separator + 1) };
}
