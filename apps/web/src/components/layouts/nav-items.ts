/** Spec section 2: items always shown, and those shown only when signed in. */
export const publicNavItems = [
  { href: '/startups', label: 'Startups' },
  { href: '/investors', label: 'Investors' },
  { href: '/jobs', label: 'Jobs' },
  { href: '/ai-insights', label: 'AI Insights' },
] as const;

export const signedInNavItems = [{ href: '/portfolio', label: 'Portfolio' }] as const;

/** An item is highlighted when the path equals its route or starts with it followed by a slash. */
export function isActivePath(currentPath: string, route: string): boolean {
  return currentPath === route || currentPath.startsWith(`${route}/`);
}
