import { describe, expect, it } from 'vitest';
import { createUnsubscribeToken, unsubscribeTokenLabels, verifyUnsubscribeToken } from './unsubscribe-token';

const secret = 'a-secret';
const userId = '3f1c9a1e-0000-4000-8000-000000000001';
// Made by the two modules this one replaced (notifications/unsubscribe-token.ts and saved-searches/saved-search-token.ts)
// under this secret: links already in people's inboxes must keep working.
const sentNotificationToken = 'M2YxYzlhMWUtMDAwMC00MDAwLTgwMDAtMDAwMDAwMDAwMDAxOmNvbm5lY3Rpb25fcmVxdWVzdA.1UwjV7ZOiVmmaQG7M8sb0KLy72MKg85Gvg3sa7QCTAU';
const sentSavedSearchToken = 'M2YxYzlhMWUtMDAwMC00MDAwLTgwMDAtMDAwMDAwMDAwMDAxOjQy.woZzs82YSScOkIcoRV0k3rVcSclhHqfBbhSDTL-ukCE';

describe('unsubscribe tokens', () => {
  it('reads the tokens the earlier notification and saved-search links carried, and writes the same ones again', () => {
    expect(verifyUnsubscribeToken(secret, unsubscribeTokenLabels.notification, sentNotificationToken)).toEqual({ userId, subject: 'connection_request' });
    expect(verifyUnsubscribeToken(secret, unsubscribeTokenLabels.savedSearch, sentSavedSearchToken)).toEqual({ userId, subject: '42' });
    expect(createUnsubscribeToken(secret, unsubscribeTokenLabels.notification, userId, 'connection_request')).toBe(sentNotificationToken);
    expect(createUnsubscribeToken(secret, unsubscribeTokenLabels.savedSearch, userId, 42)).toBe(sentSavedSearchToken);
  });

  it('never takes a token signed for one kind of link as the other', () => {
    expect(verifyUnsubscribeToken(secret, unsubscribeTokenLabels.savedSearch, sentNotificationToken)).toBeNull();
    expect(verifyUnsubscribeToken(secret, unsubscribeTokenLabels.notification, sentSavedSearchToken)).toBeNull();
  });

  it('refuses another secret, a changed payload or signature, and a token without its parts', () => {
    expect(verifyUnsubscribeToken('another-secret', unsubscribeTokenLabels.notification, sentNotificationToken)).toBeNull();
    const [, signature] = sentNotificationToken.split('.');
    const otherPayload = Buffer.from('someone-else:connection_request').toString('base64url');
    expect(verifyUnsubscribeToken(secret, unsubscribeTokenLabels.notification, `${otherPayload}.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, unsubscribeTokenLabels.notification, `${sentNotificationToken.slice(0, -2)}xx`)).toBeNull();
    for (const broken of ['', 'no-dot', '.signature', 'payload.']) expect(verifyUnsubscribeToken(secret, unsubscribeTokenLabels.notification, broken)).toBeNull();
  });

  it('refuses a signed payload with no user before the colon', () => {
    const token = createUnsubscribeToken(secret, unsubscribeTokenLabels.savedSearch, '', 7);
    expect(verifyUnsubscribeToken(secret, unsubscribeTokenLabels.savedSearch, token)).toBeNull();
  });
});
