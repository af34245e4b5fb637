import { describe, expect, it } from 'vitest';
import { grantStatusOf } from './data-rooms-texts';

describe('grantStatusOf', () => {
  it('names a grant revoked once the owner took it back, even if its end date has passed since', () => {
    expect(grantStatusOf({ revokedAt: '2026-03-01T10:00:00.000Z', isActive: false })).toBe('revoked');
  });

  it('names an ended grant nobody revoked expired, and an open one active', () => {
    expect(grantStatusOf({ revokedAt: null, isActive: false })).toBe('expired');
    expect(grantStatusOf({ revokedAt: null, isActive: true })).toBe('active');
  });
});
