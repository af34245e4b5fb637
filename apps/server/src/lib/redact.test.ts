import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact';

describe('redactUrl', () => {
  it.each([
    ['/reset-password?token=abc123', '/reset-password?token=[redacted]'],
    ['/api/auth/callback/oidc?code=xyz&state=s1&iss=https%3A%2F%2Fid', '/api/auth/callback/oidc?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Fid'],
    ['/api/notifications/unsubscribe?token=t.sig&kind=messages', '/api/notifications/unsubscribe?token=[redacted]&kind=messages'],
    ['/api/auth/reset-password/TOKEN?callbackURL=%2Freset-password', '/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password'],
    ['/api/startups?search=fintech&page=2', '/api/startups?search=fintech&page=2'],
    ['/api/x?access%5Ftoken=1', '/api/x?access%5Ftoken=[redacted]'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
