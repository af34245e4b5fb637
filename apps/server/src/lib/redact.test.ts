import { describe, expect, it } from 'vitest';
import { describeFailure, REDACTED, redactUrl } from './redact';

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

describe('describeFailure', () => {
  it('says what failed without the passwords and signatures its message quotes', () => {
    const smtp = Object.assign(new Error('Invalid login: 535 rejected for smtp://mailer:hunter2-secret@mail.example:587'), { code: 'EAUTH', responseCode: 535 });
    expect(describeFailure(smtp)).toEqual({ name: 'Error', message: `Invalid login: 535 rejected for smtp://mailer:${REDACTED}@mail.example:587`, code: 'EAUTH', status: 535 });
    const s3 = Object.assign(new Error('Access Denied at https://bucket.s3.example/key?X-Amz-Signature=abc123secret&X-Amz-Credential=AKIA1/x&partNumber=2'), {
      name: 'AccessDenied',
      $metadata: { httpStatusCode: 403 },
    });
    const described = describeFailure(s3);
    expect(described).toMatchObject({ name: 'AccessDenied', status: 403 });
    expect(described.message).not.toContain('abc123secret');
    expect(described.message).not.toContain('AKIA1');
    expect(described.message).toContain('partNumber=2');
  });

  it('keeps a long message short and reads what is not an Error', () => {
    expect(describeFailure(new Error('x'.repeat(2000))).message).toHaveLength(500);
    expect(describeFailure('socket hang up')).toEqual({ name: 'Error', message: 'socket hang up' });
  });
});
