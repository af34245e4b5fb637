import { describe, expect, it } from 'vitest';
import { isActivePath } from './nav-items';

describe('isActivePath', () => {
  it('highlights the exact route', () => expect(isActivePath('/startups', '/startups')).toBe(true));
  it('highlights a child route after a slash', () => expect(isActivePath('/startups/12', '/startups')).toBe(true));
  it('does not highlight a route that merely shares a prefix', () => expect(isActivePath('/startupsx', '/startups')).toBe(false));
  it('does not highlight a parent for a sibling route', () => expect(isActivePath('/portfolio', '/portfolio/deal-flow')).toBe(false));
});
