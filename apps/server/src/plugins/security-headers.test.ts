import { describe, expect, it } from 'vitest';
import { forAssets, forVisitorPages, staticSecurityHeaders } from './security-headers';

describe('staticSecurityHeaders', () => {
  it("records Helmet's headers for a policy once, lower-cased", () => {
    const headers = staticSecurityHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
      hsts: false,
      referrerPolicy: { policy: 'no-referrer' },
    });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toBeUndefined();
    // Helmet removes X-Powered-By rather than setting it.
    expect(headers['x-powered-by']).toBeUndefined();
    expect(Object.isFrozen(headers)).toBe(true);
  });

  it('includes HSTS when asked', () => {
    expect(staticSecurityHeaders({ hsts: { maxAge: 600 } })['strict-transport-security']).toBe('max-age=600; includeSubDomains');
  });

  it('fails at start, not per request, for an invalid policy', () => {
    expect(() => staticSecurityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'; script-src *"] } } })).toThrow();
  });
});

describe('forAssets', () => {
  it('keeps only what applies to a script or stylesheet: nosniff, the resource policy and HSTS', () => {
    const all = staticSecurityHeaders({ hsts: { maxAge: 600 } });
    expect(forAssets(all)).toEqual({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': 'max-age=600; includeSubDomains',
    });
  });
});

describe('forVisitorPages', () => {
  it('keeps every page header but the opener policy', () => {
    const all = staticSecurityHeaders({ hsts: { maxAge: 600 } });
    expect(all['cross-origin-opener-policy']).toBe('same-origin');
    const visitor = forVisitorPages(all);
    expect(visitor['cross-origin-opener-policy']).toBeUndefined();
    expect({ ...visitor, 'cross-origin-opener-policy': all['cross-origin-opener-policy'] }).toEqual(all);
    expect(Object.isFrozen(visitor)).toBe(true);
  });
});
