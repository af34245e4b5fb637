import { createHmac, timingSafeEqual } from 'node:crypto';
import { notificationKinds, type NotificationKind } from '@baobab/contracts/notifications';

/**
 * Unsubscribe links carry `base64url(userId:kind).signature` so that a click turns one kind of
 * e-mail off without signing in, and nobody can forge a link for someone else.
 */
const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');

export function createUnsubscribeToken(secret: string, userId: string, kind: NotificationKind): string {
  const payload = Buffer.from(`${userId}:${kind}`).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

export function verifyUnsubscribeToken(secret: string, token: string): { userId: string; kind: NotificationKind } | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const decoded = Buffer.from(payload, 'base64url').toString();
  const separator = decoded.lastIndexOf(':');
  const kind = decoded.slice(separator + 1);
  const userId = decoded.slice(0, separator);
  if (separator < 1 || !(notificationKinds as readonly string[]).includes(kind)) return null;
  return { userId, kind: kind as NotificationKind };
}
